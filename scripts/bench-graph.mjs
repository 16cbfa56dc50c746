// The read graph's budget (issue 15): the dashboard's data in one /graphql request through the gateway, against the
// REST calls the dashboard page made before (GET /api/auth/user, /api/dashboard, /api/jobs/insights and
// /api/subscription, in parallel as the browser sends them), for one user who has taken the quiz (12 matches) on the same running product.
// Both sides read GET /api/auth/user: the page shows the session's user (greeting, header, Profile tab) from it, and
// the Dashboard query no longer asks auth for the same profile again. The Dashboard query goes as the SPA sends it: by
// its persisted hash, with its operation name (scripts/dashboard-pages.mjs).
// At 2 and at 10 concurrent page loads: p50 and p95 of one page's worth of data and the CPU every server process used
// per page. The two sides are measured in alternating rounds (REST then graph, then graph then REST, ...), so that
// neither is always second on a machine whose load drifts. Budget: at both numbers of connections, the graph's CPU
// per page, p50 and p95 are each no more than the REST calls'. Not a test: timing decides nothing in CI.
//
//   npm run bench:graph                       builds what it runs, then measures (about a minute and a half)
//   npm run bench:graph -- --no-build         measures the dist/ folders that are there
//   npm run bench:graph -- --duration 8       seconds per side and number of connections (default 12)
//   npm run bench:graph -- --rounds 6         alternating rounds the duration is split into (default 8, even)
//   npm run bench:graph -- --cpu-prof DIR     V8 CPU profiles of the gateway and every service, written to DIR at the end
//   npm run bench:graph -- --only graph       measures only the graph (or only rest), e.g. while profiling
//   npm run bench:graph -- --gateway gateway/before/dist/main.js
//                                             another build of the gateway (a before/after comparison: two runs side
//                                             by side share the machine's load alike)
//   npm run bench:graph -- --send-text        the Dashboard query as its text, not its persisted hash
//   npm run bench:graph -- --node-args 'gateway,career=--max-semi-space-size=32'
//                                             Node/V8 flags for the named processes (`all`: every one), repeatable
//   PORT=5400 SERVICE_PORT_BASE=5500          the gateway's and the services' ports (default: free ones)
//
// Every server is its own process started from its dist/ with a throwaway database and Redis prefix.
// Exit code 0 when the budget holds, 1 when it does not, 2 when the benchmark itself failed.
import { readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import path from 'node:path';
import { Agent } from 'undici';
import { dashboardPages, loadBuilt, SERVICE_NAMES, stackPlan } from './dashboard-pages.mjs';
import { cpuProfileArgs, nodeBin, ProcessGroup, root, run, runBenchmark, waitForHttp } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const DURATION_S = Number(option('duration', '12'));
const ROUNDS = Math.max(2, 2 * Math.round(Number(option('rounds', '8')) / 2));
const PROFILE_DIR = option('cpu-prof', null);
const ONLY = option('only', null);
const GATEWAY_SCRIPT = option('gateway', null);
const SEND_TEXT = args.includes('--send-text');
// `--node-args 'gateway,career=--max-semi-space-size=32'`: Node/V8 flags for some processes (`all` for every one),
// repeatable; to compare a setting, run the bench with and without it one after the other, more than once.
const EXTRA_NODE_ARGS = args
  .flatMap((a, i) => (a === '--node-args' ? [args[i + 1]] : []))
  .map((spec) => {
    const at = spec.indexOf('=');
    return {
      names: spec.slice(0, at).split(','),
      flags: spec
        .slice(at + 1)
        .split(' ')
        .filter(Boolean),
    };
  });
const extraNodeArgs = (name) =>
  EXTRA_NODE_ARGS.flatMap(({ names, flags }) => (names.includes(name) || names.includes('all') ? flags : []));
const nodeArgs = (name) => [...extraNodeArgs(name), ...(PROFILE_DIR ? cpuProfileArgs(PROFILE_DIR, name) : [])];
const WARMUP_S = 2;
const IDLE_S = 4;
const CONNECTIONS = [2, 10];

let env;
const procs = new ProcessGroup();

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building (npm run build: tsc -b and the supergraph)...');
    await run(nodeBin, [path.join(root, 'scripts/build.mjs')]);
  }
  const { createTestEnv } = await loadBuilt('libs/platform/dist/testing/index.js');
  env = await createTestEnv('benchgraph');
  const plan = await stackPlan(env, 'bench');
  for (const name of [...SERVICE_NAMES, 'gateway']) {
    const other = name === 'gateway' && GATEWAY_SCRIPT;
    // A build elsewhere than gateway/dist finds the supergraph the build composed there, not beside itself.
    const envOf = other
      ? { ...plan.envOf(name), SUPERGRAPH_FILE: path.join(root, 'gateway/dist/supergraph.graphql') }
      : plan.envOf(name);
    procs.start(name, other ? GATEWAY_SCRIPT : plan.scriptOf(name), envOf, nodeArgs(name));
  }
  for (const name of SERVICE_NAMES) await waitForHttp(`${plan.urls[name]}/health`, { timeoutMs: 120_000 });
  await waitForHttp(`${plan.gateway}/health`);

  const dispatcher = new Agent({ keepAliveTimeout: 30_000, connections: 32 });
  const pages = await dashboardPages(plan.gateway, dispatcher, 'bench-graph', { sendText: SEND_TEXT });
  const targets = {
    rest: { label: 'REST: user+dashboard+insights+sub', once: pages.rest },
    graph: { label: 'graph: user + the Dashboard query', once: pages.graph },
  };

  const sides = Object.keys(targets).filter((key) => !ONLY || ONLY === key);
  const phaseS = DURATION_S / ROUNDS;
  console.log(
    `\nOne page of dashboard data, ${DURATION_S} s per line in ${ROUNDS} alternating rounds of ${fmt(phaseS, 1)} s ` +
      `(after ${WARMUP_S} s warm-up each)`,
  );
  // What the processes use with no page loading (pollers, timers): charged to every page measured, more to a line
  // that loads fewer pages a second. Shown, not subtracted.
  const idleBefore = cpuTimes(procs);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const idle = Object.entries(cpuTimes(procs)).map(([name, ms]) => [name, (ms - (idleBefore[name] ?? ms)) / IDLE_S]);
  const idleTotal = idle.reduce((sum, [, ms]) => sum + ms, 0);
  if (idle.length) {
    console.log(
      `Idle CPU, ms a second (over ${IDLE_S} s with no page loading): ` +
        `${idle.map(([n, ms]) => `${n} ${fmt(ms, 1)}`).join(', ')} = ${fmt(idleTotal, 1)}`,
    );
  }
  const results = {};
  for (const connections of CONNECTIONS) {
    for (const key of sides) await measure(targets[key].once, connections, WARMUP_S);
    const pooled = Object.fromEntries(sides.map((key) => [key, { latencies: [], pages: 0, seconds: 0, cpu: {} }]));
    for (let round = 0; round < ROUNDS; round++) {
      // REST first in even rounds, the graph first in odd ones: each side is measured first as often as second.
      for (const key of round % 2 ? [...sides].reverse() : sides) {
        const cpuBefore = cpuTimes(procs);
        const r = await measure(targets[key].once, connections, phaseS);
        addCpu(pooled[key].cpu, cpuBefore, cpuTimes(procs));
        pooled[key].latencies.push(...r.latencies);
        pooled[key].pages += r.pages;
        pooled[key].seconds += phaseS;
        pooled[key].bytes = r.bytes;
      }
    }
    for (const key of sides) {
      const r = summarise(pooled[key]);
      results[`${key}${connections}`] = r;
      console.log(
        `${targets[key].label.padEnd(36)} ${String(connections).padStart(2)} conns  ${fmt(r.rate, 0).padStart(6)} pages/s  ` +
          `p50 ${fmt(r.p50, 2)} ms  p95 ${fmt(r.p95, 2)} ms  ${fmt(r.bytes / 1024, 1)} KB/page`,
      );
      if (r.cpuLine) {
        console.log(
          `${' '.repeat(4)}CPU ms per page: ${r.cpuLine} (of which idle work, at ${fmt(r.rate, 0)} pages/s: ` +
            `${fmt(idleTotal / r.rate, 2)})`,
        );
      }
    }
  }
  if (ONLY) return 0;
  console.log('\nBudget: graph / REST (no more than 1.00 each)');
  let holds = true;
  for (const c of CONNECTIONS) {
    const g = results[`graph${c}`];
    const r = results[`rest${c}`];
    const parts = [
      ['CPU/page', g.cpuTotal, r.cpuTotal],
      ['p50', g.p50, r.p50],
      ['p95', g.p95, r.p95],
    ];
    for (const [, graph, rest] of parts) if (!(graph <= rest)) holds = false;
    console.log(
      `  ${String(c).padStart(2)} conns: ` +
        parts
          .map(([name, graph, rest]) => `${name} ${fmt(graph, 2)} / ${fmt(rest, 2)} ms (${fmt(graph / rest, 2)})`)
          .join(', '),
    );
  }
  console.log(`  the graph costs no more than the REST calls together: ${holds ? 'HOLDS' : 'DOES NOT HOLD'}`);
  if (loadavg()[0] > cpus().length) {
    console.log(
      `  Note: load average ${fmt(loadavg()[0], 1)} on ${cpus().length} CPUs: other work shared the machine.`,
    );
  }
  await dispatcher.close();
  return holds ? 0 : 1;
}

