// Gateway performance budget (issue 2, section 8). On loopback, with autocannon, in one run:
//   (a) GET /api/auth/user signed in, straight to the auth service (with valid signed identity headers);
//   (b) the same call through the gateway (with the session cookie);
//   (c) the floor of any proxy hop here: a bare node:http JSON server behind a bare undici forwarding server.
// Each for 10 s at 2 and at 10 connections; prints req/s, p50 and p99, the ratios, and whether the budget holds:
//   (b) keeps at least 40% of (a)'s req/s at 10 connections, and adds at most 1 ms to (a)'s p50 at 2 connections.
//
//   npm run bench:gateway                      builds what it runs, then measures (about 80 s)
//   npm run bench:gateway -- --no-build        measures the dist/ folders that are there
//   npm run bench:gateway -- --duration 5      seconds per measurement (default 10)
//   npm run bench:gateway -- --log-level info  log level of the measured processes (default warn: no access lines)
//   npm run bench:gateway -- --rounds 3        repeat the whole set, interleaved, and judge the medians
//
// Every server is its own process (as in production), started from its dist/ with a throwaway database and Redis
// prefix. Exit code 0 when the budget holds, 1 when it does not, 2 when the benchmark itself failed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, nodeBin, ProcessGroup, root, run, runBenchmark, waitForHttp } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const DURATION_S = Number(option('duration', '10'));
const WARMUP_S = 3;
const LOG_LEVEL = option('log-level', 'warn');
const ROUNDS = Math.max(1, Number(option('rounds', '1')));
const CONNECTIONS = [2, 10];
const BUDGET = { minThroughputRatio: 0.4, maxAddedP50Ms: 1 };

let env;

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building contracts, platform, auth and gateway (tsc -b)...');
    await run(nodeBin, [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-b',
      'libs/contracts',
      'libs/platform',
      'services/auth',
      'gateway',
    ]);
  }
  const { createTestEnv } = await import(path.join(root, 'libs/platform/dist/testing/index.js'));
  const { signIdentity } = await import(path.join(root, 'libs/platform/dist/index.js'));

  env = await createTestEnv('benchgateway');
  const secret = `bench-${randomUUID()}`;
  const common = { ...env.env, NODE_ENV: 'production', LOG_LEVEL, INTERNAL_SECRET: secret, HOST: '127.0.0.1' };

  const [authPort, gatewayPort, barePort, bareProxyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const authUrl = `http://127.0.0.1:${authPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  start('auth', path.join(root, 'services/auth/dist/main.js'), { ...common, PORT: String(authPort) });
  start('gateway', path.join(root, 'gateway/dist/main.js'), {
    ...common,
    // One user hammers the gateway here: its per-user limits of costly routes would refuse the measurement.
    RATE_LIMITS: 'off',
    PORT: String(gatewayPort),
    AUTH_SERVICE_URL: authUrl,
  });
  await waitForHttp(`${authUrl}/health`, { isAlive: () => alive('auth') });
  await waitForHttp(`${gatewayUrl}/health`, { isAlive: () => alive('gateway') });

  // A real account, registered through the gateway as the browser would.
  const register = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password-1',
    }),
  });
  if (register.status !== 200 && register.status !== 201) {
    throw new Error(`registration through the gateway failed: ${register.status} ${await register.text()}`);
  }
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie } });
  const userBody = await me.text();
  if (me.status !== 200) throw new Error(`GET /api/auth/user through the gateway answered ${me.status}: ${userBody}`);
  const user = JSON.parse(userBody);

  // (c): the same answer body, so that (c) moves the same bytes as (a) and (b).
  start('bare', null, { PORT: String(barePort), BODY: userBody }, BARE_SERVER);
  start('bare-proxy', null, { PORT: String(bareProxyPort), UPSTREAM: `http://127.0.0.1:${barePort}` }, BARE_PROXY);
  await waitForHttp(`http://127.0.0.1:${barePort}/`, { isAlive: () => alive('bare') });
  await waitForHttp(`http://127.0.0.1:${bareProxyPort}/`, { isAlive: () => alive('bare-proxy') });

  const targets = {
    a: {
      label: '(a) auth service, direct',
      url: `${authUrl}/api/auth/user`,
      // Identity signatures live 60 s, so each measurement gets freshly signed headers.
      headers: () =>
        signIdentity(
          secret,
          { userId: user.id, plan: user.isPremium ? 'premium' : 'free', requestId: randomUUID() },
          { method: 'GET', url: '/api/auth/user' },
        ),
    },
    b: { label: '(b) through the gateway', url: `${gatewayUrl}/api/auth/user`, headers: () => ({ cookie }) },
    c: {
      label: '(c) bare node:http + undici hop',
      url: `http://127.0.0.1:${bareProxyPort}/api/auth/user`,
      headers: () => ({}),
    },
  };

  console.log(
    `\nnode ${process.version}, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, ${ROUNDS} round(s), LOG_LEVEL=${LOG_LEVEL}, ` +
      'autocannon in this process; latency from every 2xx response.\n',
  );
  const runs = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      for (const [key, target] of Object.entries(targets)) {
        if (round === 1) await measure(target, connections, WARMUP_S);
        const result = await measure(target, connections, DURATION_S);
        (runs[`${key}${connections}`] ??= []).push(result);
        console.log(line(target.label, connections, result) + (ROUNDS > 1 ? `  (round ${round})` : ''));
      }
    }
  }
  // With several rounds, each figure is the median over the rounds, which keeps a noisy minute from deciding.
  const results = Object.fromEntries(Object.entries(runs).map(([k, list]) => [k, medianResult(list)]));
  if (ROUNDS > 1) {
    console.log(`\nMedians over ${ROUNDS} rounds`);
    for (const connections of CONNECTIONS) {
      for (const [key, target] of Object.entries(targets))
        console.log(line(target.label, connections, results[`${key}${connections}`]));
    }
  }

  const a10 = results.a10,
    b10 = results.b10,
    c10 = results.c10,
    a2 = results.a2,
    b2 = results.b2,
    c2 = results.c2;
  const throughputRatio = b10.rps / a10.rps;
  const addedP50 = b2.p50 - a2.p50;
  console.log('\nRatios');
  console.log(`  b/a req/s   2 conns ${fmt(b2.rps / a2.rps, 2)}   10 conns ${fmt(throughputRatio, 2)}`);
  console.log(
    `  b/c req/s   2 conns ${fmt(b2.rps / c2.rps, 2)}   10 conns ${fmt(b10.rps / c10.rps, 2)}   (the gateway's own cost over a bare hop)`,
  );
  console.log(
    `  p50 added by the gateway (b - a)   2 conns ${fmt(addedP50, 3)} ms   10 conns ${fmt(b10.p50 - a10.p50, 3)} ms`,
  );

  const bad = Object.values(results).some((r) => r.bad > 0);
  const holdsThroughput = throughputRatio >= BUDGET.minThroughputRatio;
  const holdsLatency = addedP50 <= BUDGET.maxAddedP50Ms;
  console.log('\nBudget');
  console.log(
    `  (b) >= 40% of (a) req/s at 10 conns: ${fmt(throughputRatio * 100, 1)}%  ${holdsThroughput ? 'HOLDS' : 'DOES NOT HOLD'}`,
  );
  console.log(
    `  (b) p50 <= (a) p50 + 1 ms at 2 conns: +${fmt(addedP50, 3)} ms  ${holdsLatency ? 'HOLDS' : 'DOES NOT HOLD'}`,
  );
  if (bad) console.log('  Some requests failed (see above): the figures are not valid.');
  const maxSteal = Math.max(
    ...Object.values(runs)
      .flat()
      .map((r) => r.stealPct),
  );
  if (maxSteal > 7.5) {
    console.log(
      `  Note: up to ${fmt(maxSteal, 1)}% CPU steal (a busy host) during the runs; compare ratios, not absolute figures.`,
    );
  }
  const load = loadavg()[0];
  if (load > 3) {
    console.log(
      `  Note: load average ${fmt(load, 1)} on ${cpus().length} CPUs: other work shared the machine; re-run when it is quiet.`,
    );
  }
  return bad ? 2 : holdsThroughput && holdsLatency ? 0 : 1;
}

