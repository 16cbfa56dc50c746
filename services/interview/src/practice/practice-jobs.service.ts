import { Inject, Injectable } from '@nestjs/common';
import {
  type AttemptComparison,
  EventNames,
  type InterviewEvaluation,
  type InterviewQuestion,
  type JobPayload,
} from '@pathwise/contracts';
import { assertUserNotForgotten, EventPublisher } from '@pathwise/platform';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type InterviewEngine, normaliseQuestion, resolveCareer } from '../engines/index.js';
import { INTERVIEW_ENGINE } from '../jobs/engine.provider.js';
import type { EvaluateJobResult, GenerateJobResult } from '../jobs/job-results.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { InterviewAnswerEntity } from './answer.entity.js';
import { toEvaluateResponse, toStartResponse } from './practice-views.js';
import { InterviewSessionEntity } from './session.entity.js';

/** Sessions of the same path whose questions a new session avoids repeating. */
const RECENT_SESSIONS = 3;

/**
 * The worker side of interview practice: generates a session's questions and evaluates answers, storing each in
 * Postgres with the job's id, so that a retried job (its worker died after the commit) returns the stored result
 * instead of writing it twice. interview.completed is published in the transaction that completes a session.
 */
@Injectable()
export class PracticeJobsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly profiles: ProfilesRepository,
    @Inject(INTERVIEW_ENGINE) private readonly engine: InterviewEngine,
  ) {}

  async generate(payload: JobPayload<'generate-interview'>, job: Job): Promise<GenerateJobResult> {
    const sessions = this.dataSource.getRepository(InterviewSessionEntity);
    const done = await sessions.findOneBy({ jobId: job.id! });
    if (done) return { status: 'ok', response: toStartResponse(done) };

    const profile = await this.profiles.find(payload.userId);
    const career = resolveCareer(payload.careerPath, ProfilesRepository.matchCode(profile, payload.careerPath));
    const recent = await sessions
      .createQueryBuilder('s')
      .where('s.user_id = :userId AND lower(s.career_path) = lower(:path)', {
        userId: payload.userId,
        path: payload.careerPath,
      })
      .orderBy('s.created_at', 'DESC')
      .limit(RECENT_SESSIONS)
      .getMany();
    const { questions, engine } = await this.engine.generate({
      career,
      level: payload.experienceLevel,
      resume: ProfilesRepository.resumeFacts(profile),
      seed: randomUUID(),
      avoid: recent.flatMap((s) => s.questions.map((q) => q.question)),
    });
    const saved = await this.dataSource.transaction(async (manager) => {
      await assertUserNotForgotten(manager, payload.userId);
      return manager.save(
        manager.create(InterviewSessionEntity, {
          jobId: job.id!,
          userId: payload.userId,
          careerPath: payload.careerPath,
          occupationCode: career.code,
          occupationTitle: career.occupationTitle,
          experienceLevel: payload.experienceLevel,
          questions,
          engine,
          completedAt: null,
        }),
      );
    });
    return { status: 'ok', response: toStartResponse(saved) };
  }

  async evaluate(payload: JobPayload<'evaluate-answer'>, job: Job): Promise<EvaluateJobResult> {
    const answers = this.dataSource.getRepository(InterviewAnswerEntity);
    const done = await answers.findOneBy({ jobId: job.id! });
    if (done) return { status: 'ok', response: await this.responseFor(done) };

    let session: InterviewSessionEntity | null = null;
    let question: InterviewQuestion | null = null;
    if (payload.sessionId) {
      session = await this.dataSource
        .getRepository(InterviewSessionEntity)
        .findOneBy({ id: payload.sessionId, userId: payload.userId });
      if (!session) return { status: 'session-not-found' };
      question = findQuestion(session.questions, payload.questionId, payload.question);
      if (!question) return { status: 'question-not-found' };
    }
    const profile = session ? null : await this.profiles.find(payload.userId);
    const career = session
      ? resolveCareer(session.careerPath, session.occupationCode)
      : resolveCareer(payload.careerPath, ProfilesRepository.matchCode(profile, payload.careerPath));
    const evaluation = await this.engine.evaluate({
      question: question
        ? {
            text: question.question,
            type: question.type,
            source: question.source,
            focusTerms: question.focusTerms,
            expectedWords: question.expectedWords,
          }
        : { text: payload.question },
      response: payload.response,
      career,
    });

    const saved = await this.dataSource.transaction(async (manager) => {
      await assertUserNotForgotten(manager, payload.userId);
      if (session) {
        // one answer at a time per session, so attempts number up without gaps and completion is decided once
        await manager.findOne(InterviewSessionEntity, {
          where: { id: session.id },
          lock: { mode: 'pessimistic_write' },
        });
      }
      const attempt = question
        ? (await manager.count(InterviewAnswerEntity, { where: { sessionId: session!.id, questionId: question.id } })) +
          1
        : 1;
      const row = await manager.save(
        manager.create(InterviewAnswerEntity, {
          jobId: job.id!,
          userId: payload.userId,
          sessionId: session?.id ?? null,
          questionId: question?.id ?? null,
          question: question?.question ?? payload.question,
          careerPath: session?.careerPath ?? payload.careerPath,
          response: payload.response,
          attempt,
          score: evaluation.score,
          evaluation,
          engine: evaluation.engine,
        }),
      );
      if (session) await this.completeIfAnswered(manager, session);
      return row;
    });
    return { status: 'ok', response: await this.responseFor(saved) };
  }

  /** The first time every question has an answer: completedAt, and interview.completed with the average score. */
  private async completeIfAnswered(manager: EntityManager, session: InterviewSessionEntity): Promise<void> {
    const fresh = await manager.findOneByOrFail(InterviewSessionEntity, { id: session.id });
    if (fresh.completedAt) return;
    const best = await bestScores(manager, session.id);
    if (best.size < fresh.questions.length) return;
    await manager.update(InterviewSessionEntity, { id: session.id }, { completedAt: new Date() });
    await this.events.publish(manager, EventNames.interviewCompleted, {
      userId: fresh.userId,
      careerPath: fresh.careerPath,
      averageScore: average([...best.values()]),
    });
  }

  private async responseFor(row: InterviewAnswerEntity) {
    const manager = this.dataSource.manager;
    let previous: InterviewAnswerEntity | null = null;
    let complete = false;
    if (row.sessionId && row.questionId) {
      if (row.attempt > 1)
        previous = await manager.findOneBy(InterviewAnswerEntity, {
          sessionId: row.sessionId,
          questionId: row.questionId,
          attempt: row.attempt - 1,
        });
      complete = Boolean((await manager.findOneBy(InterviewSessionEntity, { id: row.sessionId }))?.completedAt);
    }
    return toEvaluateResponse(row, previous ? compare(previous.evaluation, row.evaluation) : null, complete);
  }
}

