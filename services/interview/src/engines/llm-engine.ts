import {
  type AiEngine,
  type InterviewEvaluation,
  InterviewEvaluation as InterviewEvaluationSchema,
  type InterviewQuestion,
  InterviewQuestion as InterviewQuestionSchema,
  ResponseDraftResponse,
} from '@pathwise/contracts';
import { type LlmSettings, llmOrLocal, LlmUnusableError, StructuredLlm } from '@pathwise/platform/engines';
import { z } from 'zod';
import { type InterviewEngine, LocalInterviewEngine } from './engine.js';
import type { EvaluateRequest } from './evaluation/evaluate-answer.js';
import { normaliseQuestion, type GenerateRequest } from './questions/question-generator.js';
import { type DraftRequest, type ReplyDraft, toolsAskedButMissing } from './replies/draft-reply.js';

/**
 * What the model writes, as parts of the contracts' schemas (so the SDK validates the answer with the same zod the
 * API answers with): whole questions but their ids; an evaluation's score and prose (the rubric's parts, evidence and
 * word counts stay the local engine's, which can show where each came from); a reply and its category.
 */
export const LlmQuestions = z.object({ questions: z.array(InterviewQuestionSchema.omit({ id: true })) });
export const LlmEvaluation = InterviewEvaluationSchema.pick({
  score: true,
  feedback: true,
  strengths: true,
  improvements: true,
  outline: true,
});
export const LlmDraft = ResponseDraftResponse.pick({ responseDraft: true, category: true });

/** The model's total may differ from the visible rubric's by at most this much: the rubric explains the score. */
export const MAX_SCORE_DRIFT = 20;
const MIN_QUESTIONS = 5;
const MAX_QUESTIONS = 8;
const MAX_DRAFT_CHARS = 6000;

const QUESTIONS_SYSTEM = [
  'You are an experienced hiring manager writing interview questions for a job seeker to practise with.',
  'You receive the occupation (O*NET tasks, skills, work styles and tools), the experience level, and what their',
  'resume lists. Write 5 to 8 different questions a real interviewer for this job at this level would ask: open with',
  'one about their background (source "opening"), then behavioural, technical and situational ones grounded in the',
  'listed tasks, skills and tools, and, when a resume is given, one about a tool or role it lists (source "resume").',
  'For each: type, difficulty (easy, medium, hard; harder for senior levels), expectedAnswerLength in words such as',
  '"150-250 words (about 1-2 minutes)", expectedWords {min, max} matching it, two or three short hints, the competency',
  'it probes, and 3 to 6 job-related focusTerms a strong answer would use. Never repeat a question from the avoid list.',
].join(' ');

const EVALUATION_SYSTEM = [
  'You are an interview coach scoring one practice answer from 0 to 100. You receive the question, the answer, the',
  'occupation, and a rubric an exact analyser computed (relevance, STAR structure, specificity, ownership, length,',
  'filler and hedging) with the evidence it found. Keep your score close to the rubric total unless the rubric',
  'clearly misread the answer. feedback: two to four sentences, what was good and the one or two things to change,',
  'quoting the answer. strengths and improvements: short items. outline: a stronger version of the SAME answer as',
  'ordered parts (Situation, Task, Action, Result, or Past/Present/Future for an opening question); text from the',
  'answer where it had the part (fromAnswer true), otherwise a [bracketed] prompt for the candidate (fromAnswer false).',
  'Never invent facts about the candidate.',
].join(' ');

const DRAFT_SYSTEM = [
  'You draft a professional, concise reply from a job seeker to a message from an employer or recruiter.',
  "You receive the message, its category, what the job seeker's profile and resume analysis hold, and a draft a rule",
  'engine wrote. Answer what was asked; when asked to schedule, propose concrete times; thank them for an offer or a',
  'rejection as fits. Use only the facts given: never claim a skill, tool, employer, number or experience the profile',
  'does not list, and say plainly when they have not used something asked about. Leave what only the job seeker can',
  'fill in as clearly marked [bracketed blanks]. Sign with their name. category: one of the given categories.',
].join(' ');

export interface LlmInterviewEngineOptions extends LlmSettings {
  /** Why the model's result was not used (the error's class and status, or our own reason), never the user's text. */
  onFallback?: (reason: string) => void;
}

/**
 * The LLM engine for questions, evaluations and reply drafts: an OpenAI-compatible model (OPENAI_BASE_URL) with
 * structured output validated by the contracts' schemas, one deadline per call, and the local engine's result on any
 * failure (network, deadline, refusal, invalid JSON, schema mismatch, or an answer that breaks the checks below).
 * Every result says which engine wrote it.
 */
export class LlmInterviewEngine implements InterviewEngine {
  private readonly llm: StructuredLlm;
  private readonly local = new LocalInterviewEngine();

  constructor(private readonly options: LlmInterviewEngineOptions) {
    this.llm = new StructuredLlm(options);
  }

  async generate(request: GenerateRequest): Promise<{ questions: InterviewQuestion[]; engine: AiEngine }> {
    const { value, engine } = await llmOrLocal({
      llm: () => this.askQuestions(request),
      local: async () => (await this.local.generate(request)).questions,
      onFallback: this.options.onFallback,
    });
    return { questions: value, engine };
  }

  async evaluate(request: EvaluateRequest): Promise<InterviewEvaluation> {
    const local = await this.local.evaluate(request);
    const { value } = await llmOrLocal({
      llm: () => this.askEvaluation(request, local),
      local: () => local,
      onFallback: this.options.onFallback,
    });
    return value;
  }

