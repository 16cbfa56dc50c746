import { ResumeAnalysis } from '@pathwise/contracts';
import { FakeOpenAI } from '@pathwise/platform/testing';
import { ambiguousWordsResume, FIXTURE_NOW, oneColumnResume } from '../../test/fixtures/resume-pdfs.js';
import { LlmProse, LlmResumeEngine } from './llm-engine.js';
import { extractResumeDocument } from './pdf/extract-layout.js';

describe('LlmResumeEngine against a local OpenAI-compatible server', () => {
  const server = new FakeOpenAI();
  let document: Awaited<ReturnType<typeof extractResumeDocument>>;
  const fallbacks: string[] = [];
  let engine: LlmResumeEngine;

  beforeAll(async () => {
    await server.start();
    document = await extractResumeDocument((await oneColumnResume()).pdf);
    engine = new LlmResumeEngine({
      apiKey: 'test-key',
      baseURL: server.url,
      model: 'fake-model',
      timeoutMs: 2_000,
      onFallback: (r) => fallbacks.push(r),
    });
  });
  afterAll(() => server.stop());

  const prose = (extra: Partial<Record<string, string[]>> = {}) =>
    JSON.stringify({
      strengths: ["'Led migration of 40 services' shows scope and a 30% cost result."],
      weaknesses: ["'Responsible for the on-call rotation' names a duty, not an outcome."],
      improvementSuggestions: ['Quantify the incident reviews: how many, and what changed.'],
      extractedSkills: ['Kubernetes', 'on-call rotation', 'Rust', 'Haskell'],
      ...extra,
    });

  it('writes the prose with the model and keeps only skills the resume contains', async () => {
    server.reply({ content: prose() });
    const { analysis } = await engine.analyze({ document, now: FIXTURE_NOW });
    expect(analysis.engine).toBe('llm');
    expect(analysis.strengths).toEqual(["'Led migration of 40 services' shows scope and a 30% cost result."]);
    // 'Rust' and 'Haskell' are not in the resume: dropped; 'on-call rotation' is, and comes with its line (the local
    // engine finds 'Incident reviews' on that line itself)
    expect(analysis.extractedSkills).not.toContain('Rust');
    expect(analysis.extractedSkills).not.toContain('Haskell');
    expect(analysis.extractedSkills).toContain('on-call rotation');
    expect(analysis.skillEvidence).toContainEqual({
      skill: 'on-call rotation',
      evidence: '• Responsible for the on-call rotation and incident reviews.',
    });
    // the facts stay the local engine's
    expect(analysis.experienceLevel).toBe('senior-level');
    // the request asked for the contract's structured output
    const body = server.requests.at(-1)!.body;
    expect(body.model).toBe('fake-model');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'resume_feedback', strict: true },
    });
  });

  it.each([
    ['an HTTP error', { status: 500 }],
    ['invalid JSON', { content: 'not json at all' }],
    ['output that does not match the schema', { content: JSON.stringify({ strengths: 'yes' }) }],
    ['a timeout', { delayMs: 3_000 }],
  ])(
    'falls back to the local engine on %s, after a single request',
    async (_name, reply) => {
      server.reply(reply);
      fallbacks.length = 0;
      const sent = server.requests.length;
      const { analysis } = await engine.analyze({ document, now: FIXTURE_NOW });
      expect(analysis.engine).toBe('local');
      expect(analysis.extractedSkills).toContain('Kubernetes');
      expect(fallbacks).toHaveLength(1);
      // no retries: the worst case is one deadline
      expect(server.requests.length - sent).toBe(1);
    },
    15_000,
  );

  it('keeps to one overall deadline however slowly the server answers', async () => {
    const quick = new LlmResumeEngine({ apiKey: 'k', baseURL: server.url, model: 'm', timeoutMs: 800 });
    server.reply({ delayMs: 2_000 });
    const started = Date.now();
    const { analysis } = await quick.analyze({ document, now: FIXTURE_NOW });
    expect(analysis.engine).toBe('local');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('reports a fallback by error class and status only, never the model output it could not parse', async () => {
    fallbacks.length = 0;
    server.reply({ content: 'Maria Gonzalez led migration of 40 services {not json' }, { status: 503 });
    await engine.analyze({ document, now: FIXTURE_NOW });
    await engine.analyze({ document, now: FIXTURE_NOW });
    expect(fallbacks).toEqual(['SyntaxError', expect.stringMatching(/^\w*Error 503$/)]);
    expect(fallbacks.join(' ')).not.toMatch(/Maria|migration|fake failure/);
  });

  it('accepts only the skills the local matcher finds, with its case and context rules', async () => {
    const prose = (skills: string[]) =>
      JSON.stringify({ strengths: ['s'], weaknesses: ['w'], improvementSuggestions: ['i'], extractedSkills: skills });
    const ambiguous = await extractResumeDocument(await ambiguousWordsResume());
    // 'go' from 'go-to-market', 'R' from 'R&D', 'C' from 'grade C', 'Swift' from 'a swift rollout', 'market' from a
    // hyphenated word: none of them is a skill of this resume
    server.reply({ content: prose(['go', 'Go', 'R', 'C', 'C-suite', 'Swift', 'market', 'Go live']) });
    const { analysis } = await engine.analyze({ document: ambiguous, now: FIXTURE_NOW });
    expect(analysis.engine).toBe('llm');
    expect(analysis.extractedSkills.map((s) => s.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(go|r|c|swift|market|c-suite|go live)$/)]),
    );

    // a known skill in another case is the matcher's, listed once under its own name
    server.reply({ content: prose(['kubernetes', 'POSTGRES', 'on-call rotation', 'On-Call']) });
    const again = await engine.analyze({ document, now: FIXTURE_NOW });
    expect(again.analysis.extractedSkills.filter((s) => /^kubernetes$/i.test(s))).toEqual(['Kubernetes']);
    expect(again.analysis.extractedSkills.filter((s) => /^postgres/i.test(s))).toEqual(['PostgreSQL']);
    expect(again.analysis.extractedSkills).toContain('on-call rotation');
    // capitals make a name exact: 'On-Call' is not written so in the resume
    expect(again.analysis.extractedSkills).not.toContain('On-Call');
  });

  it('keeps the LinkedIn notes after the model prose', async () => {
    server.reply({ content: prose() });
    const { analysis } = await engine.analyze({
      document,
      now: FIXTURE_NOW,
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-4a7b19203',
    });
    expect(analysis.engine).toBe('llm');
    expect(analysis.strengths[0]).toMatch(/Led migration of 40 services/);
    expect(analysis.weaknesses.at(-1)).toMatch(/generated code \(linkedin\.com\/in\/jane-doe-4a7b19203\)/);
    expect(analysis.improvementSuggestions.join('\n')).toMatch(/Save to PDF/);
    expect(analysis.improvementSuggestions.join('\n')).toMatch(/Claim a custom LinkedIn address/);
  });

  it("asks for the contract's own fields (the schema is derived from ResumeAnalysis)", () => {
    expect(Object.keys(LlmProse.shape).sort()).toEqual(
      ['extractedSkills', 'improvementSuggestions', 'strengths', 'weaknesses'].sort(),
    );
    for (const key of Object.keys(LlmProse.shape) as (keyof typeof LlmProse.shape)[]) {
      expect(LlmProse.shape[key]).toBe(ResumeAnalysis.shape[key]);
    }
    const body = server.requests.at(-1)!.body;
    expect(Object.keys(body.response_format.json_schema.schema.properties).sort()).toEqual(
      ['extractedSkills', 'improvementSuggestions', 'strengths', 'weaknesses'].sort(),
    );
  });
});