/** One side's pooled rounds: pages per second, p50 and p95 of every page, CPU ms per page by process and in all. */
function summarise({ latencies, pages, seconds, cpu, bytes }) {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const per = Object.entries(cpu).map(([name, ms]) => [name, ms / pages]);
  const cpuTotal = per.length && pages ? per.reduce((sum, [, ms]) => sum + ms, 0) : NaN;
  const cpuLine =
    per.length && pages ? `${per.map(([n, ms]) => `${n} ${fmt(ms, 2)}`).join(', ')} = ${fmt(cpuTotal, 2)}` : null;
  return { rate: pages / seconds, pages, p50: at(0.5), p95: at(0.95), bytes, cpuTotal, cpuLine };
}

/** `connections` loops, each loading a page after the other, for `seconds`; the latency of every page. */
async function measure(once, connections, seconds) {
  const latencies = [];
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        bytes = await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, pages: latencies.length, bytes };
}

/** CPU time (user + system, ms) each server process has used so far, from /proc (Linux; empty elsewhere). */
function cpuTimes(group) {
  const times = {};
  for (const child of group.children) {
    try {
      // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      times[child.label] = (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return {};
    }
  }
  return times;
}

/** Adds each process's CPU ms between two snapshots to `into` (nothing when /proc could not be read). */
function addCpu(into, before, after) {
  for (const name of Object.keys(after))
    if (name in before) into[name] = (into[name] ?? 0) + after[name] - before[name];
}

const fmt = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : String(n));

await runBenchmark('bench:graph', procs, main, async () => env?.cleanup());
