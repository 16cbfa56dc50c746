import { FakeOpenAI } from '../testing/fake-openai.js';
import { createLlmClient, describeLlmFailure, llmOrLocal, LlmUnusableError } from './llm-fallback.js';

describe('llmOrLocal', () => {
  it("keeps the LLM's result and says the LLM wrote it", async () => {
    const reasons: string[] = [];
    const result = await llmOrLocal({
      llm: async () => 'from the model',
      local: () => 'from the rules',
      onFallback: (r) => reasons.push(r),
    });
    expect(result).toEqual({ value: 'from the model', engine: 'llm' });
    expect(reasons).toEqual([]);
  });

  it('falls back to the local result on any failure, says why, and records that the local engine wrote it', async () => {
    const reasons: string[] = [];
    const onFallback = (r: string) => reasons.push(r);
    const unusable = await llmOrLocal({
      llm: () => Promise.reject(new LlmUnusableError('the model refused')),
      local: () => 'local',
      onFallback,
    });
    const thrown = await llmOrLocal({
      llm: () => Promise.reject(new SyntaxError('Unexpected token in "Maria Gonzalez, 12 Elm St"')),
      local: async () => 'local',
      onFallback,
    });
    expect([unusable, thrown]).toEqual([
      { value: 'local', engine: 'local' },
      { value: 'local', engine: 'local' },
    ]);
    // a provider's message may quote the user's text: only the class is logged
    expect(reasons).toEqual(['the model refused', 'SyntaxError']);
  });
});

describe('createLlmClient against a local OpenAI-compatible server', () => {
  const server = new FakeOpenAI();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('makes one attempt (no retries) and reports an HTTP failure by class and status', async () => {
    server.reply({ status: 503 });
    const client = createLlmClient({ apiKey: 'k', baseURL: server.url, model: 'm', timeoutMs: 2_000 });
    const before = server.requests.length;
    const failure = await client.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(server.requests.length - before).toBe(1);
    expect(describeLlmFailure(failure)).toMatch(/^\w*Error 503$/);
    expect(describeLlmFailure(failure)).not.toMatch(/fake failure/);
  });
});
