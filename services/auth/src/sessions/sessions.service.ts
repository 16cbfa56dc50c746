import { Inject, Injectable } from '@nestjs/common';
import {
  ApiError,
  APP_CONFIG,
  hashToken,
  newSessionToken,
  REDIS,
  type SessionRecord,
  SessionStore,
} from '@pathwise/platform';
import type { Redis } from 'ioredis';
import { DataSource, type EntityManager, In, IsNull, MoreThan } from 'typeorm';
import type { AuthConfig } from '../config.js';
import { SessionEntity } from './session.entity.js';

/**
 * Sessions, owned here: PostgreSQL keeps every session (durable), Redis serves it to the gateway (fast path) and its
 * deletion is the revocation the gateway's cache hears of at once. Every change is written to PostgreSQL first, then
 * to Redis; a Redis write that fails fails the call (503) and the SessionRestorer puts Redis right once it is back.
 */
@Injectable()
export class SessionsService {
  readonly store: SessionStore;
  private readonly ttlMs: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AuthConfig,
  ) {
    this.store = new SessionStore(redis, config.REDIS_PREFIX, config.SESSION_TTL_DAYS * 24 * 3600);
    this.ttlMs = config.SESSION_TTL_DAYS * 24 * 3600 * 1000;
  }

  /**
   * Starts a session and returns the token for the cookie. Pass the transaction that creates the user (registration)
   * so that a Redis that does not answer leaves nothing half-written.
   *
   * The plan is read here, under a share lock on the user's row held until the session is in Redis: a plan change
   * (PlanController) waits for it and then rewrites this session too, or commits first and is read here. The plan read
   * at sign-in before the password was checked could be older than both (a subscription changed meanwhile).
   */
  async start(userId: string, manager?: EntityManager): Promise<string> {
    if (!manager) return this.dataSource.transaction((m) => this.start(userId, m));
    const plan = await planOf(manager, userId, 'FOR SHARE');
    if (!plan) throw ApiError.unauthorized(); // the account was deleted meanwhile
    const { token, hash } = newSessionToken();
    const now = Date.now();
    const record: SessionRecord = { userId, plan, createdAt: now, expiresAt: now + this.ttlMs };
    await manager.insert(SessionEntity, {
      tokenHash: hash,
      userId,
      createdAt: new Date(record.createdAt),
      expiresAt: new Date(record.expiresAt),
      revokedAt: null,
    });
    await this.store.put([{ hash, record }]);
    return token;
  }

  /** Ends one session (logout). */
  async end(token: string): Promise<void> {
    const hash = hashToken(token);
    const [row] = await updated<{ user_id: string }>(
      this.dataSource.manager,
      `UPDATE "auth"."sessions" SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING user_id`,
      [hash],
    );
    if (row) await this.store.remove(row.user_id, [hash]);
    else await this.store.revoke(token); // a session Redis had that PostgreSQL never did (created before it kept them)
  }

  /** Ends every session of a user but the one kept (password change), or all (account deletion, in its transaction). */
  async endAll(userId: string, options: { keepToken?: string | null; manager?: EntityManager } = {}): Promise<void> {
    const keep = options.keepToken ? hashToken(options.keepToken) : null;
    const manager = options.manager ?? this.dataSource.manager;
    const rows = await updated<{ token_hash: string }>(
      manager,
      `UPDATE "auth"."sessions" SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)
       RETURNING token_hash`,
      [userId, keep],
    );
    const hashes = rows.map((r) => r.token_hash);
    await this.store.remove(userId, hashes);
    // and any Redis still has from before sessions were kept in PostgreSQL
    await this.store.revokeAllForUser(userId, options.keepToken ?? undefined);
  }

  /**
   * Writes the user's stored plan into their live sessions (subscription.changed, the restorer). Writers of one user's
   * plan take turns on the row lock, so the last to write has read the latest plan (two reading, then writing in the
   * other order, left the older plan in Redis).
   */
  async syncPlan(userId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const plan = await planOf(m, userId, 'FOR NO KEY UPDATE');
      if (plan) await this.store.setPlan(userId, plan);
    });
  }

  /** The user's sessions that are live in PostgreSQL (for tests and the restorer). */
  live(userId: string): Promise<SessionEntity[]> {
    return this.dataSource.getRepository(SessionEntity).find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
  }

  /** Rows by hash, e.g. to check what a revocation left. */
  byHashes(hashes: string[]): Promise<SessionEntity[]> {
    return this.dataSource.getRepository(SessionEntity).findBy({ tokenHash: In(hashes) });
  }
}

/** The user's plan as stored, with their row locked in `mode` until the transaction ends; null: no such user. */
async function planOf(manager: EntityManager, userId: string, mode: 'FOR SHARE' | 'FOR NO KEY UPDATE') {
  const [row] = (await manager.query(`SELECT is_premium FROM "auth"."users" WHERE id = $1 ${mode}`, [userId])) as {
    is_premium: boolean;
  }[];
  return row ? (row.is_premium ? 'premium' : 'free') : null;
}

/** The rows an UPDATE ... RETURNING gave back (TypeORM answers such a query with [rows, count]). */
export async function updated<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = (await manager.query(sql, params)) as [T[], number];
  return rows;
}
