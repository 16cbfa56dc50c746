import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Plan } from '../identity/identity-headers.js';

/**
 * The fast path of server-side sessions, in Redis. The browser holds an opaque random token; Redis holds only its
 * SHA-256, so a dump of Redis cannot be replayed as cookies. The auth service keeps every session in PostgreSQL (the
 * durable record, which survives a Redis restart) and writes it here; the gateway reads it with one round trip and
 * then serves it from its cache, which Redis invalidates (gateway/src/sessions). The plan lives in the session
 * record and auth rewrites a user's sessions when it changes, so the plan a request sees is current without another
 * lookup.
 *
 * A Redis that restarted without its data has no sessions at all: a missing session then does not mean "signed out".
 * The `sessions:ready` key says the sessions in Redis are complete; auth sets it once it has written back every live
 * session from PostgreSQL. A lookup that finds neither the session nor that key throws SessionsUnavailableError
 * (503, try again shortly) instead of answering "no session" (401, which would sign the browser out).
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

/** A new session token (for the cookie) and the hash it is stored under. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Redis has lost its sessions (a restart without persistence) and auth has not written them back yet. */
export class SessionsUnavailableError extends Error {
  constructor() {
    super('Sessions are being restored after a Redis restart');
    this.name = 'SessionsUnavailableError';
  }
}

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

  /** The key whose presence says Redis holds every live session (see the class comment). */
  get readyKey(): string {
    return `${this.prefix}:sessions:ready`;
  }

  /**
   * Creates a session in Redis alone and returns the token to put in the cookie: what tests use to sign a user in as
   * auth would. Auth itself keeps sessions in PostgreSQL first and writes them here with `put`.
   */
  async create(userId: string, plan: Plan): Promise<{ token: string; record: SessionRecord }> {
    const { token, hash } = newSessionToken();
    const now = Date.now();
    const record: SessionRecord = { userId, plan, createdAt: now, expiresAt: now + this.ttlSeconds * 1000 };
    await this.put([{ hash, record }]);
    return { token, record };
  }

  /** Writes sessions (new ones, or those restored from PostgreSQL), each expiring with its record; live ones only. */
  async put(sessions: readonly { hash: string; record: SessionRecord }[]): Promise<void> {
    const now = Date.now();
    const multi = this.redis.multi();
    let writes = 0;
    for (const { hash, record } of sessions) {
      const ttlMs = record.expiresAt - now;
      if (ttlMs <= 0) continue;
      // the user's index lives as long as the longest session can
      multi
        .set(this.key(hash), JSON.stringify(record), 'PX', ttlMs)
        .sadd(this.userKey(record.userId), hash)
        .expire(this.userKey(record.userId), this.ttlSeconds);
      writes++;
    }
    if (writes > 0) await multi.exec();
  }

  /** Removes sessions by hash (revoked in PostgreSQL): the gateway's cache hears of it at once. */
  async remove(userId: string, hashes: readonly string[]): Promise<void> {
    if (hashes.length === 0) return;
    await this.redis
      .multi()
      .del(...hashes.map((h) => this.key(h)))
      .srem(this.userKey(userId), ...hashes)
      .exec();
    await this.invalidationsSent();
  }

  /** Says that Redis holds every live session (auth, after restoring them). */
  async markReady(): Promise<void> {
    await this.redis.set(this.readyKey, String(Date.now()));
  }

  async isReady(): Promise<boolean> {
    return (await this.redis.exists(this.readyKey)) === 1;
  }

  /** The Redis key of a token's session (what a cache of sessions is keyed and invalidated by); null: no session. */
  keyOf(token: string | undefined | null): string | null {
    return !token || token.length > 200 ? null : this.key(hashToken(token));
  }

  get(token: string | undefined | null): Promise<SessionRecord | null> {
    const key = this.keyOf(token);
    return key === null ? Promise.resolve(null) : this.getByKey(key);
  }

  /**
   * The live session under a key from keyOf(); null when there is none. Throws SessionsUnavailableError when Redis
   * has lost its sessions and they are not restored yet (one round trip either way).
   */
  async getByKey(key: string): Promise<SessionRecord | null> {
    const [raw, ready] = await this.redis.mget(key, this.readyKey);
    if (!raw) {
      if (!ready) throw new SessionsUnavailableError();
      return null;
    }
    const record = JSON.parse(raw) as SessionRecord;
    return record.expiresAt > Date.now() ? record : null;
  }

  async revoke(token: string): Promise<void> {
    const h = hashToken(token);
    const raw = await this.redis.get(this.key(h));
    const multi = this.redis.multi().del(this.key(h));
    if (raw) multi.srem(this.userKey((JSON.parse(raw) as SessionRecord).userId), h);
    await multi.exec();
    await this.invalidationsSent();
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
    await this.invalidationsSent();
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
    if (hashes.length > 0) await this.invalidationsSent();
  }

  /**
   * Returns once Redis has sent the invalidations of the writes just made to the caches tracking them (the gateway's).
   * Redis queues an invalidation while it runs the command but may write the command's reply to its socket first, so
   * a caller that heard the reply could reach the gateway before the invalidation did (a revoked session served once
   * more). The reply to a later command comes after the event-loop turn that flushed both.
   */
  private async invalidationsSent(): Promise<void> {
    await this.redis.ping();
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
