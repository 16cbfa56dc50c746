import { EventNames } from '@pathwise/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { forgetUser, isUserForgotten } from './forgotten-users.js';
import { ProcessedEvent } from './processed-event.entity.js';

export type HandleOnceResult<T> = { applied: true; result: T } | { applied: false };

/**
 * Applies an at-least-once delivered event at most once for `consumer`: records the event id in processed_events and
 * runs `fn` in the same transaction. A duplicate finds the row and is skipped; a concurrent duplicate waits on the
 * primary key until the first commits (then skips) or rolls back (then applies). If `fn` throws, nothing is recorded
 * and the delivery's retry applies it again.
 *
 * An event about a user (`payload.userId`) is also skipped once the user is forgotten here: user.deleted, applied
 * through this function, records the id (ForgottenUser) in the transaction that deletes their rows. An event
 * published before the deletion can reach a service after it (its publisher's relay was behind), and upserting a
 * copy of the user then would keep data the account's deletion promised gone. The deletion holds the user's lock
 * exclusively and every other event of the user shares it, so each one commits before the deletion (and is deleted
 * with the rest) or sees it.
 *
 * `consumer` names the handler, e.g. `career.quiz-completed`, so two handlers of one service are tracked apart.
 */
export async function handleOnce<T>(
  dataSource: DataSource,
  consumer: string,
  envelope: { id: string; name?: string; payload?: unknown },
  fn: (manager: EntityManager) => Promise<T>,
): Promise<HandleOnceResult<T>> {
  return dataSource.transaction(async (manager) => {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedEvent)
      .values({ eventId: envelope.id, consumer })
      .orIgnore()
      .returning(['event_id'])
      .execute();
    if (!(inserted.raw as unknown[]).length) return { applied: false };
    const userId = userIdOf(envelope.payload);
    if (userId !== null) {
      if (envelope.name === EventNames.userDeleted) await forgetUser(manager, userId);
      else if (await isUserForgotten(manager, userId)) return { applied: false };
    }
    return { applied: true, result: await fn(manager) };
  });
}

function userIdOf(payload: unknown): string | null {
  const userId = (payload as { userId?: unknown } | null | undefined)?.userId;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}
