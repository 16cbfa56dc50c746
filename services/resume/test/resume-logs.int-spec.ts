import { jest } from '@jest/globals';
import { Writable } from 'node:stream';
import { FakeOpenAI, startTestService, type TestService } from '@pathwise/platform/testing';
import { pino } from 'pino';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { corruptPdf, oneColumnResume } from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm } from './helpers.js';

/**
 * "Resume contents never go into logs": everything the service logs at the most verbose level (its pino logger,
 * and anything written to stdout / stderr or the console) during uploads whose LLM call fails in the way that quotes
 * the model's output (a JSON.parse SyntaxError), is searched for the resume's text.
 */
const DISTINCTIVE = ['maria.gonzalez@example.com', 'Stripe-like Payments', 'Led migration of 40 services', '555-0142'];

let svc: TestService<ResumeConfig>;
const llm = new FakeOpenAI();
const captured: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    captured.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  await llm.start();
  svc = await startTestService({
    label: 'resumelogs',
    schema: ResumeEnv,
    createApp: (config) => createResumeApp(config, pino({ name: 'resume', level: 'trace' }, sink)),
    env: { ...llm.env(), LOG_LEVEL: 'trace' },
  });
}, 60_000);
afterAll(async () => {
  await svc?.close();
  await llm.stop();
});

it('keeps resume text out of the logs, also when the LLM output that quotes it cannot be parsed', async () => {
  const writes = ['stdout', 'stderr'].map((name) =>
    jest.spyOn(process[name as 'stdout' | 'stderr'], 'write').mockImplementation((chunk: string | Uint8Array) => {
      captured.push(String(chunk));
      return true;
    }),
  );
  const consoles = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void captured.push(args.map(String).join(' '))),
  );
  try {
    // the model "answers" with prose quoting the resume that is not JSON: JSON.parse's SyntaxError quotes it back
    llm.reply({
      content: 'Maria Gonzalez (maria.gonzalez@example.com) Led migration of 40 services at Stripe-like Payments {',
    });
    const userId = newUserId();
    const res = await svc.call('POST', '/api/resume/upload', {
      body: pdfForm((await oneColumnResume()).pdf),
      as: { userId },
    });
    expect(res.status).toBe(201);
    expect(res.json.analysis.engine).toBe('local');
    expect(llm.requests).toHaveLength(1);
    // the resume did reach the model, so the text was there to leak
    expect(JSON.stringify(llm.requests[0].body)).toContain('maria.gonzalez@example.com');

    // an unreadable replacement and the reads go through the logs as well
    expect((await svc.call('POST', '/api/resume/upload', { body: pdfForm(corruptPdf()), as: { userId } })).status).toBe(
      422,
    );
    expect((await svc.call('GET', '/api/resume', { as: { userId } })).status).toBe(200);
  } finally {
    for (const spy of [...writes, ...consoles]) spy.mockRestore();
  }

  const log = captured.join('');
  // the logs were captured (the fallback and the analysis are there, by error class only)...
  expect(log).toMatch(/LLM resume analysis not used; the local engine wrote it/);
  expect(log).toMatch(/"reason":"SyntaxError"/);
  expect(log).toMatch(/resume analysed/);
  // ...and hold none of the resume
  for (const text of DISTINCTIVE) expect({ text, found: log.includes(text) }).toEqual({ text, found: false });
});
