// `npm start`: check PostgreSQL and Redis (starting them with Docker Compose when they are missing and a Docker engine
// exists; see docker-compose.local.yml), build what is not built, then run every built service, its workers and the
// gateway under supervision (scripts/supervisor.mjs: a process that dies is restarted); Ctrl-C or SIGTERM stops all.
// `npm run dev` (--dev): the same with TypeScript and the services in watch mode, plus the Vite dev server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { internalSecret, nodeBin, root, run, SERVICES, serviceUrlEnv, sleep, waitForHttp } from './lib.mjs';
import { Supervisor } from './supervisor.mjs';

const dev = process.argv.includes('--dev');
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@localhost:5432/pathwise',
  REDIS_URL: process.env.REDIS_URL || 'redis://localhost:6379',
  NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production'),
};
// The gateway and the services share a signing secret: unless one is given, 32 random bytes for this run only.
env.INTERNAL_SECRET = internalSecret(env);
const gatewayPort = Number(env.PORT ?? 3000);
const portBase = Number(env.SERVICE_PORT_BASE ?? 3100);
const quiet = env.PATHWISE_QUIET === '1';
const say = (msg) => !quiet && process.stdout.write(`${msg}\n`);

// PostgreSQL and Redis first (only the platform library needs building for that), so a missing server is reported
// before a long build; then build what is not built.
await run(nodeBin, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'libs/platform']);
const platform = await import(path.join(root, 'libs/platform/dist/index.js'));
await ensureInfrastructure();
await run(nodeBin, [path.join(root, 'scripts/build.mjs')]);
await platform.ensureDatabase(env.DATABASE_URL);

/** Pino lines become `[service] LEVEL message`; anything else passes through. */
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
function formatLog(name, line) {
  if (!line.startsWith('{')) return `[${name}] ${line}\n`;
  try {
    const j = JSON.parse(line);
    const extra = j.req
      ? ` ${j.req.method} ${j.req.url}`
      : j.res
        ? ` -> ${j.res.statusCode} (${Math.round(j.responseTime ?? 0)} ms)`
        : '';
    const err = j.err?.message ? ` ${j.err.message}` : '';
    return `[${name}] ${LEVELS[j.level] ?? j.level} ${j.msg ?? ''}${extra}${err}\n`;
  } catch {
    return `[${name}] ${line}\n`;
  }
}

// Every child is supervised: one that dies is restarted (its routes answer 503 meanwhile, the rest keep serving);
// the gateway given up on, or any child while Pathwise is still starting, stops everything.
let startingUp = true;
const supervisor = new Supervisor({
  output: quiet ? null : (name, line) => process.stdout.write(formatLog(name, line)),
  onGiveUp: (handle) => {
    if (startingUp || handle.name === 'gateway') void stop(1);
  },
});

