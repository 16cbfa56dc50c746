import type { Provider } from '@nestjs/common';
import { LocalInterviewEngine, type InterviewEngine } from '../engines/index.js';

export const INTERVIEW_ENGINE = Symbol('INTERVIEW_ENGINE');

/** The local engine (the LLM engine with its local fallback is chosen here once OPENAI_API_KEY is set). */
export const interviewEngineProvider: Provider = {
  provide: INTERVIEW_ENGINE,
  useFactory: (): InterviewEngine => new LocalInterviewEngine(),
};
