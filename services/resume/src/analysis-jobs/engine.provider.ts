import type { Provider } from '@nestjs/common';
import { APP_CONFIG, LOGGER } from '@pathwise/platform';
import type { Logger } from 'pino';
import { LlmResumeEngine, LocalResumeEngine, type ResumeAnalysisEngine } from '../analysis/index.js';
import type { ResumeConfig } from '../config.js';

export const RESUME_ENGINE = Symbol('RESUME_ENGINE');

/** The LLM engine when OPENAI_API_KEY is set (it falls back to the local one on any failure), else the local one. */
export const resumeEngineProvider: Provider = {
  provide: RESUME_ENGINE,
  inject: [APP_CONFIG, LOGGER],
  useFactory: (config: ResumeConfig, logger: Logger): ResumeAnalysisEngine =>
    config.OPENAI_API_KEY
      ? new LlmResumeEngine({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
          onFallback: (reason) => logger.warn({ reason }, 'LLM resume analysis failed; the local engine wrote it'),
        })
      : new LocalResumeEngine(),
};
