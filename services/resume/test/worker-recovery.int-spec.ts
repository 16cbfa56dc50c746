import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { ResumeMessages } from '@pathwise/contracts';
import { createLogger } from '@pathwise/platform';
import {
  type ApiWithWorkerProcesses,
  FakeOpenAI,
  startApiWithWorkerProcesses,
  until,
} from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { ResumeAppModule } from '../src/app.module.js';
import { oneColumnResume } from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm, versionState } from './helpers.js';

/**
 * The API without in-process workers (ROLE=http), and workers that come and go: an upload waits bounded and answers
 * 503 when no worker takes the job, nothing is lost, and a job whose worker is killed is retried and completed.
 */
let service: ApiWithWorkerProcesses<ResumeConfig>;

beforeAll(async () => {
  service = await startApiWithWorkerProcesses({
    serviceDir: path.resolve(import.meta.dirname, '..'),
    label: 'resumewk',
    schema: ResumeEnv,
    createApp: createResumeApp,
    apiEnv: { RESUME_WAIT_MS: '2000' },
    workerEnv: { RESUME_JOB_LOCK_MS: '1500' },
  });
}, 300_000);
afterAll(() => service?.close());

const row = (userId: string) => versionState(service.api.app.get(DataSource), userId);

it('answers 503 with a retry hint while no worker runs, keeps the upload, and completes it when one starts', async () => {
  const userId = newUserId();
  const res = await service.api.call('POST', '/api/resume/upload', {
    body: pdfForm((await oneColumnResume()).pdf),
    as: { userId },
  });
  expect(res.status).toBe(503);
  expect(res.json.message).toBe(ResumeMessages.notRunning);
  expect(res.headers.get('retry-after')).toBe('30');
  expect(await row(userId)).toMatchObject({ status: 'queued', fileName: 'resume.pdf' });

  const config = { ...service.api.config, ROLE: 'worker' as const };
  const worker = await NestFactory.createApplicationContext(
    ResumeAppModule.forRoot(config, createLogger('resume-worker', 'silent')),
    {
      logger: false,
    },
  );
  try {
    const done = await until(
      () => service.api.call('GET', '/api/resume', { as: { userId } }),
      (r) => r.json?.analysis !== null,
    );
    expect(JSON.parse(done.json.analysis).extractedSkills).toContain('Kubernetes');
  } finally {
    await worker.close();
  }
}, 60_000);

it('retries and completes a job whose worker was killed mid-analysis', async () => {
  const llm = await new FakeOpenAI().start();
  try {
    const prose = JSON.stringify({
      strengths: ['Recovered after a worker crash.'],
      weaknesses: ['None worth noting.'],
      improvementSuggestions: ['Keep going.'],
      extractedSkills: ['Kubernetes'],
    });
    // the first worker's LLM call never answers: the job is in progress when the worker dies
    llm.reply({ hang: true }, { content: prose });
    const llmEnv = { ...llm.env(), OPENAI_TIMEOUT_MS: '60000' };
    const first = service.spawnWorker(llmEnv);

    const userId = newUserId();
    const res = await service.api.call('POST', '/api/resume/upload', {
      body: pdfForm((await oneColumnResume()).pdf),
      as: { userId },
    });
    expect(res.status).toBe(503);
    await until(
      async () => llm.requests.length,
      (n) => n >= 1,
      30_000,
    );
    expect((await row(userId)).status).toBe('processing');
    first.kill('SIGKILL');

    service.spawnWorker(llmEnv);
    const done = await until(
      () => service.api.call('GET', '/api/resume', { as: { userId } }),
      (r) => r.json?.analysis !== null,
      40_000,
    );
    const analysis = JSON.parse(done.json.analysis);
    expect(analysis.engine).toBe('llm');
    expect(analysis.strengths).toEqual(['Recovered after a worker crash.']);
    expect(await row(userId)).toMatchObject({ status: 'completed', attempts: 2 });
  } finally {
    await llm.stop();
  }
}, 120_000);
