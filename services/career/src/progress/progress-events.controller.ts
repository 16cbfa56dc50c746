import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventName, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { MatchingService } from '../matches/matching.service.js';
import { ProgressService } from './progress.service.js';

type Envelope<N extends EventName> = EventEnvelope<EventPayload<N>>;

/**
 * Feeds the progress read model from domain events (each applied once, in any order; a resume event older than the
 * last one applied is ignored) and rescores matches when an input of matching changes: the resume's skills or the
 * user's location. The rescoring job is queued in the same transaction as the change and its dedupe row (JobOutbox),
 * so a failed enqueue cannot be lost behind "already processed".
 */
@Controller()
export class ProgressEventsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly progress: ProgressService,
    private readonly matching: MatchingService,
  ) {}

  @OnDomainEvent(EventNames.userRegistered)
  async onUserRegistered(event: Envelope<'user.registered'>) {
    await handleOnce(this.dataSource, 'career.user-registered', event, (m) =>
      this.progress.upsert(m, event.payload.userId, {}),
    );
  }

  @OnDomainEvent(EventNames.userUpdated)
  async onUserUpdated(event: Envelope<'user.updated'>) {
    const { userId, location } = event.payload;
    await handleOnce(this.dataSource, 'career.user-updated', event, async (m) => {
      const before = await this.progress.find(userId, m);
      const next = location?.trim() || null;
      await this.progress.upsert(m, userId, { location: next });
      // Matches name the location in their job-search step.
      if ((before?.location ?? null) !== next) await this.matching.rescore(m, userId, `location-${event.id}`);
    });
  }

  /** The quiz endpoint already updated the read model and ran matching; this covers a request that timed out. */
  @OnDomainEvent(EventNames.quizCompleted)
  async onQuizCompleted(event: Envelope<'quiz.completed'>) {
    const { userId, submissionId } = event.payload;
    await this.matching.ensureMatched(userId, submissionId);
  }

  @OnDomainEvent(EventNames.resumeAnalyzed)
  async onResumeAnalyzed(event: Envelope<'resume.analyzed'>) {
    const { userId, fileName, linkedinUrl, uploadedAt, skills } = event.payload;
    await handleOnce(this.dataSource, 'career.resume-analyzed', event, async (m) => {
      if (!(await this.isLatestResumeEvent(m, userId, event.occurredAt))) return;
      await this.progress.upsert(m, userId, {
        resumeFileName: fileName,
        resumeLinkedinUrl: linkedinUrl ?? null,
        resumeUploadedAt: new Date(uploadedAt),
        resumeSkills: [...new Set(skills.map((s) => s.trim()).filter(Boolean))].slice(0, 200),
        resumeEventAt: new Date(event.occurredAt),
      });
      await this.matching.rescore(m, userId, `resume-${event.id}`);
    });
  }

  @OnDomainEvent(EventNames.resumeDeleted)
  async onResumeDeleted(event: Envelope<'resume.deleted'>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'career.resume-deleted', event, async (m) => {
      if (!(await this.isLatestResumeEvent(m, userId, event.occurredAt))) return;
      await this.progress.upsert(m, userId, {
        resumeFileName: null,
        resumeLinkedinUrl: null,
        resumeUploadedAt: null,
        resumeSkills: [],
        resumeEventAt: new Date(event.occurredAt),
      });
      await this.matching.rescore(m, userId, `resume-deleted-${event.id}`);
    });
  }

  /**
   * Resume events may arrive out of order (retries, several relays): one that happened before the last resume event
   * applied for the user is stale and ignored, so an analysis delivered after the deletion that followed it does not
   * bring the resume back. Locks the user's row, so two resume events of one user are compared one at a time.
   */
  private async isLatestResumeEvent(manager: EntityManager, userId: string, occurredAt: string): Promise<boolean> {
    const current = await this.progress.lock(manager, userId);
    if (!current) return false; // the account was deleted
    return !current.resumeEventAt || current.resumeEventAt.getTime() <= new Date(occurredAt).getTime();
  }

  @OnDomainEvent(EventNames.interviewCompleted)
  async onInterviewCompleted(event: Envelope<'interview.completed'>) {
    await handleOnce(this.dataSource, 'career.interview-completed', event, async (m) => {
      const current = await this.progress.find(event.payload.userId, m);
      if (!current?.interviewPracticedAt)
        await this.progress.upsert(m, event.payload.userId, { interviewPracticedAt: new Date(event.occurredAt) });
    });
  }

  @OnDomainEvent(EventNames.jobApplied)
  async onJobApplied(event: Envelope<'job.applied'>) {
    await handleOnce(this.dataSource, 'career.job-applied', event, async (m) => {
      const current = await this.progress.find(event.payload.userId, m);
      if (!current?.appliedAt)
        await this.progress.upsert(m, event.payload.userId, { appliedAt: new Date(event.payload.appliedAt) });
    });
  }
}
