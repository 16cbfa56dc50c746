// Instructions the gateway spends on one page of the dashboard's data, through the graph and over REST (the two sides
// of `npm run bench:graph`), counted by valgrind's callgrind, which a shared machine's load does not blur the way it
// blurs CPU time. The services run as in the bench; the gateway runs under callgrind with instrumentation off until
// the warm-up is done, then on only while each side's pages are loaded one after the other, in alternating rounds.
//
//   node scripts/profile-graph.mjs                     needs a build (npm run build); about five minutes
//   node scripts/profile-graph.mjs --pages 30 --rounds 2 --warmup 100 --out DIR
//   node scripts/profile-graph.mjs --process career   a service under callgrind instead of the gateway
//   node scripts/profile-graph.mjs --gateway gateway/before/dist/main.js
//                                                      another build of the gateway (a before/after comparison: two
//                                                      runs side by side share the machine's load alike)
//   node scripts/profile-graph.mjs --connections 10 --node-args '--max-semi-space-size=32'
//                                                      pages loaded 10 at a time; Node/V8 flags for the process
//                                                      under callgrind
//   node scripts/profile-graph.mjs --send-text         the Dashboard query as its text, not its persisted hash
//   PORT=4400 SERVICE_PORT_BASE=4410                 the gateway's and the services' ports (default: free ones)
//
// Prints M instructions a page on the gateway's main thread (and in all its threads) per side and round, and the
// functions that cost most on a graph page (self cost, from the last round's dump; `callgrind_annotate` reads the
// dumps left in DIR).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Agent } from 'undici';
import { dashboardPages, loadBuilt, SERVICE_NAMES, stackPlan } from './dashboard-pages.mjs';
import { nodeBin, ProcessGroup, root, runBenchmark, sleep, waitForHttp } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const PAGES = Number(option('pages', '30'));
const ROUNDS = Number(option('rounds', '2'));
const WARMUP = Number(option('warmup', '100'));
const OUT = path.resolve(option('out', `/tmp/profile-graph-${process.pid}`));
const TARGET = option('process', 'gateway');
const GATEWAY_SCRIPT = option('gateway', null);
const SEND_TEXT = args.includes('--send-text');
// Node/V8 flags for the process under callgrind (`--node-args '--max-semi-space-size=32'`), and how many pages are
// loaded at once (a garbage collection's work depends on what is in flight when it runs).
const NODE_ARGS = (option('node-args', '') ?? '').split(' ').filter(Boolean);
const CONNECTIONS = Number(option('connections', '1'));

let env;
const procs = new ProcessGroup();

