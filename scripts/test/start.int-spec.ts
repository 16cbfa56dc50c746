import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { QueueNames } from '@pathwise/contracts';
import { JobQueues } from '@pathwise/platform';
import { until } from '@pathwise/platform/testing';
import { oneColumnResume } from '../../services/resume/test/fixtures/resume-pdfs.js';
import { startProduct, stopProduct } from '../product.mjs';

/**
 * `npm start` as a user runs it, on its own database and ports: a child that dies (a worker, a service) is restarted
 * while the rest keeps serving, and only SIGTERM (Ctrl-C) stops everything. Linux only: children are found in /proc.
 */
type Product = Awaited<ReturnType<typeof startProduct>>;
let product: Product;
let queues: JobQueues;

beforeAll(async () => {
  // No INTERNAL_SECRET: npm start makes its own. A dead worker's job is taken over after 2 s.
  product = await startProduct({ INTERNAL_SECRET: undefined, RESUME_JOB_LOCK_MS: '2000' }, { captureStderr: true });
  queues = new JobQueues({ redisUrl: product.env.REDIS_URL!, prefix: product.env.REDIS_PREFIX! });
}, 240_000);

afterAll(async () => {
  await queues?.close();
  if (product) await stopProduct(product);
});

/** The processes npm start runs, by what they run: `auth`, `resume-worker`, `gateway`... */
function children(): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== product.pid) continue;
      const dir = path.basename(readlinkSync(`/proc/${entry}/cwd`));
      const worker = readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('dist/worker.js');
      found.set(worker ? `${dir}-worker` : dir, Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

const pidOf = (name: string) => children().get(name);

async function call(method: string, urlPath: string, cookie?: string, body?: BodyInit, json?: unknown) {
  const res = await fetch(product.baseUrl + urlPath, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : body,
  });
  return { status: res.status, text: await res.text(), setCookie: res.headers.get('set-cookie') };
}

async function signUp(): Promise<string> {
  const res = await call('POST', '/api/auth/register', undefined, undefined, {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `katherine.${Date.now().toString(36)}@example.com`,
    password: 'trajectories',
  });
  expect(res.status).toBe(201);
  return res.setCookie!.split(';')[0]!;
}

it('signs identities with 32 random bytes made for the run, in no process argument', () => {
  const gateway = pidOf('gateway')!;
  const environ = readFileSync(`/proc/${gateway}/environ`, 'utf8').split('\0');
  const secret = environ.find((v) => v.startsWith('INTERNAL_SECRET='))!.slice('INTERNAL_SECRET='.length);
  expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  expect(secret).not.toContain(String(product.pid));
  for (const pid of children().values()) {
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain(secret);
  }
});

it('restarts a killed resume worker; the product keeps serving and an upload in flight still gets its answer', async () => {
  const cookie = await signUp();
  const queue = queues.queue(QueueNames.resumeAnalysis);
  // Held in the queue, so that the upload is waiting for its analysis when the worker dies.
  await queue.pause();
  const form = new FormData();
  form.append(
    'resume',
    new Blob([new Uint8Array((await oneColumnResume()).pdf)], { type: 'application/pdf' }),
    'cv.pdf',
  );
  const upload = call('POST', '/api/resume/upload', cookie, form);
  await until(
    () => queue.count(),
    (waiting) => waiting > 0,
  );

  const killed = pidOf('resume-worker')!;
  process.kill(killed, 'SIGKILL');
  // The rest serves on: the resume API itself, another service.
  expect((await call('GET', '/api/resume', cookie)).status).toBe(200);
  expect((await call('GET', '/api/quiz/questions', cookie)).status).toBe(200);
  const restarted = await until(
    async () => pidOf('resume-worker'),
    (pid) => pid !== undefined && pid !== killed,
    60_000,
  );
  expect(restarted).not.toBe(killed);
  await until(
    async () => queue.getWorkersCount(),
    (n) => n > 0,
  );
  await queue.resume();
  const answered = await upload;
  expect(answered.status).toBe(201);
  expect(JSON.parse(answered.text).resume.fileName).toBe('cv.pdf');
  expect(product.stderr.join('\n')).toMatch(/\[resume-worker\] was killed by SIGKILL after [\d.]+ s/);
  expect(product.stderr.join('\n')).toMatch(/\[resume-worker\] restarting in/);
}, 120_000);

it("answers 503 for a restarting service's routes, keeps serving the others, and serves them again after", async () => {
  const cookie = await signUp();
  const killed = pidOf('auth')!;
  process.kill(killed, 'SIGKILL');
  const statuses = new Set<number>();
  expect((await call('GET', '/api/resume', cookie)).status).toBe(200);
  await until(
    async () => {
      const { status } = await call('GET', '/api/auth/user', cookie);
      statuses.add(status);
      return status;
    },
    (status) => status === 200,
    60_000,
  );
  expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  expect(pidOf('auth')).not.toBe(killed);
  expect(product.stderr.join('\n')).toMatch(/\[auth\] was killed by SIGKILL/);
}, 90_000);

it('stops every process on SIGTERM, as on Ctrl-C', async () => {
  const pids = [...children().values()];
  expect(pids.length).toBeGreaterThanOrEqual(4);
  process.kill(product.pid!, 'SIGTERM');
  await until(
    async () => product.child.exitCode,
    (code) => code !== null,
    30_000,
  );
  expect(product.child.exitCode).toBe(0);
  const alive = pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  expect(alive).toEqual([]);
}, 60_000);
