import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, REDIS } from '@pathwise/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { SessionsService } from './sessions.service.js';

/** How often Redis is checked for lost sessions and missed revocations. */
export const SESSION_CHECK_INTERVAL_MS = 5_000;
/** Revocations are looked at again this far back, so that one committed while the last check ran is not missed. */
const OVERLAP_MS = 60_000;
const BATCH = 1_000;
const PURGE_EVERY_MS = 3600_000;
/** Expired rows are kept a day (a late revocation of them still finds them), then deleted. */
const KEEP_EXPIRED = `interval '1 day'`;

interface LiveRow {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  is_premium: boolean;
}

/**
 * Keeps Redis's sessions in line with PostgreSQL's:
 * - after Redis lost its data (a restart without persistence; at boot, on every reconnect and every few seconds), it
 *   writes every live session back and then marks the sessions ready, so the gateway answers 503 "try again" rather
 *   than 401 meanwhile and nobody is signed out;
 * - revocations that could not reach Redis (it was away) are applied again once it answers, so a revoked session
 *   stays revoked;
 * - expired rows are deleted.
 * One replica restores at a time (a Redis lock); the others find the sessions ready.
 */
@Injectable()
export class SessionRestorer implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** The database time of the last completed check: revocations from then on are applied to Redis again. */
  private checkedAt: Date | null = null;
  private purgedAt = 0;
  private readonly onReady = () => void this.check();

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), SESSION_CHECK_INTERVAL_MS);
    this.timer.unref();
    this.redis.on('ready', this.onReady);
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.redis.off('ready', this.onReady);
  }

  /** One check at a time in this process; failures (Redis or PostgreSQL away) are logged and tried again later. */
  check(): Promise<void> {
    this.running ??= this.run()
      .catch((err: unknown) => this.logger.warn({ err: (err as Error).message }, 'session check failed; will retry'))
      .finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<void> {
    const now = await this.dbNow();
    if (!(await this.sessions.store.isReady())) await this.restore(now);
    await this.removeRevokedSince(new Date((this.checkedAt ?? now).getTime() - OVERLAP_MS));
    this.checkedAt = now;
    if (Date.now() - this.purgedAt > PURGE_EVERY_MS) {
      await this.dataSource.query(`DELETE FROM "auth"."sessions" WHERE expires_at < now() - ${KEEP_EXPIRED}`);
      this.purgedAt = Date.now();
    }
  }

  /** Writes every live session back to Redis, then marks them ready. */
  private async restore(startedAt: Date): Promise<void> {
    const lock = `${this.sessions.store.readyKey}:restoring`;
    const holder = randomUUID();
    if ((await this.redis.set(lock, holder, 'PX', 120_000, 'NX')) !== 'OK') return; // another replica is at it
    try {
      let after = '';
      let restored = 0;
      for (;;) {
        const rows = (await this.dataSource.query(
          `SELECT s.token_hash, s.user_id, s.created_at, s.expires_at, u.is_premium
           FROM "auth"."sessions" s JOIN "auth"."users" u ON u.id = s.user_id
           WHERE s.revoked_at IS NULL AND s.expires_at > now() AND s.token_hash > $1
           ORDER BY s.token_hash LIMIT ${BATCH}`,
          [after],
        )) as LiveRow[];
        if (rows.length === 0) break;
        await this.sessions.store.put(
          rows.map((r) => ({
            hash: r.token_hash,
            record: {
              userId: r.user_id,
              plan: r.is_premium ? 'premium' : 'free',
              createdAt: r.created_at.getTime(),
              expiresAt: r.expires_at.getTime(),
            },
          })),
        );
        restored += rows.length;
        after = rows[rows.length - 1]!.token_hash;
      }
      // What changed while the rows were read: revoked sessions go again, changed plans are written again.
      const since = new Date(startedAt.getTime() - OVERLAP_MS);
      await this.removeRevokedSince(since);
      const changed = (await this.dataSource.query(`SELECT id, is_premium FROM "auth"."users" WHERE updated_at >= $1`, [
        since,
      ])) as { id: string; is_premium: boolean }[];
      for (const user of changed) await this.sessions.syncPlan(user.id);
      await this.sessions.store.markReady();
      this.logger.info({ sessions: restored }, 'sessions restored to Redis from PostgreSQL');
    } finally {
      await this.redis
        .eval(
          `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
          1,
          lock,
          holder,
        )
        .catch(() => undefined);
    }
  }

  private async removeRevokedSince(since: Date): Promise<void> {
    const rows = (await this.dataSource.query(
      `SELECT user_id, array_agg(token_hash) AS hashes FROM "auth"."sessions"
       WHERE revoked_at >= $1 GROUP BY user_id`,
      [since],
    )) as { user_id: string; hashes: string[] }[];
    for (const row of rows) await this.sessions.store.remove(row.user_id, row.hashes);
  }

  private async dbNow(): Promise<Date> {
    const [row] = (await this.dataSource.query(`SELECT clock_timestamp() AS now`)) as { now: Date }[];
    return row!.now;
  }
}
