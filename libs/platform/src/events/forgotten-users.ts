import { UnrecoverableError } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { EventNames } from '@pathwise/contracts';
import { ForgottenUser } from './forgotten-user.entity.js';
import { OutboxEvent } from './outbox-event.entity.js';

/** The advisory-lock class of "the user's rows in this service's schema" (the second key is the user id's hash). */
const USER_ROWS_LOCK = 7301;

/** The failure reason of a queued job whose user was deleted meanwhile: JobQueues.run answers its request 401. */
export const FORGOTTEN_USER_REASON = 'The account was deleted';

/**
 * The deletion's side (handleOnce runs it for user.deleted): waits for every write of the user in flight here, then
 * records them as forgotten, holding the lock until the deleting transaction ends.
 */
export async function forgetUser(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [USER_ROWS_LOCK, userId]);
  await manager.createQueryBuilder().insert().into(ForgottenUser).values({ userId }).orIgnore().execute();
  await eraseUserEvents(manager, userId);
}

/**
 * Deletes this service's outbox rows about the user (events and queued jobs, sent or not): their payloads hold what
 * the account's deletion promised gone (names, e-mail, skills, matches), and published rows were otherwise kept for a
 * week. Unsent ones would be skipped by every consumer anyway. user.deleted itself (an id and a date) stays, so that
 * the deleting service's relay still sends it.
 */
export async function eraseUserEvents(manager: EntityManager, userId: string): Promise<void> {
  await userEventsErasure(manager, userId).execute();
}

/** The DELETE of eraseUserEvents (on the index idx_outbox_events_user_id), for tests to EXPLAIN. */
export function userEventsErasure(manager: EntityManager, userId: string) {
  return manager
    .createQueryBuilder()
    .delete()
    .from(OutboxEvent)
    .where("payload->>'userId' = :userId AND name <> :deleted", { userId, deleted: EventNames.userDeleted });
}

/**
 * Whether the user's account was deleted, holding their rows against a deletion until the caller's transaction ends
 * (shared: writers of one user do not wait on each other). A write either commits before the deletion, and is deleted
 * with the rest, or sees it.
 */
export async function isUserForgotten(manager: EntityManager, userId: string): Promise<boolean> {
  await manager.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [USER_ROWS_LOCK, userId]);
  return manager.existsBy(ForgottenUser, { userId });
}

/**
 * For a queued job about to store something of the user's (its request was signed before the account was deleted, or
 * the job waited in the queue): fails it for good, storing nothing.
 */
export async function assertUserNotForgotten(manager: EntityManager, userId: string): Promise<void> {
  if (await isUserForgotten(manager, userId)) throw new UnrecoverableError(FORGOTTEN_USER_REASON);
}
