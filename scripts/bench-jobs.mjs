// Job search budget (issue 11): over an index of 100,000 listings, 20 concurrent clients run mixed searches
// (keywords, places, levels, types, remote, pages) through the gateway for a fixed number of requests; p95 must stay
// under 50 ms. Prints p50/p95/p99, searches per second and the CPU each search cost per process.
//
//   npm run bench:jobs                          builds what it runs, then measures (the first run writes the index)
//   npm run bench:jobs -- --no-build            measures the dist/ folders that are there
//   npm run bench:jobs -- --listings 100000 --concurrency 20 --requests 4000
//   npm run bench:jobs -- --keep               keep the index in a fixed database for the next run
//   npm run bench:jobs -- --direct             also run the mix against the jobs service itself (no gateway), with
//                                              the signed identity headers the gateway would send
//
// The jobs service and the gateway are separate processes started from dist/ on a throwaway database and Redis prefix.
// The index is the demo generator's, at the asked size (the same code that seeds a fresh machine). Sessions are written
// to Redis as the auth service writes them. Exit code 0 when the budget holds, 1 when not, 2 when the benchmark failed.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { queryMix } from './bench-jobs-mix.mjs';
import {
  cpuPerOp,
  cpuSnapshot,
  freePort,
  nodeBin,
  ProcessGroup,
  root,
  run,
  runBenchmark,
  waitForHttp,
} from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const LISTINGS = Number(option('listings', '100000'));
const CONCURRENCY = Number(option('concurrency', '20'));
const REQUESTS = Number(option('requests', '4000'));
const LOG_LEVEL = option('log-level', 'warn');
/** Keep the index between runs (a fixed database, not dropped): the first run writes it, later ones reuse it. */
const KEEP = args.includes('--keep');
const DIRECT = args.includes('--direct');
const BUDGET_P95_MS = 50;

const load = (rel) => import(pathToFileURL(path.join(root, rel)).href);
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let env;
const procs = new ProcessGroup();

async function main() {
  if (!args.includes('--no-build')) {
    const projects = ['libs/contracts', 'libs/platform', 'services/jobs', 'gateway'];
    console.log(`Building ${projects.join(', ')} (tsc -b)...`);
    await run(nodeBin, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', ...projects]);
  }
  const { createTestEnv } = await load('libs/platform/dist/testing/index.js');
  const { createRedis, SessionStore, SESSION_COOKIE } = await load('libs/platform/dist/index.js');
  env = await createTestEnv('benchjobs');
  if (KEEP) {
    const { dropDatabase, ensureDatabase } = await load('libs/platform/dist/index.js');
    await dropDatabase(env.databaseUrl);
    const kept = new URL(env.databaseUrl);
    kept.pathname = `/pathwise_bench_jobs_${LISTINGS}`;
    await ensureDatabase(kept.toString());
    const { deleteRedisPrefix } = await load('libs/platform/dist/testing/index.js');
    const { redisUrl, redisPrefix } = env;
    env = {
      ...env,
      databaseUrl: kept.toString(),
      env: { ...env.env, DATABASE_URL: kept.toString() },
      cleanup: () => deleteRedisPrefix(redisUrl, redisPrefix),
    };
  }
  const common = {
    ...env.env,
    NODE_ENV: 'production',
    LOG_LEVEL,
    INTERNAL_SECRET: `bench-${randomUUID()}`,
    HOST: '127.0.0.1',
  };
  const [jobsPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const jobsUrl = `http://127.0.0.1:${jobsPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;

  console.log(
    `Writing an index of ${LISTINGS.toLocaleString('en-US')} listings (the jobs service does it at start)...`,
  );
  const started = Date.now();
  procs.start('jobs', 'services/jobs/dist/main.js', {
    ...common,
    PORT: String(jobsPort),
    JOB_BOARDS: 'none',
    JOBS_DEMO_LISTINGS: String(LISTINGS),
  });
  await waitForHttp(`${jobsUrl}/health`, { timeoutMs: 900_000, isAlive: () => procs.alive('jobs') });
  console.log(`  ready after ${fmt((Date.now() - started) / 1000, 0)} s`);
  // One user hammers the gateway here: its per-user limit of job searches would refuse the measurement.
  procs.start('gateway', 'gateway/dist/main.js', {
    ...common,
    RATE_LIMITS: 'off',
    PORT: String(gatewayPort),
    JOBS_SERVICE_URL: jobsUrl,
  });
  await waitForHttp(`${gatewayUrl}/health`, { isAlive: () => procs.alive('gateway') });

  const redis = createRedis(env.redisUrl);
  const session = { userId: randomUUID() };
  const { token } = await new SessionStore(redis, env.redisPrefix).create(session.userId, 'free');
  redis.disconnect();
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}`;

  const mix = queryMix(REQUESTS);
  const distinct = new Set(mix).size;
  const check = async (url, res) => {
    const body = await res.json();
    if (res.status !== 200 || !Array.isArray(body.jobs))
      throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return body;
  };
  const viaGateway = async (url) => {
    const t0 = performance.now();
    const body = await check(url, await fetch(gatewayUrl + url, { headers: { cookie } }));
    return { ms: performance.now() - t0, total: body.total_results };
  };
  const { signIdentity } = await load('libs/platform/dist/index.js');
  const direct = async (url) => {
    const t0 = performance.now();
    const identity = { userId: session.userId, plan: 'free', requestId: randomUUID() };
    const headers = signIdentity(common.INTERNAL_SECRET, identity, { method: 'GET', url });
    const body = await check(url, await fetch(jobsUrl + url, { headers }));
    return { ms: performance.now() - t0, total: body.total_results };
  };
  // Warm-up: JIT, connection pools, PostgreSQL's caches (a different mix from the measured one).
  for (const url of queryMix(300).slice(200)) await viaGateway(url);

  const database = new URL(env.databaseUrl).pathname.slice(1);
  const measure = async (label, search) => {
    const times = [];
    let next = 0;
    let empty = 0;
    const load0 = loadavg()[0];
    const before = cpuSnapshot(procs, { database });
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < mix.length) {
          const { ms, total } = await search(mix[next++]);
          times.push(ms);
          if (total === 0) empty++;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const after = cpuSnapshot(procs, { database });
    times.sort((a, b) => a - b);
    const p50 = pct(times, 50);
    const p95 = pct(times, 95);
    console.log(
      `\n${times.length} searches (${distinct} distinct: keywords, places, levels, types, remote, pages 1-3; ` +
        `${empty} found nothing), ${CONCURRENCY} concurrent, ${label}, over ${LISTINGS.toLocaleString('en-US')} listings ` +
        `(load average ${fmt(load0)} -> ${fmt(loadavg()[0])}):`,
    );
    console.log(`  p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms, p99 ${fmt(pct(times, 99))} ms, max ${fmt(times.at(-1))} ms`);
    console.log(`  ${fmt(times.length / seconds, 0)} searches per second`);
    const cpu = cpuPerOp(before, after, times.length);
    if (cpu.length) console.log(`  CPU per search: ${cpu.map(([name, ms]) => `${name} ${fmt(ms, 2)} ms`).join(', ')}`);
    return p95;
  };
  if (DIRECT) await measure('straight to the jobs service', direct);
  const p95 = await measure('through the gateway', viaGateway);
  const holds = p95 < BUDGET_P95_MS;
  console.log(`\nBudget\n  p95 < ${BUDGET_P95_MS} ms: ${fmt(p95)} ms  ${holds ? 'HOLDS' : 'DOES NOT HOLD'}`);
  return holds ? 0 : 1;
}

await runBenchmark('bench:jobs', procs, main, async () => env?.cleanup());
