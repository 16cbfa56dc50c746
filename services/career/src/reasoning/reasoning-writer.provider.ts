import type { Provider } from '@nestjs/common';
import { APP_CONFIG, LOGGER } from '@pathwise/platform';
import type { Logger } from 'pino';
import type { CareerConfig } from '../config.js';
import { LlmReasoningWriter } from './llm-reasoning-writer.js';
import { LocalReasoningWriter, type ReasoningWriter } from './reasoning-writer.js';

export const REASONING_WRITER = Symbol('REASONING_WRITER');

/** The LLM writer when OPENAI_API_KEY is set (falling back to the engine's wording on failure), else the local one. */
export const reasoningWriterProvider: Provider = {
  provide: REASONING_WRITER,
  inject: [APP_CONFIG, LOGGER],
  useFactory: (config: CareerConfig, logger: Logger): ReasoningWriter =>
    config.OPENAI_API_KEY
      ? new LlmReasoningWriter({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
          onFallback: (reason) => logger.warn({ reason }, 'LLM reasoning not used; the engine wording stays'),
        })
      : new LocalReasoningWriter(),
};
