import { engineProvider } from '@pathwise/platform';
import { LlmResumeEngine, LocalResumeEngine, type ResumeAnalysisEngine } from '../analysis/index.js';

export const RESUME_ENGINE = Symbol('RESUME_ENGINE');

/** The LLM engine when OPENAI_API_KEY is set (it falls back to the local one on any failure), else the local one. */
export const resumeEngineProvider = engineProvider<ResumeAnalysisEngine>({
  provide: RESUME_ENGINE,
  what: 'resume analysis',
  local: () => new LocalResumeEngine(),
  llm: (settings, onFallback) => new LlmResumeEngine({ ...settings, onFallback }),
});
