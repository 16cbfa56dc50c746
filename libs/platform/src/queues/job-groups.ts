import type { Redis } from 'ioredis';

/** Takes the group's slot for a job (again, when it already holds it: a retried or stalled job), with an expiry. */
const ACQUIRE = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;
/** Extends or frees the slot, only while this job holds it. */
const EXTEND = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * One running job per group (per user) on a queue, across every worker process: a Redis key per group held by the
 * job that runs, renewed while it runs and expiring when its worker dies. A job whose group is busy waits its turn
 * (the worker takes another group's job meanwhile), so one user's jobs cannot fill every worker slot ahead of
 * everyone else's.
 */
export class JobGroups {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly ttlMs: number,
  ) {}

  private key(group: string): string {
    return `${this.keyPrefix}:${group}`;
  }

  /** Runs `work` holding the group's slot, or returns null at once when another job holds it. */
  async runExclusive<T>(group: string, jobId: string, work: () => Promise<T>): Promise<{ value: T } | null> {
    const key = this.key(group);
    if (Number(await this.redis.eval(ACQUIRE, 1, key, jobId, this.ttlMs)) !== 1) return null;
    const renew = setInterval(
      () => void this.redis.eval(EXTEND, 1, key, jobId, this.ttlMs).catch(() => undefined),
      Math.max(1000, Math.floor(this.ttlMs / 3)),
    );
    renew.unref();
    try {
      return { value: await work() };
    } finally {
      clearInterval(renew);
      await this.redis.eval(RELEASE, 1, key, jobId).catch(() => undefined);
    }
  }
}
