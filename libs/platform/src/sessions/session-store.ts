import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Plan } from '../identity/identity-headers.js';

/**
 * Server-side sessions in Redis. The browser holds an opaque random token; Redis holds only its SHA-256, so a dump
 * of Redis cannot be replayed as cookies. The auth service writes sessions; the gateway reads them with one GET and
 * then serves them from its cache, which Redis invalidates (gateway/src/sessions). The plan lives in the session
 * record and auth rewrites a user's sessions when it changes, so the plan a request sees is current without another
 * lookup.
 */
export const SESSION_COOKIE = 'pathwise_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface SessionRecord {
  userId: string;
  plan: Plan;
  createdAt: number;
  expiresAt: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = SESSION_TTL_SECONDS,
  ) {}

  private key(tokenHash: string) {
    return `${this.prefix}:session:${tokenHash}`;
  }
  private userKey(userId: string) {
    return `${this.prefix}:user-sessions:${userId}`;
  }

  /** Creates a session and returns the token to put in the cookie. */
  async create(userId: string, plan: Plan): Promise<{ token: string; record: SessionRecord }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const record: SessionRecord = { userId, plan, createdAt: now, expiresAt: now + this.ttlSeconds * 1000 };
    const h = hashToken(token);
    await this.redis
      .multi()
      .set(this.key(h), JSON.stringify(record), 'EX', this.ttlSeconds)
      .sadd(this.userKey(userId), h)
      .expire(this.userKey(userId), this.ttlSeconds)
      .exec();
    return { token, record };
  }

  /** The Redis key of a token's session (what a cache of sessions is keyed and invalidated by); null: no session. */
  keyOf(token: string | undefined | null): string | null {
    return !token || token.length > 200 ? null : this.key(hashToken(token));
  }

  get(token: string | undefined | null): Promise<SessionRecord | null> {
    const key = this.keyOf(token);
    return key === null ? Promise.resolve(null) : this.getByKey(key);
  }

  /** The live session under a key from keyOf(). */
  async getByKey(key: string): Promise<SessionRecord | null> {
    const raw = await this.redis.get(key);
    if (!raw) return null;
    const record = JSON.parse(raw) as SessionRecord;
    return record.expiresAt > Date.now() ? record : null;
  }

  async revoke(token: string): Promise<void> {
    const h = hashToken(token);
    const raw = await this.redis.get(this.key(h));
    const multi = this.redis.multi().del(this.key(h));
    if (raw) multi.srem(this.userKey((JSON.parse(raw) as SessionRecord).userId), h);
    await multi.exec();
  }

  /** Revokes every session of a user except the one whose token is kept (password change). */
  async revokeAllForUser(userId: string, keepToken?: string): Promise<number> {
    const keep = keepToken ? hashToken(keepToken) : null;
    const hashes = await this.redis.smembers(this.userKey(userId));
    const doomed = hashes.filter((h) => h !== keep);
    if (doomed.length === 0) return 0;
    await this.redis
      .multi()
      .del(...doomed.map((h) => this.key(h)))
      .srem(this.userKey(userId), ...doomed)
      .exec();
    return doomed.length;
  }

  /**
   * Rewrites the plan in every live session of a user (subscription.changed). `SET ... XX KEEPTTL` writes only a session
   * that still exists and keeps its expiry, so a session revoked (logout, password change) between the read and the
   * write stays revoked instead of coming back with a fresh TTL.
   */
  async setPlan(userId: string, plan: Plan): Promise<void> {
    const hashes = await this.redis.smembers(this.userKey(userId));
    for (const h of hashes) {
      const raw = await this.redis.get(this.key(h));
      const written = raw
        ? await this.redis.set(
            this.key(h),
            JSON.stringify({ ...(JSON.parse(raw) as SessionRecord), plan }),
            'KEEPTTL',
            'XX',
          )
        : null;
      if (written === null) await this.redis.srem(this.userKey(userId), h);
    }
  }
}

/** Reads one cookie from a Cookie header without a parser dependency on the hot path. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null; // a malformed escape is no session, not a crash
    }
  }
  return null;
}