function start(name, script, extraEnv, cwd, { watch = dev, args = [], healthUrl } = {}) {
  const argv = [...(watch ? ['--watch', '--watch-preserve-output'] : []), script, ...args];
  return supervisor.run(name, { command: nodeBin, args: argv, cwd, env: { ...env, ...extraEnv }, healthUrl });
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('\nStopping Pathwise...');
  await supervisor.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (dev) {
  // Rebuilds dist/ on change; the services run under `node --watch` and restart when their dist changes.
  start('tsc', path.join(root, 'node_modules/typescript/bin/tsc'), {}, root, {
    watch: false,
    args: ['-b', '--watch', '--preserveWatchOutput'],
  });
}

const serviceUrls = {};
const started = [];
for (const [i, svc] of SERVICES.entries()) {
  const dir = path.join(root, 'services', svc.name);
  if (!existsSync(path.join(dir, 'dist/main.js'))) continue;
  const port = portBase + i + 1;
  serviceUrls[serviceUrlEnv(svc.name)] = `http://127.0.0.1:${port}`;
  // A service with a worker entry point runs as the deployed topology does: HTTP in one process, queued AI work in
  // another (ROLE=http / worker.js), so a slow analysis never holds up the API.
  const hasWorker = svc.worker && existsSync(path.join(dir, 'dist/worker.js'));
  const handle = start(
    svc.name,
    'dist/main.js',
    { PORT: String(port), HOST: '127.0.0.1', ...(hasWorker ? { ROLE: 'http' } : {}) },
    dir,
    // a hung service (its event loop stuck) is restarted like a dead one; --watch (dev) restarts on its own terms
    { healthUrl: dev ? undefined : `http://127.0.0.1:${port}/health` },
  );
  started.push({ name: svc.name, port, handle });
  if (hasWorker) start(`${svc.name}-worker`, 'dist/worker.js', {}, dir);
}
const gateway = start(
  'gateway',
  'dist/main.js',
  { ...serviceUrls, PORT: String(gatewayPort), HOST: env.HOST ?? '0.0.0.0' },
  path.join(root, 'gateway'),
  { healthUrl: dev ? undefined : `http://127.0.0.1:${gatewayPort}/health` },
);

try {
  // A child that dies while starting is restarted like any other; only one given up on fails the start. A service
  // that is merely slow (a big first migration or index) does not hold the others back: its routes answer 503 until
  // it is up.
  const slow = [];
  await Promise.all(
    started.map((s) =>
      waitForHttp(`http://127.0.0.1:${s.port}/health`, { isAlive: () => !s.handle.givenUp }).catch((err) => {
        if (s.handle.givenUp) throw err;
        slow.push(s.name);
      }),
    ),
  );
  await waitForHttp(`http://127.0.0.1:${gatewayPort}/health`, { isAlive: () => !gateway.givenUp });
  for (const name of slow) say(`[${name}] is still starting; its routes answer 503 until it is up.`);
} catch (err) {
  process.stderr.write(`Pathwise did not start: ${err.message}\n`);
  await stop(1);
}
startingUp = false;
if (dev) {
  // Vite reloads the page itself; it reads PORT to proxy /api to this gateway.
  start(
    'vite',
    path.join(root, 'node_modules/vite/bin/vite.js'),
    { PORT: String(gatewayPort) },
    path.join(root, 'frontend'),
    {
      watch: false,
    },
  );
  say(`Pathwise (dev) is running: app at http://localhost:5173 (Vite), API at http://localhost:${gatewayPort}`);
} else {
  say(
    `Pathwise is running at http://localhost:${gatewayPort}  (services: ${started.map((s) => s.name).join(', ')}; ` +
      'a process that dies is restarted; Ctrl-C stops)',
  );
}

/**
 * Checks PostgreSQL and Redis; where one does not answer at its default local address and a Docker engine is there,
 * starts it with Docker Compose (docker-compose.local.yml publishes it on loopback) and waits for it. Otherwise says
 * which one is missing, where, and how to start it, and exits non-zero.
 */
async function ensureInfrastructure() {
  const urls = { databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL };
  let error;
  try {
    await platform.checkInfrastructure(urls);
    return;
  } catch (err) {
    if (!(err instanceof platform.InfrastructureError)) throw err;
    error = err;
  }
  const fail = (note) => {
    process.stderr.write(`${error.message}\n${note ? `${note}\n` : ''}`);
    process.exit(1);
  };
  // Only what does not answer at all can be started; a refused login is a DATABASE_URL / REDIS_URL matter.
  const services = [...(error.unreachable ?? ['postgres', 'redis'])];
  if (!services.length) fail();
  const compose = findCompose();
  const them = services.length > 1 ? 'them' : 'it';
  if (!compose) fail(`(No Docker engine is available to start ${them} automatically.)`);
  if (compose.missing) fail(`(A Docker engine is there but Docker Compose is not, so ${them} cannot be started.)`);
  const elsewhere = services.filter((s) => !isDefaultLocal(s));
  if (elsewhere.length) {
    const vars = elsewhere.map((s) => (s === 'postgres' ? 'DATABASE_URL' : 'REDIS_URL')).join(' and ');
    fail(`(Docker Compose would serve ${them} at localhost:5432 / localhost:6379, not where ${vars} points.)`);
  }

  const args = [...compose.args, ...platform.LOCAL_COMPOSE_ARGS];
  const names = services.map((s) => (s === 'postgres' ? 'PostgreSQL' : 'Redis')).join(' and ');
  say(`${names} not running: starting ${them} with Docker Compose (\`${compose.cmd} ${args.join(' ')} up -d\`)...`);
  try {
    await run(compose.cmd, [...args, 'up', '-d', ...(compose.canWait ? ['--wait'] : []), ...services]);
  } catch (err) {
    fail(`(Starting ${them} with Docker Compose failed: ${err.message}.)`);
  }
  // docker-compose v1 has no --wait, and PostgreSQL restarts once after initialising a new volume: poll.
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      await platform.checkInfrastructure(urls);
      break;
    } catch (err) {
      if (!(err instanceof platform.InfrastructureError)) throw err;
      error = err;
      if (Date.now() > deadline) fail(`(Started with Docker Compose, but ${them} did not answer within 90 s.)`);
      await sleep(1000);
    }
  }
  say(`${names} running in Docker (stop with \`${compose.cmd} ${args.join(' ')} down\`).`);
}

/** `docker compose` (v2) or the `docker-compose` v1 binary, when a Docker engine answers; null without an engine. */
function findCompose() {
  const ok = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'ignore' }).status === 0;
  const hasDockerCli = spawnSync('docker', ['--version'], { stdio: 'ignore' }).status === 0;
  const hasV1 = ok('docker-compose', ['version']);
  if (hasDockerCli) {
    if (!ok('docker', ['info'])) return null;
    if (ok('docker', ['compose', 'version'])) return { cmd: 'docker', args: ['compose'], canWait: true };
    if (hasV1) return { cmd: 'docker-compose', args: [], canWait: false };
    return { missing: true };
  }
  // docker-compose v1 talks to the engine itself (no docker CLI needed): `ps` fails when there is none.
  if (hasV1 && ok('docker-compose', [...platform.LOCAL_COMPOSE_ARGS, 'ps', '-q']))
    return { cmd: 'docker-compose', args: [], canWait: false };
  return null;
}

/** Docker Compose publishes PostgreSQL and Redis on loopback at their default ports only. */
function isDefaultLocal(service) {
  try {
    const u = new URL(service === 'postgres' ? env.DATABASE_URL : env.REDIS_URL);
    const port = Number(u.port || (service === 'postgres' ? 5432 : 6379));
    const loopback = ['localhost', '127.0.0.1', '[::1]', '::1'].includes(u.hostname);
    return loopback && port === (service === 'postgres' ? 5432 : 6379);
  } catch {
    return false;
  }
}