function line(label, connections, result) {
  return (
    `${label.padEnd(34)} ${String(connections).padStart(2)} conns  ${fmt(result.rps, 0).padStart(7)} req/s  ` +
    `p50 ${fmt(result.p50, 3)} ms  p99 ${fmt(result.p99, 3)} ms  steal ${fmt(result.stealPct, 1)}%` +
    (result.bad ? `  (${result.bad} non-2xx/errors!)` : '')
  );
}

function medianResult(list) {
  const median = (values) => {
    const sorted = [...values].sort((x, y) => x - y);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return {
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    stealPct: median(list.map((r) => r.stealPct)),
    bad: list.reduce((sum, r) => sum + r.bad, 0),
  };
}

/** One autocannon run; latency percentiles from every 2xx response (autocannon's own histogram has 1 ms steps). */
async function measure(target, connections, seconds) {
  const latencies = [];
  const steal0 = cpuTicks();
  const instance = autocannon({ url: target.url, connections, duration: seconds, headers: target.headers() });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const steal1 = cpuTicks();
  latencies.sort((x, y) => x - y);
  const pct = (p) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN;
  return {
    rps: result.requests.average,
    p50: pct(50),
    p99: pct(99),
    bad: result.non2xx + result.errors + result.timeouts,
    stealPct: steal1 && steal0 ? (100 * (steal1.steal - steal0.steal)) / Math.max(1, steal1.total - steal0.total) : 0,
  };
}

/** Hypervisor steal time: on a shared VM it explains runs that are slow for reasons outside this machine. */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((s, v) => s + v, 0) };
  } catch {
    return null;
  }
}

const fmt = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

const procs = new ProcessGroup();
const start = (name, script, extraEnv, inlineSource) =>
  procs.start(name, inlineSource ? { source: inlineSource } : script, extraEnv);
const alive = (name) => procs.alive(name);

// The floor, as in research/perf-baselines.md: a JSON answer from node:http...
const BARE_SERVER = `
import http from 'node:http';
const body = Buffer.from(process.env.BODY);
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

// ...behind a node:http server that forwards with undici.request over a keep-alive Agent and streams the answer back.
const BARE_PROXY = `
import http from 'node:http';
import { Agent, request } from 'undici';
const upstream = process.env.UPSTREAM;
const dispatcher = new Agent({ keepAliveTimeout: 30000 });
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'te', 'upgrade', 'trailer', 'proxy-connection']);
http.createServer(async (req, res) => {
  const headers = {};
  for (const k in req.headers) if (!HOP.has(k)) headers[k] = req.headers[k];
  try {
    const up = await request(upstream + req.url, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? null : req, dispatcher });
    const out = {};
    for (const k in up.headers) if (!HOP.has(k)) out[k] = up.headers[k];
    res.writeHead(up.statusCode, out);
    for await (const chunk of up.body) res.write(chunk);
    res.end();
  } catch {
    res.writeHead(503).end();
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

await runBenchmark('bench:gateway', procs, main, async () => env?.cleanup());
