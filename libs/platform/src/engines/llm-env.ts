import { z } from 'zod';
import type { LlmSettings } from './llm-fallback.js';

/**
 * The LLM variables of a service with AI engines, to spread into its config schema:
 * `BaseEnv.extend({ ...llmEnv({ timeoutMs: 20_000 }), ... })`. Without OPENAI_API_KEY the local engines write
 * everything.
 */
export function llmEnv(defaults: { timeoutMs: number; model?: string }) {
  return {
    /** LLM engine (any OpenAI-compatible server); without a key the local engine writes every result. */
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_MODEL: z.string().default(defaults.model ?? 'gpt-4o-mini'),
    /** One overall deadline for the model's answer (no retries); then the local engine's result is used. */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(defaults.timeoutMs),
  };
}

export interface LlmEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS: number;
}

/** The LLM to use, or null when no key is set (local engines only). */
export function llmSettings(config: LlmEnv): LlmSettings | null {
  if (!config.OPENAI_API_KEY) return null;
  return {
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  };
}
