import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity.js';

export type HandleOnceResult<T> = { applied: true; result: T } | { applied: false };

/**
 * Applies an at-least-once delivered event at most once for `consumer`: records the event id in processed_events and
 * runs `fn` in the same transaction. A duplicate finds the row and is skipped; a concurrent duplicate waits on the
 * primary key until the first commits (then skips) or rolls back (then applies). If `fn` throws, nothing is recorded
 * and the delivery's retry applies it again.
 *
 * `consumer` names the handler, e.g. `career.quiz-completed`, so two handlers of one service are tracked apart.
 */
export async function handleOnce<T>(
  dataSource: DataSource,
  consumer: string,
  envelope: { id: string },
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
    return { applied: true, result: await fn(manager) };
  });
}
