import { engineProvider } from '@pathwise/platform';
import { LlmReasoningWriter } from './llm-reasoning-writer.js';
import { LocalReasoningWriter, type ReasoningWriter } from './reasoning-writer.js';

export const REASONING_WRITER = Symbol('REASONING_WRITER');

/** The LLM writer when OPENAI_API_KEY is set (falling back to the engine's wording on failure), else the local one. */
export const reasoningWriterProvider = engineProvider<ReasoningWriter>({
  provide: REASONING_WRITER,
  what: 'career reasoning',
  local: () => new LocalReasoningWriter(),
  llm: (settings, onFallback) => new LlmReasoningWriter({ ...settings, onFallback }),
});
