import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { createLlmClient, type LlmSettings, LlmUnusableError } from './llm-fallback.js';

/** One question to the model whose answer must fit a zod schema (the contracts' schemas, or a part of one). */
export interface StructuredAsk<S extends z.ZodObject> {
  schema: S;
  /** The schema's name in the request (`resume_feedback`, `interview_questions`). */
  name: string;
  system: string;
  user: string;
  temperature?: number;
}

/**
 * The LLM side of "LLM engine with local fallback": an OpenAI-compatible model asked for structured output
 * (`response_format: json_schema`, strict) that the SDK parses and validates with the zod schema. One overall deadline
 * per call, body included, and no retries (the local engine is the fallback). Invalid JSON or a schema mismatch
 * throws (the SDK's error), a refusal or an empty answer throws LlmUnusableError: `llmOrLocal` turns any of them into
 * the local engine's result.
 */
export class StructuredLlm {
  private readonly client: OpenAI;

  constructor(private readonly settings: LlmSettings) {
    this.client = createLlmClient(settings);
  }

  async ask<S extends z.ZodObject>(request: StructuredAsk<S>): Promise<z.infer<S>> {
    const completion = await this.client.chat.completions.parse(
      {
        model: this.settings.model,
        temperature: request.temperature ?? 0.2,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: zodResponseFormat(request.schema, request.name),
      },
      { signal: AbortSignal.timeout(this.settings.timeoutMs), maxRetries: 0 },
    );
    const message = completion.choices[0]?.message;
    if (!message?.parsed) throw new LlmUnusableError(message?.refusal ? 'the model refused' : 'no structured output');
    return message.parsed as z.infer<S>;
  }
}
