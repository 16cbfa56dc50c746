import type { SessionRecord, SessionStore } from '@pathwise/platform';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Redis's channel for invalidation messages of client-side caching (RESP2, CLIENT TRACKING ... REDIRECT). */
const INVALIDATE_CHANNEL = '__redis__:invalidate';

export interface SessionCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /** A cached session is read from Redis again after this long even without an invalidation (defence in depth). */
  maxAgeMs?: number;
}

export interface SessionReader {
  get(token: string | undefined | null): Promise<SessionRecord | null>;
}

/**
 * The gateway's session lookups, served from memory while Redis tells us when a cached session changes: server-
 * assisted client-side caching (`CLIENT TRACKING ON REDIRECT`). Redis remembers which session keys this gateway read
 * and, when auth deletes or rewrites one (logout, password change, plan change, expiry), sends the key on the
 * invalidation channel before it answers auth, so a revoked session stops working as soon as the call that revoked
 * it has returned. The cache is used only while both connections are up and tracking is on: any drop clears it and
 * lookups go to Redis until tracking is back. Repeat calls then cost no Redis round trip, the biggest part of what
 * the gateway adds to a call.
 */
export class SessionCache implements SessionReader {
  private readonly entries = new Map<string, { record: SessionRecord; storedAt: number }>();
  private tracking = false;
  /** Goes up with every invalidation: a read that was in flight meanwhile is not cached. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private subscriber: Redis | null = null;
  /** The invalidation connection's client id while it is subscribed. */
  private subscriberId: number | null = null;
  private closed = false;

  constructor(
    private readonly store: SessionStore,
    private readonly redis: Redis,
    private readonly logger: Logger,
    options: SessionCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxAgeMs = options.maxAgeMs ?? 10_000;
  }

  /** Whether lookups are served from memory now (tests and /ready diagnostics). */
  get active(): boolean {
    return this.tracking;
  }

  /** Opens the invalidation connection and turns tracking on; lookups work (uncached) before and without it. */
  start(): void {
    // Resubscribed by hand on every (re)connect: its client id, which tracking redirects to, must be read first.
    const subscriber = (this.subscriber = this.redis.duplicate({
      autoResubscribe: false,
      enableAutoPipelining: false,
    }));
    subscriber.on('error', (err: Error) => this.logger.warn({ err: err.message }, 'session cache: redis error'));
    subscriber.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
      if (channel.toString() !== INVALIDATE_CHANNEL) return;
      this.generation++;
      // null: the whole database was flushed
      if (keys === null) this.entries.clear();
      else for (const key of keys) this.entries.delete(key.toString());
    });
    for (const event of ['close', 'reconnecting']) {
      subscriber.on(event, () => {
        this.subscriberId = null;
        this.stopTracking();
      });
      this.redis.on(event, () => this.stopTracking());
    }
    subscriber.on('ready', () => void this.subscribe(subscriber));
    this.redis.on('ready', () => void this.startTracking());
    if (subscriber.status === 'ready') void this.subscribe(subscriber);
  }

  async get(token: string | undefined | null): Promise<SessionRecord | null> {
    const key = this.store.keyOf(token);
    if (key === null) return null;
    const now = Date.now();
    if (this.tracking) {
      const hit = this.entries.get(key);
      if (hit && now - hit.storedAt < this.maxAgeMs) {
        // Redis may write the writer's reply before the invalidation it sends us, and this process may read the
        // request that follows that reply before the invalidation waiting in its socket: one turn of the event loop
        // (its I/O polled) reads what Redis has already sent before the hit is trusted.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.tracking && this.entries.get(key) === hit) return hit.record.expiresAt > now ? hit.record : null;
      }
    }
    const generation = this.generation;
    const trackedRead = this.tracking;
    const record = await this.store.getByKey(key);
    // Only a read made under tracking, with no invalidation since, can be trusted to hear of the next change.
    if (record !== null && trackedRead && this.tracking && generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { record, storedAt: now });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return record;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopTracking();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
    this.subscriber = null;
  }

  private stopTracking(): void {
    this.tracking = false;
    this.generation++;
    this.entries.clear();
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      const id = (await subscriber.client('ID')) as number;
      await subscriber.subscribe(INVALIDATE_CHANNEL);
      if (subscriber.status !== 'ready' || this.closed) return;
      this.subscriberId = id;
      await this.startTracking();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'session cache: invalidations not available, reading Redis');
    }
  }

  private async startTracking(): Promise<void> {
    const id = this.subscriberId;
    if (this.closed || id === null || this.redis.status !== 'ready') return;
    try {
      await this.redis.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(id));
      // either connection may have dropped while we were asking
      if (this.redis.status === 'ready' && this.subscriberId === id && !this.closed) {
        this.entries.clear();
        this.tracking = true;
      }
    } catch (err) {
      this.stopTracking();
      this.logger.warn({ err: (err as Error).message }, 'session cache: tracking not available, reading Redis');
    }
  }
}
