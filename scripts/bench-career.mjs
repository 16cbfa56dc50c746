// Career matching budget (issue 4):
//   (a) the matching engine scoring every catalog occupation for one user: median (and p95) of 1,000 runs, in this
//       process, after a warm-up;
//   (b) quiz submit -> ready matches through the gateway: p50/p95 of 100 sequential POST /api/quiz/responses, each of
//       which stores the answers, publishes quiz.completed, runs the BullMQ matching job and answers with the matches.
// Budget: engine median under 20 ms, submit p50 under 300 ms.
//
//   npm run bench:career                       builds what it runs, then measures (about a minute)
//   npm run bench:career -- --no-build         measures the dist/ folders that are there
//   npm run bench:career -- --engine-only      only (a)
//   npm run bench:career -- --runs 1000 --submissions 100
//
// Every server is its own process started from its dist/ (auth, career, gateway) with a throwaway database and Redis
// prefix, as in production. Exit code 0 when the budget holds, 1 when it does not, 2 when the benchmark itself failed.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, nodeBin, ProcessGroup, root, run, runBenchmark, waitForHttp } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const RUNS = Number(option('runs', '1000'));
const SUBMISSIONS = Number(option('submissions', '100'));
const LOG_LEVEL = option('log-level', 'warn');
const BUDGET = { engineMedianMs: 20, submitP50Ms: 300 };

let env;

const load = (rel) => import(pathToFileURL(path.join(root, rel)).href);
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const engineOnly = args.includes('--engine-only');
  if (!args.includes('--no-build')) {
    const projects = engineOnly
      ? ['libs/contracts', 'services/career']
      : ['libs/contracts', 'libs/platform', 'services/auth', 'services/career', 'gateway'];
    console.log(`Building ${projects.join(', ')} (tsc -b)...`);
    await run(nodeBin, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', ...projects]);
  }

  // (a) The engine, in process.
  const { benchmarkEngine } = await load('services/career/dist/bench/engine-bench.js');
  const engine = benchmarkEngine(RUNS);
  console.log(
    `\n(a) matching engine, ${engine.occupations} occupations, ${engine.runs} runs: ` +
      `median ${fmt(engine.medianMs, 2)} ms, p95 ${fmt(engine.p95Ms, 2)} ms (catalog index built once in ${fmt(engine.indexMs, 0)} ms)`,
  );
  const engineHolds = engine.medianMs < BUDGET.engineMedianMs;
  if (engineOnly) {
    console.log(`\nBudget\n  engine median < ${BUDGET.engineMedianMs} ms: ${engineHolds ? 'HOLDS' : 'DOES NOT HOLD'}`);
    return engineHolds ? 0 : 1;
  }

  // (b) Quiz submit through the gateway.
  const { createTestEnv } = await load('libs/platform/dist/testing/index.js');
  const { SAMPLE_PEOPLE, sampleSubmission } = await load('services/career/dist/quiz/sample-answers.js');
  env = await createTestEnv('benchcareer');
  const common = {
    ...env.env,
    NODE_ENV: 'production',
    LOG_LEVEL,
    INTERNAL_SECRET: `bench-${randomUUID()}`,
    HOST: '127.0.0.1',
  };
  const [authPort, careerPort, gatewayPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const urls = {
    auth: `http://127.0.0.1:${authPort}`,
    career: `http://127.0.0.1:${careerPort}`,
    gateway: `http://127.0.0.1:${gatewayPort}`,
  };
  start('auth', 'services/auth/dist/main.js', { ...common, PORT: String(authPort) });
  start('career', 'services/career/dist/main.js', { ...common, PORT: String(careerPort), OPENAI_API_KEY: '' });
  start('gateway', 'gateway/dist/main.js', {
    ...common,
    // One user hammers the gateway here: its per-user limits of costly routes would refuse the measurement.
    RATE_LIMITS: 'off',
    PORT: String(gatewayPort),
    AUTH_SERVICE_URL: urls.auth,
    CAREER_SERVICE_URL: urls.career,
  });
  for (const [name, url] of Object.entries(urls)) await waitForHttp(`${url}/health`, { isAlive: () => alive(name) });

  const cookie = await register(urls.gateway);
  const people = Object.values(SAMPLE_PEOPLE).map((p) => JSON.stringify(sampleSubmission(p)));
  const submit = async (i) => {
    const t0 = performance.now();
    const res = await fetch(`${urls.gateway}/api/quiz/responses`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: people[i % people.length],
    });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 201 || !Array.isArray(body.recommendations) || body.recommendations.length === 0) {
      throw new Error(`submission ${i} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return ms;
  };
  for (let i = 0; i < 5; i++) await submit(i); // warm-up: JIT, connection pools, BullMQ connections
  const times = [];
  for (let i = 0; i < SUBMISSIONS; i++) times.push(await submit(i));
  times.sort((x, y) => x - y);
  const p50 = pct(times, 50);
  const p95 = pct(times, 95);
  console.log(
    `(b) quiz submit -> matches through the gateway, ${SUBMISSIONS} sequential submissions (one user, retakes): ` +
      `p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms, max ${fmt(times.at(-1))} ms`,
  );

  const submitHolds = p50 < BUDGET.submitP50Ms;
  console.log('\nBudget');
  console.log(
    `  engine median < ${BUDGET.engineMedianMs} ms: ${fmt(engine.medianMs, 2)} ms  ${engineHolds ? 'HOLDS' : 'DOES NOT HOLD'}`,
  );
  console.log(`  submit p50 < ${BUDGET.submitP50Ms} ms: ${fmt(p50)} ms  ${submitHolds ? 'HOLDS' : 'DOES NOT HOLD'}`);
  return engineHolds && submitHolds ? 0 : 1;
}

/** A real account, registered through the gateway as the browser would; returns its session cookie. */
async function register(gatewayUrl) {
  const res = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-career-${Date.now()}@example.com`,
      password: 'bench-password-1',
    }),
  });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const procs = new ProcessGroup();
const start = (name, script, extraEnv) => procs.start(name, script, extraEnv);
const alive = (name) => procs.alive(name);

await runBenchmark('bench:career', procs, main, async () => env?.cleanup());
