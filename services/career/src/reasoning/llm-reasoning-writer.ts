import type { CareerRecommendation } from '@pathwise/contracts';
import { createLlmClient, llmOrLocal, LlmUnusableError } from '@pathwise/platform/engines';
import type OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import type { ReasoningWriter, WrittenReasoning } from './reasoning-writer.js';

export interface LlmReasoningOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per attempt, ms. */
  timeoutMs?: number;
  /** Called when the model's wording is not used (never with the user's answers). */
  onFallback?: (reason: string) => void;
}

const Rewritten = z.object({
  explanations: z.array(z.object({ occupationCode: z.string(), reasoning: z.string() })).max(40),
});

const SYSTEM = [
  'You rewrite career-match explanations for a job seeker in warmer, encouraging, plain English, speaking to them',
  'as "you". Each explanation is built from facts about their quiz answers and the occupation. Use only those facts:',
  'do not add facts, numbers, qualifications, employers, places or promises, and keep every number exactly as written.',
  'Keep quoted answers in quotes. Two to four sentences, at most 700 characters each. Return one explanation per',
  'occupationCode you were given.',
].join(' ');

const MAX_LENGTH = 900;
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

/**
 * An LLM rewords the engine's explanations (structured output, validated). A rewrite is used only when it keeps to
 * the facts as far as a machine can check: every number it contains appears in the original, and its length is
 * sane; otherwise, and on any failure or timeout, the engine's own wording stays.
 */
export class LlmReasoningWriter implements ReasoningWriter {
  readonly name = 'llm' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: LlmReasoningOptions) {
    this.client = createLlmClient({ ...options, timeoutMs: options.timeoutMs ?? 10_000 });
  }

  async write<T extends CareerRecommendation>(recommendations: T[]): Promise<WrittenReasoning<T>> {
    if (recommendations.length === 0) return { recommendations, engine: 'local' };
    const { value, engine } = await llmOrLocal({
      llm: () => this.rewrite(recommendations),
      local: () => recommendations,
      onFallback: this.options.onFallback,
    });
    return { recommendations: value, engine };
  }

  /** The model's rewrites that keep to the facts, the original wording where one does not. */
  private async rewrite<T extends CareerRecommendation>(recommendations: T[]): Promise<T[]> {
    const rewritten = await this.ask(recommendations);
    const byCode = new Map(rewritten.explanations.map((e) => [e.occupationCode, e.reasoning.trim()]));
    let used = 0;
    const out = recommendations.map((r) => {
      const candidate = byCode.get(r.occupationCode ?? '');
      if (!candidate || !keepsToFacts(r.reasoning, candidate)) return r;
      used++;
      return { ...r, reasoning: candidate };
    });
    if (used === 0) throw new LlmUnusableError('no rewrite kept to the facts');
    if (used < recommendations.length) this.options.onFallback?.(`${recommendations.length - used} rewrites rejected`);
    return out;
  }

  private async ask(recommendations: CareerRecommendation[]) {
    const facts = recommendations.map((r) => ({
      occupationCode: r.occupationCode,
      title: r.title,
      matchScore: r.matchScore,
      explanation: r.reasoning,
    }));
    const completion = await this.client.chat.completions.parse({
      model: this.options.model,
      temperature: 0.3,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      response_format: zodResponseFormat(Rewritten, 'career_explanations'),
    });
    const message = completion.choices[0]?.message;
    if (!message?.parsed) throw new LlmUnusableError(message?.refusal ? 'the model refused' : 'no structured output');
    return message.parsed;
  }
}

/** The rewrite introduces no number the original lacks and is of a readable length. */
export function keepsToFacts(original: string, rewrite: string): boolean {
  if (rewrite.length < 40 || rewrite.length > MAX_LENGTH) return false;
  const known = new Set(numbersIn(original));
  return numbersIn(rewrite).every((n) => known.has(n));
}
