import type { InterviewEvaluateResponse, InterviewStartResponse, ResponseDraftResponse } from '@pathwise/contracts';

/** What each job returns to the request waiting for it (a job never throws for the caller's own mistakes). */
export type GenerateJobResult = { status: 'ok'; response: InterviewStartResponse };
export type EvaluateJobResult =
  | { status: 'ok'; response: InterviewEvaluateResponse }
  | { status: 'session-not-found' }
  | { status: 'question-not-found' };
export type DraftJobResult = { status: 'ok'; response: ResponseDraftResponse };