function findQuestion(questions: InterviewQuestion[], id: string | undefined, text: string): InterviewQuestion | null {
  if (id) return questions.find((q) => q.id === id) ?? null;
  const key = normaliseQuestion(text);
  return questions.find((q) => normaliseQuestion(q.question) === key) ?? null;
}

async function bestScores(manager: EntityManager, sessionId: string): Promise<Map<string, number>> {
  const rows: { question_id: string; best: number }[] = await manager.query(
    `SELECT question_id, max(score) AS best FROM "interview"."answers" WHERE session_id = $1 GROUP BY question_id`,
    [sessionId],
  );
  return new Map(rows.map((r) => [r.question_id, Number(r.best)]));
}

export const average = (xs: number[]) => (xs.length ? Math.round(xs.reduce((s, x) => s + x, 0) / xs.length) : null);

/** A retry against the attempt before it: the total, each rubric part, and a sentence that says what moved. */
export function compare(before: InterviewEvaluation, now: InterviewEvaluation): AttemptComparison {
  const parts = now.rubric.map((p) => ({
    key: p.key,
    label: p.label,
    previous: before.rubric.find((b) => b.key === p.key)?.score ?? 0,
    now: p.score,
  }));
  const delta = now.score - before.score;
  const up = parts.filter((p) => p.now - p.previous >= 10).map((p) => p.label.toLowerCase());
  const down = parts.filter((p) => p.previous - p.now >= 10).map((p) => p.label.toLowerCase());
  const summary =
    delta === 0
      ? 'Same score as your previous attempt.'
      : `${delta > 0 ? 'Up' : 'Down'} ${Math.abs(delta)} points from your previous attempt (${before.score} → ${now.score}).` +
        (up.length ? ` Better: ${up.join(', ')}.` : '') +
        (down.length ? ` Weaker: ${down.join(', ')}.` : '');
  return { previousScore: before.score, delta, parts, summary };
}
