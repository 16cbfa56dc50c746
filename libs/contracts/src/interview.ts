import { z } from 'zod';
import { EXPERIENCE_LEVELS } from './constants.js';

export const InterviewMessages = {
  missingInformation: 'Missing Information: Please select a career path and experience level.',
  emptyResponse: 'Empty Response: Please provide a response to the question.',
  missingRequest: "Missing Request: Please enter the employer's request or message.",
} as const;

/** POST /api/interview/start */
export const InterviewStartRequest = z.object({
  careerPath: z
    .string({ error: InterviewMessages.missingInformation })
    .trim()
    .min(1, {
      error: InterviewMessages.missingInformation,
    })
    .max(200),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: InterviewMessages.missingInformation }),
});
export type InterviewStartRequest = z.infer<typeof InterviewStartRequest>;

export const InterviewQuestion = z.object({
  question: z.string(),
  type: z.string(),
  difficulty: z.string(),
  expectedAnswerLength: z.string(),
  hints: z.array(z.string()),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const InterviewStartResponse = z.object({
  sessionId: z.string().optional(),
  questions: z.array(InterviewQuestion),
});
export type InterviewStartResponse = z.infer<typeof InterviewStartResponse>;

/** POST /api/interview/evaluate */
export const InterviewEvaluateRequest = z.object({
  question: z.string().trim().min(1, { error: 'question is required' }).max(2000),
  response: z
    .string({ error: InterviewMessages.emptyResponse })
    .trim()
    .min(1, {
      error: InterviewMessages.emptyResponse,
    })
    .max(10000),
  careerPath: z.string().trim().min(1, { error: 'careerPath is required' }).max(200),
  sessionId: z.string().optional(),
});
export type InterviewEvaluateRequest = z.infer<typeof InterviewEvaluateRequest>;

export const InterviewEvaluateResponse = z.object({
  score: z.number().min(0).max(100),
  feedback: z.string(),
  rubric: z.record(z.string(), z.number()).optional(),
});
export type InterviewEvaluateResponse = z.infer<typeof InterviewEvaluateResponse>;

/** GET /api/ai/conversations */
export const Conversation = z.object({
  id: z.string(),
  type: z.string(),
  employerRequest: z.string(),
  aiResponse: z.string(),
  createdAt: z.string(),
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
    .max(10000),
});
export type ResponseDraftRequest = z.infer<typeof ResponseDraftRequest>;

export const ResponseDraftResponse = z.object({
  responseDraft: z.string(),
  conversationId: z.string(),
  category: z.string().optional(),
});
export type ResponseDraftResponse = z.infer<typeof ResponseDraftResponse>;
