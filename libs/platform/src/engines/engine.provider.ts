import type { InjectionToken, Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../config/config.js';
import { LOGGER } from '../platform.module.js';
import { type LlmEnv, llmSettings } from './llm-env.js';
import type { LlmSettings } from './llm-fallback.js';

export interface EngineProviderOptions<E, C extends LlmEnv> {
  /** The token services inject the engine with, e.g. `RESUME_ENGINE`. */
  provide: InjectionToken;
  /** What the engine does, for logs: 'resume analysis'. */
  what: string;
  /** The local engine: always works, offline. */
  local: (config: C) => E;
  /**
   * The LLM engine, built when OPENAI_API_KEY is set. It falls back to the local engine on any failure (use
   * `llmOrLocal` from `@pathwise/platform/engines`), calls `onFallback` with the reason (logged here) and records
   * which engine wrote each result.
   */
  llm: (settings: LlmSettings, onFallback: (reason: string) => void, config: C) => E;
}

/**
 * "LLM engine when OPENAI_API_KEY is set, else the local one" as a Nest provider: one line in the module's providers,
 * one log line at start saying which engine runs, one warning per fallback saying why (never the user's text).
 */
export function engineProvider<E, C extends LlmEnv = LlmEnv>(options: EngineProviderOptions<E, C>): Provider<E> {
  return {
    provide: options.provide,
    inject: [APP_CONFIG, LOGGER],
    useFactory: (config: C, logger: Logger): E => {
      const settings = llmSettings(config);
      if (!settings) {
        logger.debug(`${options.what}: local engine (no OPENAI_API_KEY)`);
        return options.local(config);
      }
      logger.info(
        { model: settings.model, baseURL: settings.baseURL ?? 'https://api.openai.com/v1' },
        `${options.what}: LLM engine, local engine as fallback`,
      );
      return options.llm(
        settings,
        (reason) => logger.warn({ reason }, `LLM ${options.what} not used; the local engine wrote it`),
        config,
      );
    },
  };
}
