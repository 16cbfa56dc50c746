import type { JobsOptions } from 'bullmq';
import type { ServiceName } from '@pathwise/contracts';

/**
 * Tuning of the domain-event bus in one place. Delivery is at-least-once: retries, relay re-runs and crashes can
 * all deliver an event again, which consumers absorb with `handleOnce` (processed_events).
 */

/** Each subscribing service consumes from its own queue; replicas of the service compete on it. */
export function eventQueueName(service: ServiceName): string {
  return `events.${service}`;
}

/**
 * Options of every delivered event job. Ten attempts with exponential backoff from 1 s cover about 17 minutes of a
 * failing dependency; after that the job stays in the failed set (14 days) where an operator can retry it (a user's
 * are erased when the user is deleted). Completed jobs are removed at once: their payloads hold the user's name,
 * e-mail, skills, which an account's deletion must not leave in Redis for a day; a relay re-delivering a row is
 * absorbed by the consumer's handleOnce (processed_events), as any redelivery is.
 */
export const EVENT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: { age: 14 * 24 * 3600 },
} as const satisfies JobsOptions;

/** The relay also polls, so rows committed by a process that died before nudging its relay still go out. */
export const RELAY_POLL_INTERVAL_MS = 500;
/** Rows claimed per relay transaction; a full batch makes the relay go again at once. */
export const RELAY_BATCH_SIZE = 100;
/** Bound on handing one batch to Redis, so an unreachable Redis never keeps the claiming transaction open. */
export const RELAY_DELIVERY_TIMEOUT_MS = 5_000;
/** Published outbox rows are kept this long (for audits and replays), then pruned. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** How often a relay prunes published rows. */
export const OUTBOX_PRUNE_INTERVAL_MS = 3600 * 1000;

/** Event handlers running at once per consumer process. */
export const EVENT_CONSUMER_CONCURRENCY = 4;
