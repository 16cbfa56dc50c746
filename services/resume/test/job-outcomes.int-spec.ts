import { QueueNames, ResumeMessages } from '@pathwise/contracts';
import { createLogger, deterministicJobId, JobQueues } from '@pathwise/platform';
import {
  createTestEnv,
  EventSender,
  startTcpProxy,
  startTestService,
  type TestEnv,
  type TestService,
  until,
} from '@pathwise/platform/testing';
import { Test, type TestingModule, type TestingModuleBuilder } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { type AnalysisRequest, LocalResumeEngine, type ResumeAnalysisEngine } from '../src/analysis/index.js';
import { RESUME_ENGINE } from '../src/analysis-jobs/engine.provider.js';
import { createResumeApp, type ResumeConfig, ResumeEnv } from '../src/app.js';
import { ResumeAppModule } from '../src/app.module.js';
import { ResumeVersions } from '../src/resume/resume-versions.js';
import { corruptPdf, oneColumnResume, twoColumnResume } from './fixtures/resume-pdfs.js';
import { newUserId, pdfForm, versionState } from './helpers.js';

/**
 * What becomes of a job: the API runs without in-process workers (ROLE=http) and the test starts and stops workers
 * (with the real engine, a slow one or one that always throws), so that every outcome can be reached: no worker,
 * stale jobs, refreshes, rejections after the upload has answered, and failures for good.
 */
let env: TestEnv;
let api: TestService<ResumeConfig>;
let events: EventSender;
let db: DataSource;
const workers = new Set<TestingModule>();

beforeAll(async () => {
  env = await createTestEnv('resumejobs');
  api = await startTestService({
    label: 'resumejobs',
    schema: ResumeEnv,
    createApp: createResumeApp,
    testEnv: env,
    env: { ROLE: 'http', RESUME_WAIT_MS: '20000', RESUME_WORKER_CONCURRENCY: '2' },
  });
  events = new EventSender('resume', env.redisUrl, env.redisPrefix);
  db = api.app.get(DataSource);
}, 60_000);
afterAll(async () => {
  for (const worker of workers) await worker.close();
  await events?.close();
  await api?.close();
  await env?.cleanup();
});

/** A resume-analysis worker process (ROLE=worker), optionally with another engine, other providers or settings. */
async function startWorker(
  engine?: ResumeAnalysisEngine,
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder,
  settings: Partial<ResumeConfig> = {},
): Promise<TestingModule> {
  const config = { ...api.config, ...settings, ROLE: 'worker' as const };
  let builder = Test.createTestingModule({
    imports: [ResumeAppModule.forRoot(config, createLogger('resume-worker', 'silent'))],
  });
  if (engine) builder = builder.overrideProvider(RESUME_ENGINE).useValue(engine);
  if (override) builder = override(builder);
  const worker = await builder.compile({ snapshot: false });
  worker.useLogger(false);
  await worker.init();
  workers.add(worker);
  return worker;
}
async function stopWorker(worker: TestingModule) {
  workers.delete(worker);
  await worker.close();
}

const upload = (userId: string, pdf: Buffer, name = 'resume.pdf') =>
  api.call('POST', '/api/resume/upload', { body: pdfForm(pdf, name), as: { userId } });
const getResume = (userId: string) => api.call('GET', '/api/resume', { as: { userId } });
const row = (userId: string) => versionState(db, userId);
const analyzedEvents = async (userId: string) =>
  (await db.query(`SELECT payload FROM "resume"."outbox_events" WHERE name = 'resume.analyzed'`)).filter(
    (r: { payload: { userId: string } }) => r.payload.userId === userId,
  );
const queue = () => api.app.get(JobQueues).queue(QueueNames.resumeAnalysis);
const drained = () =>
  until(
    async () => (await queue().getJobCounts('waiting', 'active', 'delayed', 'prioritized')) as Record<string, number>,
    (c) => Object.values(c).every((n) => n === 0),
  );

/** The real engine, counting the analyses it runs. */
class CountingEngine implements ResumeAnalysisEngine {
  readonly name = 'local' as const;
  private readonly local = new LocalResumeEngine();
  analyses = 0;
  async analyze(request: AnalysisRequest) {
    this.analyses++;
    return this.local.analyze(request);
  }
}

