// Helpers shared by the repo scripts (plain Node, no build needed).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Node 24 binary from the `node` devDependency, so children never run on an older system Node. */
export const nodeBin = existsSync(path.join(root, 'node_modules/.bin/node'))
  ? path.join(root, 'node_modules/.bin/node')
  : process.execPath;

/** Every service the product has, with its default port. A service is started only when it has been built. */
export const SERVICES = [
  { name: 'auth', port: 3101, worker: false },
  { name: 'career', port: 3102, worker: false },
  { name: 'resume', port: 3103, worker: true },
  { name: 'interview', port: 3104, worker: true },
  { name: 'jobs', port: 3105, worker: false },
  { name: 'billing', port: 3106, worker: false },
];

export const serviceUrlEnv = (name) => `${name.toUpperCase()}_SERVICE_URL`;

/**
 * The identity-signing secret of one `npm start` run: the one given in INTERNAL_SECRET, else 32 random bytes made
 * now. Nothing about it can be read from outside: the children get it in their environment, which only the same
 * user (and root) can read, never on a command line that `ps` shows to everyone.
 */
export function internalSecret(env = process.env) {
  return env.INTERNAL_SECRET || randomBytes(32).toString('base64url');
}

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Newest modification time under a folder (skipping node_modules and dist). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitForHttp(url, { timeoutMs = 60_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process for ${url} exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message}`);
}

/** A free TCP port on loopback (the OS picks it; released before returning). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a loopback port can be bound now. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive loopback ports that are all free now, from a random start between `from` and `to`
 * (below Linux's ephemeral range, away from the default and the hand-run ports): a random guess alone can land on a
 * port another program holds (epmd's 4369, another run's service).
 */
export async function freePortRun(count, from = 20_000, to = 30_000) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = from + Math.floor(Math.random() * (to - from - count));
    let free = true;
    for (let i = 0; i < count && free; i++) free = await portIsFree(base + i);
    if (free) return base;
  }
  throw new Error(`no ${count} consecutive free ports between ${from} and ${to}`);
}

/** The child processes of a script (benchmarks): started on Node 24, stopped together, SIGKILL after 10 s. */
export class ProcessGroup {
  children = [];

  /**
   * `script` is a path under the repo, or `{ source }` for an inline ES module; `nodeArgs` go before it (a bench's
   * `--cpu-prof` pass-through, see cpuProfileArgs).
   */
  start(name, script, extraEnv = {}, nodeArgs = []) {
    const argv = [
      ...nodeArgs,
      ...(typeof script === 'string' ? [path.resolve(root, script)] : ['--input-type=module', '-e', script.source]),
    ];
    const child = spawn(nodeBin, argv, {
      cwd: root,
      env: { ...process.env, ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.label = name;
    this.children.push(child);
    return child;
  }

  alive(name) {
    return this.children.some((c) => c.label === name && c.exitCode === null && c.signalCode === null);
  }

  async stopAll() {
    const running = () => this.children.filter((c) => c.exitCode === null && c.signalCode === null);
    for (const child of running()) child.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (running().length && Date.now() < deadline) await sleep(100);
    for (const child of running()) child.kill('SIGKILL');
  }
}

/**
 * Node flags that write a V8 CPU profile of a bench's server into `dir` (open it in Chrome DevTools or speedscope).
 * The servers stop on SIGTERM through Nest's shutdown hooks, which end by re-sending the signal to themselves, and a
 * process killed by a signal writes no profile: the preloaded handler exits normally instead.
 */
export const cpuProfileArgs = (dir, name) => [
  '--cpu-prof',
  `--cpu-prof-dir=${path.resolve(dir)}`,
  `--cpu-prof-name=${name}.cpuprofile`,
  '--import',
  "data:text/javascript,process.on('SIGTERM',()=>process.exit(0))",
];

/**
 * Runs a benchmark's `main` (which returns the exit code: 0 budget holds, 1 it does not), then stops its processes and
 * cleans up, also on Ctrl-C; a crash exits 2.
 */
export async function runBenchmark(name, procs, main, cleanup = async () => {}) {
  const stop = async () => {
    await procs.stopAll();
    await cleanup().catch((err) => console.error(`cleanup failed: ${err.message}`));
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  let code = 2;
  try {
    code = await main();
  } catch (err) {
    console.error(`\n${name} failed: ${err.stack ?? err.message}`);
  } finally {
    await stop();
  }
  process.exit(code);
}

/**
 * CPU time (ms, user + system) used so far by the benchmark's children, by this process ('client') and by the
 * machine's PostgreSQL and Redis servers, read from /proc (Linux only; an empty object elsewhere). The difference of
 * two snapshots shows where a measured phase spent its CPU. With `database`, the backends connected to that database
 * are counted apart ('postgres (bench db)'), so other programs' queries on a shared server do not blur the figure.
 */
export function cpuSnapshot(procs, { database } = {}) {
  if (!existsSync('/proc/self/stat')) return {};
  const ticksToMs = 10; // USER_HZ is 100 on Linux
  const read = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        ms: (+fields[11] + +fields[12]) * ticksToMs,
      };
    } catch {
      return null;
    }
  };
  const out = { client: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000 };
  for (const child of procs.children) {
    const r = child.pid && read(child.pid);
    if (r) out[child.label] = r.ms;
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const r = read(pid);
    if (r?.comm === 'postgres') {
      // a backend serving a client connection, or one of the server's own processes (WAL writer, autovacuum...)
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const key = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(cmd) ? 'postgres' : 'postgres-bg';
      out[key] = (out[key] ?? 0) + r.ms;
      if (database && cmd.split(' ').includes(database))
        out['postgres (bench db)'] = (out['postgres (bench db)'] ?? 0) + r.ms;
    } else if (r?.comm === 'redis-server') out.redis = (out.redis ?? 0) + r.ms;
  }
  return out;
}

/** CPU ms per operation between two cpuSnapshot()s, largest first, as "name 12.3" pairs. */
export function cpuPerOp(before, after, ops) {
  return Object.keys(after)
    .map((name) => [name, ((after[name] ?? 0) - (before[name] ?? 0)) / ops])
    .filter(([, ms]) => ms > 0.05)
    .sort((a, b) => b[1] - a[1]);
}