async function main() {
  mkdirSync(OUT, { recursive: true });
  const { createTestEnv } = await loadBuilt('libs/platform/dist/testing/index.js');
  env = await createTestEnv('profgraph');
  const plan = await stackPlan(env, 'profile');
  const { common, urls, gateway } = plan;
  const scriptOf = (name) => (name === 'gateway' && GATEWAY_SCRIPT ? GATEWAY_SCRIPT : plan.scriptOf(name));
  // A build elsewhere than gateway/dist finds the supergraph the build composed there, not beside itself.
  const envOf = (name) =>
    name === 'gateway' && GATEWAY_SCRIPT
      ? { ...plan.envOf(name), SUPERGRAPH_FILE: path.join(root, 'gateway/dist/supergraph.graphql') }
      : plan.envOf(name);
  let valgrind;
  for (const name of [...SERVICE_NAMES, 'gateway']) {
    if (name !== TARGET) {
      procs.start(name, scriptOf(name), envOf(name));
      continue;
    }
    valgrind = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--instr-atstart=no',
        '--separate-threads=yes',
        `--callgrind-out-file=${OUT}/${name}.%p`,
        nodeBin,
        ...NODE_ARGS,
        // callgrind_control's commands reach the process when it runs code (vgdb cannot interrupt an idle one
        // here): a timer wakes it every 20 ms.
        '--import',
        'data:text/javascript,setInterval(()=>{},20).unref()',
        path.join(root, scriptOf(name)),
      ],
      { cwd: root, env: { ...process.env, ...envOf(name) }, stdio: ['ignore', 'inherit', 'pipe'] },
    );
    valgrind.label = name;
    valgrind.stderr.on('data', () => {}); // valgrind's own chatter
    procs.children.push(valgrind);
  }
  for (const name of SERVICE_NAMES) await waitForHttp(`${urls[name]}/health`, { timeoutMs: 300_000 });
  await waitForHttp(`${gateway}/health`, { timeoutMs: 300_000 });

  const dispatcher = new Agent({ keepAliveTimeout: 60_000, connections: 8 });
  const sides = await dashboardPages(gateway, dispatcher, 'profile-graph', { sendText: SEND_TEXT });
  const pid = valgrind.pid;
  const control = (...a) => {
    const out = execFileSync('callgrind_control', [...a, String(pid)], {
      stdio: 'pipe',
      // vgdb names its pipes after $HOST, which the gateway's environment sets to its interface
      env: { ...process.env, HOST: common.HOST },
    }).toString();
    if (!/OK/.test(out)) throw new Error(`callgrind_control ${a.join(' ')}: ${out}`);
  };

  console.log(`warming up: ${WARMUP} pages of each side`);
  // `count` pages of one side, CONNECTIONS at a time.
  const load = async (once, count) => {
    let left = count;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (left-- > 0) await once();
      }),
    );
  };
  for (const once of Object.values(sides)) await load(once, WARMUP);
  const sizes = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? ['graph', 'rest'] : ['rest', 'graph']) {
      control('-z');
      control('-i', 'on');
      await load(async () => (sizes[side] = await sides[side]()), PAGES);
      control('-i', 'off');
      control('-d', `${side}-${round}`);
      await sleep(500);
    }
  }
  await dispatcher.close();
  await sleep(1000);

  // One file per dump and thread: gateway.<pid>.<dump>-<thread>; the dump's description names the side and round.
  const rows = [];
  for (const file of readdirSync(OUT).filter((f) => f.startsWith(`${TARGET}.${pid}.`))) {
    const text = readFileSync(path.join(OUT, file), 'utf8');
    const desc = /^desc: Trigger: dump (.*)$/m.exec(text)?.[1];
    const totals = Number(/^totals: (\d+)/m.exec(text)?.[1] ?? 0);
    const thread = Number(/-(\d+)$/.exec(file)?.[1] ?? 1);
    if (desc) rows.push({ desc, thread, totals, file });
  }
  const by = {};
  for (const r of rows) {
    by[r.desc] ??= { main: 0, all: 0, file: null };
    by[r.desc].all += r.totals;
    if (r.thread === 1) Object.assign(by[r.desc], { main: r.totals, file: r.file });
  }
  console.log(
    `\nM instructions a page in ${TARGET} (${PAGES} pages a dump; bytes a page: rest ${sizes.rest}, graph ${sizes.graph})`,
  );
  for (const [desc, v] of Object.entries(by).sort()) {
    console.log(
      `  ${desc.padEnd(10)} main thread ${(v.main / PAGES / 1e6).toFixed(2)}  all threads ${(v.all / PAGES / 1e6).toFixed(2)}  ${v.file}`,
    );
  }
  const last = by[`graph-${ROUNDS - 1}`]?.file;
  if (last) {
    const annotated = execFileSync('callgrind_annotate', ['--threshold=90', path.join(OUT, last)], {
      maxBuffer: 64 << 20,
    }).toString();
    console.log(`\nA graph page's costliest functions (self, main thread, ${PAGES} pages):`);
    console.log(
      annotated
        .split('\n')
        .filter((l) => /^\s*[\d,]+ \(/.test(l))
        .slice(0, 40)
        .join('\n'),
    );
  }
  return 0;
}

await runBenchmark('profile-graph', procs, main, async () => env?.cleanup());
