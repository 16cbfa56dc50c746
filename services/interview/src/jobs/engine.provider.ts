import { engineProvider } from '@pathwise/platform';
import { type InterviewEngine, LlmInterviewEngine, LocalInterviewEngine } from '../engines/index.js';

export const INTERVIEW_ENGINE = Symbol('INTERVIEW_ENGINE');

/** The LLM engine when OPENAI_API_KEY is set (it falls back to the local one on any failure), else the local one. */
export const interviewEngineProvider = engineProvider<InterviewEngine>({
  provide: INTERVIEW_ENGINE,
  what: 'interview questions, evaluations and reply drafts',
  local: () => new LocalInterviewEngine(),
  llm: (settings, onFallback) => new LlmInterviewEngine({ ...settings, onFallback }),
});
