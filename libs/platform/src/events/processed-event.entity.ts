import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event a consumer has applied. Inserted in the handler's own transaction, so "applied" and "recorded" commit
 * together and a re-delivered event is skipped. `consumer` names the handler, so that two handlers of one service
 * reacting to the same event are tracked apart. Text ids so that other at-least-once inputs (e.g. provider webhooks
 * with their own id formats) can use the same table.
 */
@Entity({ name: 'processed_events' })
export class ProcessedEvent {
  @PrimaryColumn({ name: 'event_id', type: 'text', primaryKeyConstraintName: 'PK_processed_events' })
  eventId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_processed_events' })
  consumer: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt: Date;
}
