import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Conversation, InterviewMessages } from '@pathwise/contracts';
import {
  type ApiWithWorkerProcesses,
  FakeOpenAI,
  startApiWithWorkerProcesses,
  until,
} from '@pathwise/platform/testing';
import { DataSource } from 'typeorm';
import { createInterviewApp, type InterviewConfig, InterviewEnv } from '../src/app.js';
import { ConversationEntity } from '../src/replies/conversation.entity.js';

/**
 * The API without in-process workers (ROLE=http) and real worker processes (dist/worker.js, as npm start and Docker
 * Compose run them): a draft whose worker is killed mid-job is taken over by another worker and completed once, and
 * the engine that finally wrote it is recorded.
 */
let service: ApiWithWorkerProcesses<InterviewConfig>;

beforeAll(async () => {
  service = await startApiWithWorkerProcesses({
    serviceDir: path.resolve(import.meta.dirname, '..'),
    label: 'interviewwk',
    schema: InterviewEnv,
    createApp: createInterviewApp,
    apiEnv: { INTERVIEW_WAIT_MS: '1500' },
    workerEnv: { INTERVIEW_JOB_LOCK_MS: '1500' },
  });
}, 300_000);
afterAll(() => service?.close());

it('retries and completes a reply draft whose worker was killed mid-job', async () => {
  const llm = await new FakeOpenAI().start();
  try {
    const reply =
      'Hello,\n\nThank you. My expectations are [your range], open to discussion.\n\nBest regards,\n[Your name]';
    // the first worker's LLM call never answers: the job is in progress when that worker dies
    llm.reply({ hang: true }, { content: JSON.stringify({ responseDraft: reply, category: 'salary-question' }) });
    const llmEnv = { ...llm.env(), OPENAI_TIMEOUT_MS: '60000' };
    const first = service.spawnWorker(llmEnv);

    const as = { userId: randomUUID(), plan: 'premium' as const };
    const body = { employerRequest: 'What are your salary expectations for this role?' };
    const res = await service.api.call('POST', '/api/ai/response-draft', { json: body, as });
    // the bounded wait ended before the hanging model answered: the service says so, and the job carries on
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(InterviewMessages.busy);
    await until(
      async () => llm.requests.length,
      (n) => n >= 1,
      30_000,
    );
    first.kill('SIGKILL');

    service.spawnWorker(llmEnv);
    const listed = await until(
      () => service.api.call<Conversation[]>('GET', '/api/ai/conversations', { as }),
      (r) => r.json.length === 1,
      40_000,
    );
    expect(listed.json[0]).toMatchObject({
      employerRequest: body.employerRequest,
      aiResponse: reply,
      category: 'salary-question',
      engine: 'llm',
    });
    // taken over, not duplicated: one stored conversation, after a second request to the model
    expect(llm.requests.length).toBe(2);
    const rows = await service.api.app.get(DataSource).getRepository(ConversationEntity).countBy({ userId: as.userId });
    expect(rows).toBe(1);
  } finally {
    await llm.stop();
  }
}, 120_000);
