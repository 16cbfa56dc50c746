// Instructions the gateway spends on one page of the dashboard's data, through the graph and over REST (the two sides
// of `npm run bench:graph`), counted by valgrind's callgrind, which a shared machine's load does not blur the way it
// blurs CPU time. The services run as in the bench; the gateway runs under callgrind with instrumentation off until
// the warm-up is done, then on only while each side's pages are loaded one after the other, in alternating rounds.
//
//   node scripts/profile-graph.mjs                     needs a build (npm run build); about five minutes
//   node scripts/profile-graph.mjs --pages 30 --rounds 2 --warmup 100 --out DIR
//   node scripts/profile-graph.mjs --process career   a service under callgrind instead of the gateway
//   PORT=4400 SERVICE_PORT_BASE=4410                 the gateway's and the services' ports (default: free ones)
//
// Prints M instructions a page on the gateway's main thread (and in all its threads) per side and round, and the
// functions that cost most on a graph page (self cost, from the last round's dump; `callgrind_annotate` reads the
// dumps left in DIR).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Agent, fetch } from 'undici';
import { freePort, nodeBin, ProcessGroup, root, runBenchmark, sleep, waitForHttp } from './lib.mjs';

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
const SERVICES = ['auth', 'career', 'resume', 'interview', 'jobs', 'billing'];
const REST_CALLS = ['/api/auth/user', '/api/dashboard', '/api/jobs/insights', '/api/subscription'];
const load = (rel) => import(pathToFileURL(path.join(root, rel)).href);

let env;
const procs = new ProcessGroup();

async function main() {
  mkdirSync(OUT, { recursive: true });
  const { createTestEnv } = await load('libs/platform/dist/testing/index.js');
  const { DASHBOARD_QUERY } = await load('libs/contracts/dist/index.js');
  const { SAMPLE_PEOPLE, sampleSubmission } = await load('services/career/dist/quiz/sample-answers.js');
  env = await createTestEnv('profgraph');
  const common = {
    ...env.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    INTERNAL_SECRET: `profile-${randomUUID()}`,
    HOST: '127.0.0.1',
    JOB_BOARDS: 'none',
  };
  const base = process.env.SERVICE_PORT_BASE ? Number(process.env.SERVICE_PORT_BASE) : null;
  const urls = {};
  for (const [i, name] of SERVICES.entries()) {
    urls[name] = `http://127.0.0.1:${base === null ? await freePort() : base + 1 + i}`;
  }
  const gatewayPort = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const envOf = (name) =>
    name === 'gateway'
      ? {
          ...common,
          RATE_LIMITS: 'off',
          PORT: String(gatewayPort),
          ...Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_SERVICE_URL`, urls[s]])),
        }
      : { ...common, PORT: new URL(urls[name]).port };
  const scriptOf = (name) => (name === 'gateway' ? 'gateway/dist/main.js' : `services/${name}/dist/main.js`);
  let valgrind;
  for (const name of [...SERVICES, 'gateway']) {
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
  for (const name of SERVICES) await waitForHttp(`${urls[name]}/health`, { timeoutMs: 300_000 });
  await waitForHttp(`${gateway}/health`, { timeoutMs: 300_000 });

  const register = await fetch(`${gateway}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Prof',
      lastName: 'Graph',
      email: `prof-${Date.now()}@example.com`,
      password: 'profile-password',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const quiz = await fetch(`${gateway}/api/quiz/responses`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(sampleSubmission(Object.values(SAMPLE_PEOPLE)[0])),
  });
  if (quiz.status !== 201) throw new Error(`quiz submit answered ${quiz.status}`);

  const dispatcher = new Agent({ keepAliveTimeout: 60_000, connections: 8 });
  const get = async (p) => {
    const res = await fetch(gateway + p, { headers: { cookie }, dispatcher });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
    return text.length;
  };
  const graphBody = JSON.stringify({ query: DASHBOARD_QUERY, variables: { premium: false } });
  const dashboard = async () => {
    const res = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: graphBody,
      dispatcher,
    });
    const text = await res.text();
    const json = JSON.parse(text);
    if (res.status !== 200 || json.errors) throw new Error(`graph answered ${res.status}: ${text.slice(0, 300)}`);
    if (json.data.me.career.recommendations.length === 0) throw new Error('no matches');
    return text.length;
  };
  const sides = {
    rest: async () => (await Promise.all(REST_CALLS.map(get))).reduce((a, b) => a + b),
    graph: async () => (await Promise.all([get('/api/auth/user'), dashboard()])).reduce((a, b) => a + b),
  };
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
  for (let i = 0; i < WARMUP; i++) for (const once of Object.values(sides)) await once();
  const sizes = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? ['graph', 'rest'] : ['rest', 'graph']) {
      control('-z');
      control('-i', 'on');
      for (let i = 0; i < PAGES; i++) sizes[side] = await sides[side]();
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
