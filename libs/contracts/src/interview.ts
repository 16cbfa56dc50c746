import { z } from 'zod';
import { controlCharactersMessage, isMultiLineText, isSingleLineText } from './common.js';
import { EXPERIENCE_LEVELS } from './constants.js';

export const InterviewMessages = {
  missingInformation: 'Missing Information: Please select a career path and experience level.',
  emptyResponse: 'Empty Response: Please provide a response to the question.',
  missingRequest: "Missing Request: Please enter the employer's request or message.",
  sessionNotFound: 'Interview session not found',
  questionNotFound: 'That question is not part of this interview session',
  busy: 'The AI is taking longer than expected. Please try again in a moment.',
  // a job that failed for good (a bug, logged): the spec's failure toasts, so the API and the screen say the same
  startFailed: 'Failed to start interview session. Please try again.',
  evaluateFailed: 'Failed to evaluate response. Please try again.',
  draftFailed: 'Failed to generate response. Please try again.',
  responseTooLong: 'Your response must be at most 10000 characters',
  requestTooLong: "The employer's message must be at most 10000 characters",
  careerPathTooLong: 'careerPath must be at most 200 characters',
} as const;

/** The longest interview answer and employer message accepted (the forms stop there too). */
export const MAX_INTERVIEW_RESPONSE = 10_000;
export const MAX_EMPLOYER_REQUEST = 10_000;

/** Which engine wrote a result: the built-in local engine, or the LLM (which falls back to local on any failure). */
export const AiEngine = z.enum(['local', 'llm']);
export type AiEngine = z.infer<typeof AiEngine>;

export const QUESTION_TYPES = ['behavioural', 'technical', 'situational'] as const;
export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;
export const QuestionDifficulty = z.enum(QUESTION_DIFFICULTIES);
export type QuestionDifficulty = z.infer<typeof QuestionDifficulty>;
/** Where a question comes from: the opening, a skill or work style, a task, a tool of the job, the user's resume. */
export const QuestionSource = z.enum(['opening', 'skill', 'work-style', 'task', 'technology', 'resume']);

/** POST /api/interview/start */
export const InterviewStartRequest = z.object({
  careerPath: z
    .string({ error: InterviewMessages.missingInformation })
    .trim()
    .min(1, {
      error: InterviewMessages.missingInformation,
    })
    .max(200, { error: InterviewMessages.careerPathTooLong })
    .refine(isSingleLineText, { error: controlCharactersMessage('careerPath') }),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: InterviewMessages.missingInformation }),
});
export type InterviewStartRequest = z.infer<typeof InterviewStartRequest>;