/** An engine that always fails, with resume text in its error message (which must go nowhere). */
const failingEngine: ResumeAnalysisEngine = {
  name: 'local',
  analyze: async () => {
    throw new TypeError('cannot read Maria Gonzalez, Stripe-like Payments Inc.');
  },
};

it('answers 503 at once while no worker runs, and a stale job neither analyses nor announces a newer upload', async () => {
  const userId = newUserId();
  const first = await upload(userId, (await twoColumnResume()).pdf, 'first.pdf');
  expect(first.status).toBe(503);
  expect(first.json.message).toBe(ResumeMessages.notRunning);
  expect(first.headers.get('retry-after')).toBe('30');
  // (the message above is 'not running', not 'taking longer': the answer did not wait out the 20 s bound)

  // a second upload while the first one's job is still queued: two jobs wait, for versions 1 and 2
  const second = await upload(userId, (await oneColumnResume()).pdf, 'second.pdf');
  expect(second.status).toBe(503);
  const { id } = await row(userId);
  expect(await row(userId)).toMatchObject({ status: 'queued', version: 2, fileName: 'second.pdf' });

  const worker = await startWorker();
  try {
    const done = await until(
      () => getResume(userId),
      (r) => r.json?.analysis !== null,
    );
    await drained();
    expect(done.json).toMatchObject({ fileName: 'second.pdf', status: 'completed', problem: null });
    expect(JSON.parse(done.json.analysis).experienceLevel).toBe('senior-level');
    // the version 1 job found version 2 and did nothing; version 2 ran once and was announced once
    const stale = await queue().getJob(deterministicJobId('analyze-resume', `${id}.v1`));
    expect(stale?.returnvalue).toEqual({ status: 'gone' });
    const current = await queue().getJob(deterministicJobId('analyze-resume', `${id}.v2`));
    expect(current?.returnvalue).toEqual({ status: 'completed', version: 2 });
    expect(await row(userId)).toMatchObject({ attempts: 1, version: 2 });
    const announced = await analyzedEvents(userId);
    expect(announced).toHaveLength(1);
    expect(announced[0].payload).toMatchObject({ fileName: 'second.pdf', experienceLevel: 'senior-level' });
  } finally {
    await stopWorker(worker);
  }
}, 60_000);

it('tells an upload that a newer one replaced it before its analysis ran, rather than "taking longer"', async () => {
  const userId = newUserId();
  const worker = await startWorker();
  await queue().pause();
  try {
    const first = upload(userId, (await twoColumnResume()).pdf, 'first.pdf');
    const { id } = await until(
      () => row(userId).catch(() => null),
      (r) => r !== null,
    ).then((r) => r!);
    await until(
      () => queue().getJob(deterministicJobId('analyze-resume', `${id}.v1`)),
      (job) => job !== undefined,
    );
    const second = upload(userId, (await oneColumnResume()).pdf, 'second.pdf');
    await until(
      () => queue().getJob(deterministicJobId('analyze-resume', `${id}.v2`)),
      (job) => job !== undefined,
    );
    await queue().resume();
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(409);
    expect(a.json.message).toBe(ResumeMessages.superseded);
    expect(b.status).toBe(201);
    expect(b.json.resume.fileName).toBe('second.pdf');
  } finally {
    await queue().resume();
    await stopWorker(worker);
  }
}, 60_000);

