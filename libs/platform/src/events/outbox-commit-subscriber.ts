import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/** Per-transaction set of callbacks, kept in the QueryRunner's user data (TypeORM's slot for subscribers). */
const PENDING = Symbol('pathwise.outbox.afterCommit');
const INSTALLED = Symbol('pathwise.outbox.subscriber');

type Pending = Set<() => void>;

function pendingOf(queryRunner: QueryRunner): Pending | undefined {
  return (queryRunner.data as Record<symbol, Pending | undefined>)[PENDING];
}

/**
 * TypeORM has no per-transaction "after commit" hook, but it broadcasts commits to DataSource subscribers. This one
 * runs the callbacks registered on the committing QueryRunner once the outermost transaction commits (a savepoint
 * release is not a commit) and drops them on rollback.
 */
class OutboxCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const { queryRunner } = event;
    if (queryRunner.isTransactionActive) return;
    const pending = pendingOf(queryRunner);
    if (!pending) return;
    delete (queryRunner.data as Record<symbol, unknown>)[PENDING];
    for (const callback of pending) callback();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete (event.queryRunner.data as Record<symbol, unknown>)[PENDING];
  }
}

/** Runs `callback` after the transaction of `queryRunner` commits; never if it rolls back. */
export function notifyAfterCommit(dataSource: DataSource, queryRunner: QueryRunner, callback: () => void): void {
  const holder = dataSource as unknown as Record<symbol, boolean>;
  if (!holder[INSTALLED]) {
    dataSource.subscribers.push(new OutboxCommitSubscriber());
    holder[INSTALLED] = true;
  }
  const data = queryRunner.data as Record<symbol, Pending | undefined>;
  (data[PENDING] ??= new Set()).add(callback);
}
