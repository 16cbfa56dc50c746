import type { CareerRecommendation } from '@pathwise/contracts';

export type ReasoningEngineName = 'local' | 'llm';

export interface WrittenReasoning<T extends CareerRecommendation = CareerRecommendation> {
  recommendations: T[];
  /** Which engine wrote the reasoning that is returned (the ranking is always the matching engine's). */
  engine: ReasoningEngineName;
}

/**
 * Writes the reasoning users read. The local writer keeps the matching engine's own sentences; the LLM writer
 * rewords them more warmly from the same facts and falls back to the local wording on any failure.
 */
export interface ReasoningWriter {
  readonly name: ReasoningEngineName;
  write<T extends CareerRecommendation>(recommendations: T[]): Promise<WrittenReasoning<T>>;
}

export class LocalReasoningWriter implements ReasoningWriter {
  readonly name = 'local' as const;
  async write<T extends CareerRecommendation>(recommendations: T[]): Promise<WrittenReasoning<T>> {
    return { recommendations, engine: 'local' };
  }
}