it('shows the keywords of new career matches at once, without analysing the resume again', async () => {
  const userId = newUserId();
  const engine = new CountingEngine();
  const worker = await startWorker(engine);
  try {
    const first = await upload(userId, (await oneColumnResume()).pdf);
    expect(first.status).toBe(201);
    await drained();
    // one upload, one analysis (the career service's answer to resume.analyzed no longer brings a second one)
    expect(engine.analyses).toBe(1);
    const before = await getResume(userId);
    const groups = (r: { json: { analysis: string } }) =>
      (JSON.parse(r.json.analysis).keywordGroups as { source: string; label: string }[]).map((g) => g.source);
    expect(groups(before)).toEqual(['resume']);

    await events.send('career.matches.updated', {
      userId,
      occupations: [{ code: '15-2051.00', title: 'Data Scientists', matchScore: 91 }],
    });
    const after = await until(
      () => getResume(userId),
      (r) => groups(r).includes('career-matches'),
    );
    await drained();
    expect(engine.analyses).toBe(1);
    expect(after.json).toMatchObject({ status: 'completed', analyzedAt: before.json.analyzedAt });
    const analysis = JSON.parse(after.json.analysis);
    expect(analysis.keywordGroups[1].label).toBe('For your career matches (Data Scientists)');
    expect(analysis.improvementSuggestions.join(' ')).toContain('your career matches (Data Scientists)');
    // the rest of the analysis is the stored one
    expect(analysis.extractedSkills).toEqual(JSON.parse(before.json.analysis).extractedSkills);
    expect(await analyzedEvents(userId)).toHaveLength(1);
    expect(await row(userId)).toMatchObject({ version: 1, attempts: 1, status: 'completed' });
  } finally {
    await stopWorker(worker);
  }
}, 60_000);

it('puts the previous resume back in the worker when a replacement is rejected after the upload answered 503', async () => {
  const userId = newUserId();
  let worker = await startWorker();
  const first = await upload(userId, (await oneColumnResume()).pdf, 'first.pdf');
  expect(first.status).toBe(201);
  await stopWorker(worker);

  const broken = await upload(userId, corruptPdf(), 'broken.pdf');
  expect(broken.status).toBe(503);
  expect((await getResume(userId)).json).toMatchObject({ fileName: 'broken.pdf', status: 'queued', analysis: null });

  worker = await startWorker();
  try {
    const back = await until(
      () => getResume(userId),
      (r) => r.json?.status === 'completed',
    );
    expect(back.json).toMatchObject({
      id: first.json.resume.id,
      fileName: 'first.pdf',
      analysis: first.json.resume.analysis,
      uploadedAt: first.json.resume.uploadedAt,
      analyzedAt: first.json.resume.analyzedAt,
    });
    // nobody was waiting any more: the screen says why the new file was not used
    expect(back.json.problem).toContain('your previous resume is kept');
    expect(back.json.problem).toContain(ResumeMessages.corrupt);
    // the current resume was never touched; the unusable upload keeps its row, settled, until the user is told
    expect(await db.query(`SELECT version FROM "resume"."resumes" WHERE user_id = $1`, [userId])).toEqual([
      { version: 1 },
    ]);
    expect(await row(userId)).toMatchObject({
      version: 2,
      status: 'rejected',
      problem: 'corrupt',
      fileName: 'broken.pdf',
    });

    // a first upload that is rejected with nobody waiting stays, rejected, with what is wrong
    const other = newUserId();
    await stopWorker(worker);
    expect((await upload(other, corruptPdf(), 'scan.pdf')).status).toBe(503);
    worker = await startWorker();
    const rejected = await until(
      () => getResume(other),
      (r) => r.json?.status === 'rejected',
    );
    expect(rejected.json).toMatchObject({ fileName: 'scan.pdf', analysis: null, problem: ResumeMessages.corrupt });
    expect(await analyzedEvents(other)).toHaveLength(0);
  } finally {
    await stopWorker(worker);
  }
}, 60_000);

it('tells an upload the analyser fails on (422, at once, no retries) and keeps the previous resume', async () => {
  const userId = newUserId();
  let worker = await startWorker();
  const first = await upload(userId, (await oneColumnResume()).pdf, 'first.pdf');
  expect(first.status).toBe(201);
  await stopWorker(worker);

  worker = await startWorker(failingEngine);
  try {
    // the engines read nothing but the file: what throws there throws for this file every time
    const failed = await upload(userId, (await twoColumnResume()).pdf, 'second.pdf');
    expect({ status: failed.status, message: failed.json.message }).toEqual({
      status: 422,
      message: ResumeMessages.unanalysable,
    });
    const kept = await getResume(userId);
    // the user was told: the previous resume is back without a notice
    expect(kept.json).toMatchObject({
      fileName: 'first.pdf',
      status: 'completed',
      problem: null,
      analysis: first.json.resume.analysis,
    });

    // a first upload the analyser fails on is told so, as an unreadable PDF is, and is not tried again
    const other = newUserId();
    const lone = await upload(other, (await twoColumnResume()).pdf, 'only.pdf');
    expect({ status: lone.status, message: lone.json.message }).toEqual({
      status: 422,
      message: ResumeMessages.unanalysable,
    });
    expect((await getResume(other)).json).toBeNull();
    const settled = await row(other);
    expect(settled).toMatchObject({ status: 'rejected', attempts: 1 });
    // what the job kept in Redis says what became of it, never the resume text the error quoted
    const job = await queue().getJob(deterministicJobId('analyze-resume', `${settled.id}.v1`));
    expect(JSON.stringify(job?.returnvalue)).not.toContain('Gonzalez');
    expect(job?.returnvalue).toMatchObject({ status: 'rejected', problem: 'unanalysable' });
  } finally {
    await stopWorker(worker);
  }
}, 90_000);

