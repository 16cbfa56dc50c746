import OpenAI from 'openai';

/**
 * "LLM engine with local fallback, engine recorded" (ARCHITECTURE.md), as plain TypeScript with no Nest or database
 * imports, so engines can use it and stay easy to test. Import from `@pathwise/platform/engines`.
 */

/** Which engine wrote a result: recorded with every result users see. */
export type EngineName = 'local' | 'llm';

/** Where an OpenAI-compatible model answers (see llmEnv / llmSettings). */
export interface LlmSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** One overall deadline for the model's answer, ms; past it the local engine's result is used. */
  timeoutMs: number;
}

/**
 * The model answered, but not usably (a refusal, no structured output, nothing that kept to the facts). Its message
 * is ours and safe to log, unlike a provider's error message, which may quote the model's output or the user's text.
 */
export class LlmUnusableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LlmUnusableError';
  }
}

/** An OpenAI client for one deadline and no retries: a retry would double the worst case; the local engine is the fallback. */
export function createLlmClient(settings: LlmSettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
}

/** Why an LLM call was not used, fit for logs: the error's class and HTTP status, never a provider's message. */
export function describeLlmFailure(error: unknown): string {
  if (error instanceof LlmUnusableError) return error.message;
  if (error instanceof OpenAI.APIError && error.status !== undefined) return `${error.name} ${error.status}`;
  return error instanceof Error ? error.name : typeof error;
}

export interface EngineResult<T> {
  value: T;
  engine: EngineName;
}

/**
 * Runs the LLM's version of a result and falls back to the local one on any failure (network, deadline, refusal,
 * invalid output): `onFallback` hears why (describeLlmFailure), and the result says which engine wrote it.
 */
export async function llmOrLocal<T>(opts: {
  llm: () => Promise<T>;
  local: () => T | Promise<T>;
  onFallback?: (reason: string) => void;
}): Promise<EngineResult<T>> {
  try {
    return { value: await opts.llm(), engine: 'llm' };
  } catch (error) {
    opts.onFallback?.(describeLlmFailure(error));
    return { value: await opts.local(), engine: 'local' };
  }
}
