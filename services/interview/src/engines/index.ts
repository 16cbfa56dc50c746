export { resolveCareer, FIXED_CAREER_CODES, type CareerProfile } from './catalog/careers.js';
export { normaliseQuestion } from './questions/question-generator.js';
export { inferQuestionType } from './evaluation/evaluate-answer.js';
export { LocalInterviewEngine, type InterviewEngine } from './engine.js';
export { LlmInterviewEngine } from './llm-engine.js';
export type { ResumeFacts } from './questions/question-generator.js';
export type { ReplyProfile } from './replies/draft-reply.js';