it('records a job that fails for good for another reason, answers a clear 500 and keeps the previous resume', async () => {
  const userId = newUserId();
  let worker = await startWorker();
  const first = await upload(userId, (await oneColumnResume()).pdf, 'first.pdf');
  expect(first.status).toBe(201);
  await stopWorker(worker);

  // the analysis succeeds, storing it does not (a bug of ours, not the file's, not a dependency's)
  worker = await startWorker(undefined, (module) =>
    module.overrideProvider(ResumeVersions).useFactory({
      factory: (db: DataSource) =>
        Object.assign(new ResumeVersions(db), {
          complete: async () => {
            throw new TypeError('cannot store Maria Gonzalez');
          },
        }),
      inject: [DataSource],
    }),
  );
  try {
    // three attempts with backoff, then the upload hears of the failure
    const failed = await upload(userId, (await twoColumnResume()).pdf, 'second.pdf');
    expect(failed.status).toBe(500);
    expect(failed.json.message).toBe(`${ResumeMessages.analysisFailed} ${ResumeMessages.previousKept}`);
    expect((await getResume(userId)).json).toMatchObject({ fileName: 'first.pdf', status: 'completed', problem: null });

    // a first upload whose job fails for good stays stored, marked failed, and says so
    const other = newUserId();
    const lone = await upload(other, (await twoColumnResume()).pdf, 'only.pdf');
    expect(lone.status).toBe(500);
    expect(lone.json.message).toBe(ResumeMessages.analysisFailed);
    const marked = await getResume(other);
    expect(marked.json).toMatchObject({
      fileName: 'only.pdf',
      status: 'failed',
      analysis: null,
      problem: ResumeMessages.analysisFailed,
    });
    expect(await row(other)).toMatchObject({ status: 'failed', problem: 'failed', attempts: 3 });
    const job = await queue().getJob(deterministicJobId('analyze-resume', `${marked.json.id}.v1`));
    expect(job?.failedReason).toBe('resume analysis failed: TypeError');
  } finally {
    await stopWorker(worker);
  }
}, 90_000);

it("answers 503, not 500, when the worker's PostgreSQL is away, and analyses the upload once it is back", async () => {
  const postgres = await startTcpProxy(env.databaseUrl);
  const worker = await startWorker(undefined, undefined, { DATABASE_URL: postgres.url });
  try {
    await postgres.down();
    const userId = newUserId();
    // the API's own database answers: the upload is stored; the worker cannot claim it through its attempts
    const waiting = await upload(userId, (await oneColumnResume()).pdf, 'resume.pdf');
    expect({ status: waiting.status, message: waiting.json.message }).toEqual({
      status: 503,
      message: ResumeMessages.busy,
    });
    expect(waiting.headers.get('retry-after')).toBe('30');
    // never settled as failed: the file is fine
    expect(await row(userId)).toMatchObject({ fileName: 'resume.pdf', problem: null });
    expect(['queued', 'processing']).toContain((await row(userId)).status);

    await postgres.up();
    const done = await until(
      () => getResume(userId),
      (r) => r.json?.status === 'completed',
      40_000,
    );
    expect(done.json).toMatchObject({ fileName: 'resume.pdf', problem: null });
    expect(JSON.parse(done.json.analysis).extractedSkills.length).toBeGreaterThan(0);
  } finally {
    await postgres.up();
    await stopWorker(worker);
    await postgres.close();
  }
}, 90_000);
