import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { EventPayloads, type EventName, type EventPayload, type ServiceName } from '@pathwise/contracts';
import { OutboxEvent } from './outbox-event.entity.js';
import { notifyAfterCommit } from './outbox-commit-subscriber.js';

/** A payload that does not match its contract: a bug in the publishing service, never sent. */
export class EventPayloadError extends Error {
  constructor(
    readonly eventName: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(
      `Invalid payload for event ${eventName}: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}`,
    );
    this.name = 'EventPayloadError';
  }
}

/**
 * Writes domain events to the publishing service's outbox inside the caller's transaction: the event exists if and
 * only if the change that caused it commits. Delivery is the relay's job; after commit the row is handed to it
 * (`onCommitted`) so events go out at once rather than at the next poll.
 */
export class EventPublisher {
  constructor(
    private readonly dataSource: DataSource,
    readonly producer: ServiceName,
    private readonly onCommitted: (event: OutboxEvent) => void = () => undefined,
  ) {}

  /**
   * `manager` is the transaction's EntityManager (`dataSource.transaction(async (m) => ...)`). A non-transactional
   * manager also works: the insert then commits on its own. Returns the event id.
   */
  async publish<N extends EventName>(manager: EntityManager, name: N, payload: EventPayload<N>): Promise<string> {
    const schema = EventPayloads[name];
    if (!schema) throw new EventPayloadError(name, [{ path: '', message: 'unknown event name' }]);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new EventPayloadError(
        name,
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const row = await writeOutboxRow(this.dataSource, manager, this.onCommitted, {
      kind: 'event',
      name,
      payload: parsed.data as object,
      producer: this.producer,
      jobId: null,
    });
    return row.id;
  }
}

/**
 * Inserts an outbox row with the caller's manager (so it commits or rolls back with the caller's change) and hands it
 * to the relay once the transaction commits.
 */
export async function writeOutboxRow(
  dataSource: DataSource,
  manager: EntityManager,
  onCommitted: (row: OutboxEvent) => void,
  fields: Pick<OutboxEvent, 'kind' | 'name' | 'payload' | 'producer' | 'jobId'>,
): Promise<OutboxEvent> {
  if (manager.dataSource !== dataSource) {
    // A manager of another DataSource would put the row in an outbox this service's relay never reads.
    throw new Error('The outbox needs a manager of the service DataSource');
  }
  const row = manager.getRepository(OutboxEvent).create({
    id: randomUUID(),
    ...fields,
    occurredAt: new Date(),
    publishedAt: null,
    attempts: 0,
    lastError: null,
  });
  await manager.getRepository(OutboxEvent).insert(row);
  const committed = () => onCommitted(row);
  const queryRunner = manager.queryRunner;
  if (queryRunner?.isTransactionActive) notifyAfterCommit(dataSource, queryRunner, committed);
  else committed();
  return row;
}
