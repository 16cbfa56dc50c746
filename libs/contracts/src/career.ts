import { z } from 'zod';
import { controlCharactersMessage, isMultiLineText, isSingleLineText } from './common.js';

export const QuizQuestionType = z.enum(['multiple-choice', 'rating', 'text']);
export type QuizQuestionType = z.infer<typeof QuizQuestionType>;

/** GET /api/quiz/questions: a list of these. */
export const QuizQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  category: z.string(),
  type: QuizQuestionType,
  options: z.array(z.string()).nullable().optional(),
  /** Multiple choice only: how many options may be picked (1 = one; null = any number). */
  maxChoices: z.number().int().positive().nullable().optional(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;
export const QuizQuestionList = z.array(QuizQuestion);

export const QuizMessages = {
  ratingRequired: 'Please select a rating',
  notAList: 'responses must be a list of answers',
  empty: 'Please answer the quiz questions before submitting.',
  flatProfile:
    'Your answers rate every activity the same, so they cannot tell careers apart. Please retake the quiz and rate the activities you enjoy more highly than the ones you do not.',
} as const;

/**
 * The quiz's interest items are O*NET Interest Profiler items, whose terms require this notice wherever they are
 * shown (e.g. under the /quiz card), and results used for career exploration only.
 */
export const QUIZ_ITEMS_NOTICE =
  'O*NET Interest Profiler™ items © U.S. Department of Labor, Employment and Training Administration. O*NET is a trademark of USDOL/ETA. Used for career exploration only.';

/** One answer: multiple choice joined by '|||', ratings '1'..'5', text free. */
export const QuizResponseEntry = z.object({
  questionId: z.coerce.number({ error: 'questionId must be a number' }).int(),
  question: z
    .string()
    .max(1000)
    .refine(isSingleLineText, { error: controlCharactersMessage('question') })
    .optional()
    .default(''),
  response: z
    .string({ error: 'response must be text' })
    .max(5000, { error: 'response must be at most 5000 characters' })
    .refine(isMultiLineText, { error: controlCharactersMessage('response') }),
  category: z
    .string()
    .max(200)
    .refine(isSingleLineText, { error: controlCharactersMessage('category') })
    .optional()
    .default(''),
});
export type QuizResponseEntry = z.input<typeof QuizResponseEntry>;

/** POST /api/quiz/responses */
export const QuizSubmitRequest = z.object(
  {
    responses: z
      .array(QuizResponseEntry, { error: QuizMessages.notAList })
      .min(1, { error: QuizMessages.empty })
      .max(200),
  },
  { error: QuizMessages.notAList },
);
export type QuizSubmitRequest = z.input<typeof QuizSubmitRequest>;
/** A submission as the server has it after validation. */
export type QuizSubmission = z.output<typeof QuizSubmitRequest>;

/** What the server accepts: the request, or a bare list of answers (unambiguous, and saves clients a wrapper). */
export const QuizSubmitBody = z.preprocess(
  (body) => (Array.isArray(body) ? { responses: body } : body),
  QuizSubmitRequest,
);

/** GET /api/careers/:code: an O*NET-SOC code such as 15-1252.00 (an unknown one is a 404). */
export const CareerParams = z.object({ code: z.string().trim() });

export const SalaryRange = z.object({ min: z.number(), max: z.number() });

/**
 * The jobs index's figures for one occupation as the career service last received them: open listings in all and
 * remote, those near the user's location when it can be told (null: no location, or a place the snapshot does not
 * list), and the spread of posted pay (annual USD, listings that state pay). `demo`: counted in the generated sample
 * listings, not live boards. One source: the match card, its details and its next steps all show these.
 */
export const CareerMarket = z.object({
  openings: z.number().int(),
  remote: z.number().int(),
  nearby: z.number().int().nullable(),
  /** The user's location as the index writes it ("Austin, TX"), or null. */
  location: z.string().nullable(),
  pay: z.object({ min: z.number(), median: z.number(), max: z.number(), samples: z.number().int() }).nullable(),
  demo: z.boolean(),
  generatedAt: z.string(),
});
export type CareerMarket = z.infer<typeof CareerMarket>;

/** A career match. actionSteps may be an array or a JSON string of one (spec section 3). */
export const CareerRecommendation = z.object({
  id: z.string().optional(),
  title: z.string(),
  matchScore: z.number(),
  reasoning: z.string(),
  actionSteps: z.union([z.array(z.string()), z.string()]),
  location: z.string().nullable().optional(),
  salaryRange: SalaryRange.nullable().optional(),
  jobCount: z.number().nullable().optional(),
  growthOutlook: z.string().nullable().optional(),
  /** Beyond the spec: the occupation code and details the matches tab expands to. */
  occupationCode: z.string().optional(),
  details: z
    .object({
      riasec: z.string().optional(),
      jobZone: z.number().optional(),
      stretch: z.boolean().optional(),
      tasks: z.array(z.string()).optional(),
      /** O*NET skills the role relies on more than most careers do, most distinctive first. */
      skills: z.array(z.string()).optional(),
      /** O*NET knowledge areas the role relies on more than most (e.g. Fine Arts, Design), most distinctive first. */
      knowledge: z.array(z.string()).optional(),
      technologies: z.array(z.string()).optional(),
      /** The subset of technologies O*NET flags "Hot Technology" (frequent in job postings). */
      hotTechnologies: z.array(z.string()).optional(),
      description: z.string().optional(),
      education: z.string().nullable().optional(),
      medianPay: z.number().nullable().optional(),
      growthPercent: z.number().nullable().optional(),
      /** The local job market from the jobs index (job.market.updated); null before any snapshot arrived. */
      market: CareerMarket.nullable().optional(),
    })
    .optional(),
});
export type CareerRecommendation = z.infer<typeof CareerRecommendation>;
export const RecommendationList = z.array(CareerRecommendation);

/**
 * GET /api/careers/:code: one catalog occupation with its details; scored and explained for the user once they have
 * taken the quiz (matchScore null before that, and reasoning is the occupation's description).
 */
export const CareerDetailResponse = CareerRecommendation.extend({ matchScore: z.number().nullable() });
export type CareerDetailResponse = z.infer<typeof CareerDetailResponse>;

/** Quiz submit response (DECISIONS.md). */
export const QuizSubmitResponse = z.object({
  submissionId: z.string(),
  recommendations: RecommendationList,
});
export type QuizSubmitResponse = z.infer<typeof QuizSubmitResponse>;

export const DashboardResume = z.object({
  fileName: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  uploadedAt: z.string(),
});

/** GET /api/dashboard */
export const DashboardResponse = z.object({
  progressScore: z.number().min(0).max(100),
  recommendations: RecommendationList,
  quizCompleted: z.boolean(),
  resume: DashboardResume.nullable(),
  /** Beyond the spec: the user's RIASEC profile for the matches-tab chart. */
  interestProfile: z.record(z.string(), z.number()).nullable().optional(),
  interviewPracticed: z.boolean().optional(),
  applied: z.boolean().optional(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

export type MatchBand = 'Excellent Match' | 'Good Match' | 'Potential Match';
/** Match label bands: 90+ Excellent, 80-89 Good, below 80 Potential. */
export function matchBand(score: number): MatchBand {
  if (score >= 90) return 'Excellent Match';
  if (score >= 80) return 'Good Match';
  return 'Potential Match';
}

/** actionSteps arrive as an array or as a JSON string of one. */
export function parseActionSteps(steps: string[] | string): string[] {
  if (Array.isArray(steps)) return steps;
  try {
    const parsed: unknown = JSON.parse(steps);
    return Array.isArray(parsed) ? parsed.map(String) : [steps];
  } catch {
    return steps ? [steps] : [];
  }
}
