import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { until } from '@pathwise/platform/testing';
import { type ChildHandle, Supervisor } from '../supervisor.mjs';

/** npm start's supervisor with tiny Node children, and pauses short enough for a test. */
const policy = { baseDelayMs: 20, maxDelayMs: 200, quickRunMs: 5_000, maxQuickFailures: 3 };
const node = (source: string) => ({ command: process.execPath, args: ['-e', source] });
const STAYS_UP = node('setInterval(() => {}, 1000)');

let supervisor: Supervisor;
let logged: string[];
let givenUp: string[];

beforeEach(() => {
  logged = [];
  givenUp = [];
  supervisor = new Supervisor({
    log: (line: string) => logged.push(line),
    onGiveUp: (handle: ChildHandle) => givenUp.push(handle.name),
    policy,
  });
});
afterEach(() => supervisor.stop());

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const alive = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('starts a child again when it dies, saying how it died and what it printed last', async () => {
  const worker = supervisor.run(
    'resume-worker',
    node('console.log("analysing resume 42"); setInterval(() => {}, 1000)'),
  );
  await until(
    async () => worker.recent.length,
    (n) => n > 0,
  );
  const first = worker.pid!;
  process.kill(first, 'SIGKILL');
  await until(
    async () => worker.pid,
    (pid) => pid !== undefined && pid !== first,
  );
  expect(worker.starts).toBe(2);
  expect(logged.join('\n')).toMatch(/\[resume-worker\] was killed by SIGKILL after [\d.]+ s; its last output:/);
  expect(logged.join('\n')).toContain('[resume-worker]   analysing resume 42');
  expect(logged.join('\n')).toMatch(/\[resume-worker\] restarting in 20 ms/);
  expect(givenUp).toEqual([]);
});

it('gives up on a child that keeps failing as it starts, and leaves the others running', async () => {
  const steady = supervisor.run('auth', STAYS_UP);
  const broken = supervisor.run('career', node('console.error("migration failed: relation exists"); process.exit(3)'));
  await until(
    async () => givenUp,
    (names) => names.includes('career'),
  );
  expect(broken.starts).toBe(policy.maxQuickFailures);
  expect(broken.givenUp).toBe(true);
  expect(logged.filter((l) => l.startsWith('[career] exited with code 3'))).toHaveLength(policy.maxQuickFailures);
  expect(logged.join('\n')).toContain('migration failed: relation exists');
  expect(logged.at(-1)).toMatch(/\[career\] failed 3 times in a row .* not restarting it again/);
  expect(steady.running).toBe(true);
  expect(steady.starts).toBe(1);
});

it('waits longer after each quick failure in a row', async () => {
  const flaky = supervisor.run('jobs', node('process.exit(1)'));
  await until(
    async () => flaky.givenUp,
    (done) => done,
  );
  const pauses = logged.filter((l) => l.includes('restarting in')).map((l) => l.replace(/.*restarting in /, ''));
  expect(pauses).toEqual(['20 ms', '40 ms']);
});

it('kills and restarts a child that stops answering its health address (hung), never one that is still starting', async () => {
  const port = await freePort();
  const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'supervisor-')), 'hung-once');
  // answers /health; its first run hangs (an endless loop) 300 ms after its first answer, later runs keep answering
  const source = `
    const fs = require('node:fs');
    const first = !fs.existsSync(${JSON.stringify(marker)});
    fs.writeFileSync(${JSON.stringify(marker)}, '');
    let answered = false;
    require('node:http').createServer((req, res) => {
      res.end('ok');
      if (first && !answered) { answered = true; setTimeout(() => { for (;;) {} }, 300); }
    }).listen(${port}, '127.0.0.1');`;
  const hung = new Supervisor({
    log: (line: string) => logged.push(line),
    policy,
    liveness: { intervalMs: 100, timeoutMs: 300, failures: 3 },
  });
  // a child that never listens is never judged: it is still starting
  const starting = hung.run('career', { ...STAYS_UP, healthUrl: `http://127.0.0.1:${await freePort()}/health` });
  try {
    const gateway = hung.run('gateway', { ...node(source), healthUrl: `http://127.0.0.1:${port}/health` });
    const first = await until(
      async () => gateway.pid,
      (pid) => pid !== undefined,
    );
    const second = await until(
      async () => gateway.pid,
      (pid) => pid !== undefined && pid !== first,
      20_000,
    );
    expect(second).not.toBe(first);
    expect(alive(first)).toBe(false);
    expect(logged.join('\n')).toMatch(
      new RegExp(`\\[gateway\\] did not answer http://127.0.0.1:${port}/health 3 times in a row \\(0.3 s each\\)`),
    );
    expect(logged.join('\n')).toMatch(/\[gateway\] was killed by SIGKILL/);
    // the restarted one answers and is left alone
    await sleep(1_500);
    expect(gateway.pid).toBe(second);
    expect(gateway.starts).toBe(2);
    expect(starting.starts).toBe(1);
  } finally {
    await hung.stop();
  }
}, 30_000);

it('stops every child, and restarts none after stop', async () => {
  const a = supervisor.run('auth', STAYS_UP);
  const b = supervisor.run('gateway', STAYS_UP);
  await until(
    async () => [a.pid, b.pid],
    (pids) => pids.every((p) => p !== undefined),
  );
  const pids = [a.pid, b.pid];
  await supervisor.stop();
  expect(pids.map(alive)).toEqual([false, false]);
  expect(a.starts + b.starts).toBe(2);
  expect(logged).toEqual([]);
});
