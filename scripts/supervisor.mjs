// Keeps npm start's processes running as a process manager would: a child that dies is logged with why (its exit
// code or signal and its last lines of output) and started again after a pause that doubles with every quick failure;
// one that keeps failing within seconds of starting is given up on. A child with a health address that stops
// answering it (hung: an endless loop, a stopped process) is killed and so restarted, as a liveness probe would do.
// Only stop() (Ctrl-C, SIGTERM) ends them all.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sleep } from './lib.mjs';

export const RESTART_POLICY = {
  /** The pause before the first restart; it doubles with each failure in a row, up to maxDelayMs. */
  baseDelayMs: 500,
  maxDelayMs: 15_000,
  /** A run shorter than this is a quick failure; a longer one starts the count again. */
  quickRunMs: 30_000,
  /** Quick failures in a row after which the child is given up on. */
  maxQuickFailures: 5,
};

/**
 * The liveness probe of a child given a health address: probed every intervalMs once it has answered once (a child
 * still starting is not judged); any HTTP answer counts as alive (a 503 is a dependency's trouble, not a hang); after
 * `failures` probes in a row without an answer within timeoutMs it is killed (SIGKILL) and restarted. About a minute
 * of silence, so that a busy machine never costs a healthy child its life.
 */
export const LIVENESS_POLICY = {
  intervalMs: 10_000,
  timeoutMs: 10_000,
  failures: 3,
};

/** Lines of a child's output kept, to say why it died. */
const RECENT_LINES = 40;
const STOP_GRACE_MS = 10_000;

export class Supervisor {
  /**
   * @param {object} options
   * @param {(line: string) => void} [options.log] where the supervisor's own lines go (stderr)
   * @param {((name: string, line: string) => void) | null} [options.output] a child's output lines (null: kept only)
   * @param {(handle: ChildHandle) => void} [options.onGiveUp] called when a child is given up on
   * @param {typeof RESTART_POLICY} [options.policy]
   * @param {typeof LIVENESS_POLICY} [options.liveness]
   */
  constructor({
    log = (line) => process.stderr.write(`${line}\n`),
    output = null,
    onGiveUp = () => {},
    policy,
    liveness,
  } = {}) {
    this.log = log;
    this.output = output;
    this.onGiveUp = onGiveUp;
    this.policy = { ...RESTART_POLICY, ...policy };
    this.liveness = { ...LIVENESS_POLICY, ...liveness };
    /** @type {ChildHandle[]} */
    this.handles = [];
    this.stopping = false;
  }

  /**
   * Starts a command and keeps it running; with `healthUrl`, also restarts it when it stops answering there.
   * @param {string} name
   * @param {{ command: string, args?: string[], cwd?: string, env?: NodeJS.ProcessEnv, healthUrl?: string }} spec
   * @returns {ChildHandle}
   */
  run(name, { command, args = [], cwd, env, healthUrl }) {
    const handle = new ChildHandle(name, { command, args, cwd, env, healthUrl });
    this.handles.push(handle);
    this.#spawn(handle);
    return handle;
  }

  #spawn(handle) {
    if (this.stopping) return;
    const { command, args, cwd, env } = handle.spec;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    handle.child = child;
    handle.startedAt = Date.now();
    handle.starts++;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        handle.recent.push(line);
        if (handle.recent.length > RECENT_LINES) handle.recent.shift();
        this.output?.(handle.name, line);
      });
    }
    let ended = false;
    const onEnd = (code, signal, error) => {
      if (ended) return;
      ended = true;
      handle.exits++;
      this.#exited(handle, code, signal, error);
    };
    child.on('error', (error) => onEnd(null, null, error));
    child.on('exit', (code, signal) => onEnd(code, signal, null));
    if (handle.spec.healthUrl) void this.#probe(handle, child);
  }

  /** The liveness probe of one process of the handle, until that process ends or everything stops. */
  async #probe(handle, child) {
    const { intervalMs, timeoutMs, failures } = this.liveness;
    const current = () => !this.stopping && handle.child === child && handle.running;
    let answeredOnce = false;
    let missed = 0;
    while (current()) {
      // unref'd: a probe waiting for its next turn never keeps the supervisor's process alive
      await new Promise((resolve) => setTimeout(resolve, intervalMs).unref());
      if (!current()) return;
      const answered = await answers(handle.spec.healthUrl, timeoutMs);
      if (!current()) return;
      if (answered) {
        answeredOnce = true;
        missed = 0;
        continue;
      }
      if (!answeredOnce) continue;
      missed++;
      if (missed < failures) continue;
      this.log(
        `[${handle.name}] did not answer ${handle.spec.healthUrl} ${missed} times in a row ` +
          `(${timeoutMs / 1000} s each): killing it so that it is restarted`,
      );
      child.kill('SIGKILL');
      return;
    }
  }

  #exited(handle, code, signal, error) {
    if (this.stopping) return;
    const ranMs = Date.now() - handle.startedAt;
    handle.quickFailures = ranMs < this.policy.quickRunMs ? handle.quickFailures + 1 : 1;
    const why = error
      ? `could not start (${error.message})`
      : signal
        ? `was killed by ${signal}`
        : `exited with code ${code}`;
    const lines = handle.recent.splice(0).slice(-10);
    this.log(
      `[${handle.name}] ${why} after ${(ranMs / 1000).toFixed(1)} s` +
        (lines.length ? `; its last output:\n${lines.map((l) => `[${handle.name}]   ${l}`).join('\n')}` : ''),
    );
    if (handle.quickFailures >= this.policy.maxQuickFailures) {
      handle.givenUp = true;
      this.log(
        `[${handle.name}] failed ${handle.quickFailures} times in a row within ${this.policy.quickRunMs / 1000} s ` +
          'of starting: not restarting it again (its routes answer 503; restart Pathwise once it is fixed).',
      );
      this.onGiveUp(handle);
      return;
    }
    const delay = Math.min(this.policy.baseDelayMs * 2 ** (handle.quickFailures - 1), this.policy.maxDelayMs);
    this.log(`[${handle.name}] restarting in ${delay < 1000 ? `${delay} ms` : `${(delay / 1000).toFixed(1)} s`}`);
    handle.restartTimer = setTimeout(() => {
      handle.restartTimer = null;
      this.#spawn(handle);
    }, delay);
  }

  /** Stops every child: SIGTERM, then SIGKILL for any still running after 10 s. */
  async stop() {
    this.stopping = true;
    for (const handle of this.handles) {
      if (handle.restartTimer) clearTimeout(handle.restartTimer);
      handle.restartTimer = null;
    }
    const running = () => this.handles.filter((h) => h.running);
    for (const handle of running()) handle.child.kill('SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while (running().length && Date.now() < deadline) await sleep(100);
    for (const handle of running()) handle.child.kill('SIGKILL');
  }
}

/** Whether the address gives any HTTP answer within timeoutMs. */
async function answers(url, timeoutMs) {
  const abort = new globalThis.AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs).unref();
  try {
    const res = await fetch(url, { signal: abort.signal });
    await res.body?.cancel();
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** One supervised child: its current process and its record. */
export class ChildHandle {
  constructor(name, spec) {
    this.name = name;
    this.spec = spec;
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    this.startedAt = 0;
    this.starts = 0;
    this.exits = 0;
    this.quickFailures = 0;
    this.givenUp = false;
    /** @type {string[]} */
    this.recent = [];
    this.restartTimer = null;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.running ? this.child.pid : undefined;
  }
}