/** A question as the spec lists it (question, type, difficulty, expectedAnswerLength, hints) plus what it asks for. */
export const InterviewQuestion = z.object({
  id: z.string(),
  question: z.string(),
  type: QuestionType,
  difficulty: QuestionDifficulty,
  expectedAnswerLength: z.string(),
  hints: z.array(z.string()),
  /** What the question probes, e.g. "Coordination", "Task", "Git", "From your resume". */
  competency: z.string(),
  source: QuestionSource,
  /** Job-related terms a strong answer tends to use (Interview Warmup's talking points). */
  focusTerms: z.array(z.string()),
  expectedWords: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const InterviewStartResponse = z.object({
  sessionId: z.string(),
  careerPath: z.string(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  /** The O*NET occupation the path was practised as (null when the catalog does not know it). */
  occupation: z.object({ code: z.string(), title: z.string() }).nullable(),
  questions: z.array(InterviewQuestion),
  engine: AiEngine,
});
export type InterviewStartResponse = z.infer<typeof InterviewStartResponse>;

/** POST /api/interview/evaluate: the spec's body plus the session and question it answers (DECISIONS.md). */
export const InterviewEvaluateRequest = z.object({
  question: z
    .string()
    .trim()
    .min(1, { error: 'question is required' })
    .max(2000)
    .refine(isSingleLineText, { error: controlCharactersMessage('question') }),
  response: z
    .string({ error: InterviewMessages.emptyResponse })
    .trim()
    .min(1, {
      error: InterviewMessages.emptyResponse,
    })
    .max(MAX_INTERVIEW_RESPONSE, { error: InterviewMessages.responseTooLong })
    .refine(isMultiLineText, { error: controlCharactersMessage('Your response') }),
  careerPath: z
    .string()
    .trim()
    .min(1, { error: 'careerPath is required' })
    .max(200, { error: InterviewMessages.careerPathTooLong })
    .refine(isSingleLineText, { error: controlCharactersMessage('careerPath') }),
  sessionId: z.uuid({ error: 'sessionId must be a session id' }).optional(),
  /** The question's id in the session; without it the question is found by its text. */
  questionId: z.string().max(20).optional(),
});
export type InterviewEvaluateRequest = z.infer<typeof InterviewEvaluateRequest>;

export const RUBRIC_KEYS = ['relevance', 'structure', 'specificity', 'ownership', 'length', 'delivery'] as const;
export const RubricKey = z.enum(RUBRIC_KEYS);
export type RubricKey = z.infer<typeof RubricKey>;

/** One part of the visible rubric: its score, its weight in the total, what in the answer led to it, one tip. */
export const RubricPart = z.object({
  key: RubricKey,
  label: z.string(),
  score: z.number().int().min(0).max(100),
  weight: z.number().min(0).max(1),
  evidence: z.array(z.string()),
  tip: z.string().nullable(),
});
export type RubricPart = z.infer<typeof RubricPart>;

/**
 * 'no-example': skills or buzzwords listed with no example of what the speaker did; 'no-story': asked for a time it
 * happened, the answer tells none ("I would stay calm ...").
 */
export const AnswerFlag = z.enum([
  'off-topic',
  'gibberish',
  'copies-question',
  'too-short',
  'repetitive',
  'no-example',
  'no-story',
]);
export type AnswerFlag = z.infer<typeof AnswerFlag>;

export const OutlineStep = z.object({
  part: z.string(),
  /** From the answer when it had this part, otherwise a prompt in [brackets] for the user to fill. */
  text: z.string(),
  fromAnswer: z.boolean(),
});

export const InterviewEvaluation = z.object({
  score: z.number().int().min(0).max(100),
  /** The spec's feedback text: what was good, the one or two things to change, and how to restructure. */
  feedback: z.string(),
  rubric: z.array(RubricPart),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  /** A stronger outline of the same answer. */
  outline: z.array(OutlineStep),
  termsUsed: z.array(z.string()),
  termsMissing: z.array(z.string()),
  fillerWords: z.array(z.object({ word: z.string(), count: z.number().int() })),
  hedges: z.array(z.object({ word: z.string(), count: z.number().int() })),
  flags: z.array(AnswerFlag),
  wordCount: z.number().int(),
  engine: AiEngine,
});
export type InterviewEvaluation = z.infer<typeof InterviewEvaluation>;

/** How a retried answer compares with the attempt before it. */
export const AttemptComparison = z.object({
  previousScore: z.number().int(),
  delta: z.number().int(),
  parts: z.array(z.object({ key: RubricKey, label: z.string(), previous: z.number().int(), now: z.number().int() })),
  summary: z.string(),
});
export type AttemptComparison = z.infer<typeof AttemptComparison>;

export const InterviewEvaluateResponse = InterviewEvaluation.extend({
  answerId: z.string(),
  sessionId: z.string().nullable(),
  questionId: z.string().nullable(),
  /** 1 for the first answer to a question, 2 and up for retries. */
  attempt: z.number().int().min(1),
  /** Present on a retry: the new answer against the previous one. */
  comparison: AttemptComparison.nullable(),
  /** True once every question of the session has an answer. */
  sessionComplete: z.boolean(),
});
export type InterviewEvaluateResponse = z.infer<typeof InterviewEvaluateResponse>;

/** GET /api/interview/sessions: past sessions, newest first, with their scores (history and progress). */
export const InterviewSessionSummary = z.object({
  id: z.string(),
  careerPath: z.string(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  /** Mean of each answered question's best attempt; null before any answer. */
  averageScore: z.number().int().nullable(),
  engine: AiEngine,
});
export type InterviewSessionSummary = z.infer<typeof InterviewSessionSummary>;
export const InterviewSessionList = z.array(InterviewSessionSummary);

export const InterviewAnswer = InterviewEvaluation.extend({
  id: z.string(),
  questionId: z.string(),
  attempt: z.number().int(),
  response: z.string(),
  createdAt: z.string(),
});
export type InterviewAnswer = z.infer<typeof InterviewAnswer>;

/** GET /api/interview/sessions/:sessionId: the session with every question and every attempt at it. */
export const InterviewSessionDetail = InterviewSessionSummary.extend({
  occupation: z.object({ code: z.string(), title: z.string() }).nullable(),
  questions: z.array(InterviewQuestion.extend({ answers: z.array(InterviewAnswer) })),
});
export type InterviewSessionDetail = z.infer<typeof InterviewSessionDetail>;

/** A session id that cannot be one (not a UUID) names no session: 404 like an unknown or another user's id. */
export const InterviewSessionId = z.uuid({ error: InterviewMessages.sessionNotFound });

/** GET /api/interview/career-paths: what the setup offers: the user's own matches, then the spec's five. */
export const CareerPathOption = z.object({
  title: z.string(),
  code: z.string().nullable(),
  source: z.enum(['match', 'fixed']),
  matchScore: z.number().nullable(),
});
export const CareerPathList = z.array(CareerPathOption);
export type CareerPathOption = z.infer<typeof CareerPathOption>;

// ---------------------------------------------------------------------------------------------------------------
// AI reply drafts

export const REPLY_CATEGORIES = [
  'code-sample',
  'experience-question',
  'interview-scheduling',
  'salary-question',
  'offer',
  'rejection',
  'recruiter-outreach',
  'other',
] as const;
export const ReplyCategory = z.enum(REPLY_CATEGORIES);
export type ReplyCategory = z.infer<typeof ReplyCategory>;
export const REPLY_CATEGORY_LABELS: Record<ReplyCategory, string> = {
  'code-sample': 'Code sample request',
  'experience-question': 'Experience question',
  'interview-scheduling': 'Interview scheduling',
  'salary-question': 'Salary question',
  offer: 'Job offer',
  rejection: 'Rejection',
  'recruiter-outreach': 'Recruiter outreach',
  other: 'Other message',
};

/** GET /api/ai/conversations */
export const Conversation = z.object({
  id: z.string(),
  type: z.string(),
  employerRequest: z.string(),
  aiResponse: z.string(),
  createdAt: z.string(),
  category: ReplyCategory,
  engine: AiEngine,
});
export type Conversation = z.infer<typeof Conversation>;
export const ConversationList = z.array(Conversation);

/** POST /api/ai/response-draft */
export const ResponseDraftRequest = z.object({
  employerRequest: z
    .string({ error: InterviewMessages.missingRequest })
    .trim()
    .min(1, {
      error: InterviewMessages.missingRequest,
    })
    .max(MAX_EMPLOYER_REQUEST, { error: InterviewMessages.requestTooLong })
    .refine(isMultiLineText, { error: controlCharactersMessage("The employer's message") }),
});
export type ResponseDraftRequest = z.infer<typeof ResponseDraftRequest>;

export const ResponseDraftResponse = z.object({
  responseDraft: z.string(),
  conversationId: z.string(),
  category: ReplyCategory,
  /** The [bracketed] blanks the user must fill in before sending. */
  blanks: z.array(z.string()),
  engine: AiEngine,
});
export type ResponseDraftResponse = z.infer<typeof ResponseDraftResponse>;