  async draft(request: DraftRequest): Promise<ReplyDraft & { engine: AiEngine }> {
    const local = await this.local.draft(request);
    // a message with the signs of a scam gets the local warning, never a model's reply that might comply
    if (local.scam.length) return local;
    const { value } = await llmOrLocal({
      llm: () => this.askDraft(request, local),
      local: () => local,
      onFallback: this.options.onFallback,
    });
    return value;
  }

  private async askQuestions(request: GenerateRequest): Promise<InterviewQuestion[]> {
    const { career, level, resume } = request;
    const facts = {
      careerPath: career.title,
      occupation: career.occupationTitle,
      experienceLevel: level,
      tasks: career.tasks.slice(0, 12),
      skills: career.skills.slice(0, 10),
      workStyles: career.workStyles.slice(0, 6),
      tools: career.technologies.slice(0, 12).map((t) => t.name),
      resume: resume ? { skills: resume.skills.slice(0, 20), titles: resume.titles.slice(0, 5) } : null,
      avoid: (request.avoid ?? []).slice(0, 30),
    };
    const { questions } = await this.llm.ask({
      schema: LlmQuestions,
      name: 'interview_questions',
      system: QUESTIONS_SYSTEM,
      user: JSON.stringify(facts),
      temperature: 0.7,
    });
    if (questions.length < MIN_QUESTIONS || questions.length > MAX_QUESTIONS)
      throw new LlmUnusableError(`${questions.length} questions`);
    const avoid = new Set((request.avoid ?? []).map(normaliseQuestion));
    const seen = new Set<string>();
    for (const q of questions) {
      const key = normaliseQuestion(q.question);
      if (!key || seen.has(key) || avoid.has(key)) throw new LlmUnusableError('a repeated question');
      if (q.expectedWords.min > q.expectedWords.max) throw new LlmUnusableError('expected words out of order');
      seen.add(key);
    }
    return questions.map((q, i) => ({ id: `q${i + 1}`, ...q }));
  }

  private async askEvaluation(request: EvaluateRequest, local: InterviewEvaluation): Promise<InterviewEvaluation> {
    const facts = {
      question: request.question.text,
      careerPath: request.career.title,
      occupation: request.career.occupationTitle,
      answer: request.response.slice(0, 10_000),
      rubric: {
        total: local.score,
        parts: local.rubric.map((p) => ({ part: p.label, score: p.score, weight: p.weight, evidence: p.evidence })),
        termsUsed: local.termsUsed,
        termsMissing: local.termsMissing,
        flags: local.flags,
        wordCount: local.wordCount,
      },
    };
    const prose = await this.llm.ask({
      schema: LlmEvaluation,
      name: 'answer_evaluation',
      system: EVALUATION_SYSTEM,
      user: JSON.stringify(facts),
    });
    if (!prose.feedback.trim()) throw new LlmUnusableError('empty feedback');
    // a flagged non-answer (gibberish, a copy, a list with no example...) keeps its cap: the model may lower it only
    const ceiling = local.flags.length ? local.score : local.score + MAX_SCORE_DRIFT;
    const score = Math.min(ceiling, Math.max(local.score - MAX_SCORE_DRIFT, prose.score));
    return {
      ...local,
      score,
      feedback: prose.feedback.trim(),
      strengths: prose.strengths.length ? prose.strengths : local.strengths,
      improvements: prose.improvements.length ? prose.improvements : local.improvements,
      outline: prose.outline.length ? prose.outline : local.outline,
      engine: 'llm',
    };
  }

  private async askDraft(request: DraftRequest, local: ReplyDraft): Promise<ReplyDraft & { engine: AiEngine }> {
    const { profile } = request;
    const missing = toolsAskedButMissing(request.message, profile);
    const facts = {
      message: request.message.slice(0, 10_000),
      category: local.category,
      profile: {
        name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null,
        location: profile.location,
        skills: profile.skills.slice(0, 40),
        experienceLevel: profile.experienceLevel,
        titles: profile.titles,
        careerMatches: profile.matches.slice(0, 5).map((m) => m.title),
      },
      notUsedByThem: missing,
      today: request.now.toISOString().slice(0, 10),
      ruleEngineDraft: local.draft,
    };
    const answer = await this.llm.ask({
      schema: LlmDraft,
      name: 'reply_draft',
      system: DRAFT_SYSTEM,
      user: JSON.stringify(facts),
      temperature: 0.4,
    });
    const draft = answer.responseDraft.trim();
    if (draft.length < 20 || draft.length > MAX_DRAFT_CHARS) throw new LlmUnusableError('a draft of unusable length');
    const claimed = missing.filter((tool) => claimsTool(draft, tool));
    if (claimed.length > 0) throw new LlmUnusableError('the draft claims a tool the resume does not list');
    return {
      category: answer.category,
      draft,
      blanks: [...new Set(draft.match(/\[[^\]]+\]/g) ?? [])],
      cues: local.cues,
      scam: [],
      engine: 'llm',
    };
  }
}

/** Whether a sentence of the draft names the tool without saying the user has not used it (or leaving it a blank). */
export function claimsTool(draft: string, tool: string): boolean {
  const name = tool.toLowerCase();
  return draft
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => sentence.toLowerCase().includes(name))
    .some(
      (sentence) =>
        !/\b(?:not|never|no|haven't|hasn't|have not|don't|didn't|yet to|learning|unfamiliar|new to)\b|\[/i.test(
          sentence,
        ),
    );
}
