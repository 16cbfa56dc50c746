import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One domain event (or queued job) waiting in (or delivered from) the publishing service's outbox. Written in the
 * publisher's own transaction, so an event exists exactly when the change that caused it was committed, and a job is
 * queued exactly when the work that asked for it was. No schema here: each service's DataSource sets its own.
 */
@Entity({ name: 'outbox_events' })
@Index('idx_outbox_events_unpublished', ['occurredAt'], { where: 'published_at IS NULL' })
export class OutboxEvent {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_outbox_events' })
  id: string;

  /** An event name, or a job name when `kind` is 'job'. */
  @Column({ type: 'text' })
  name: string;

  /** 'event': sent to every subscriber's event queue; 'job': added to the job's own queue under `jobId`. */
  @Column({ type: 'text', default: 'event' })
  kind: 'event' | 'job';

  /** The job's deterministic BullMQ id (kind 'job'), so a row sent twice queues the job once. */
  @Column({ name: 'job_id', type: 'text', nullable: true })
  jobId: string | null;

  @Column({ type: 'jsonb' })
  payload: object;

  @Column({ type: 'text' })
  producer: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Relay attempts so far (a delivered row has at least 1). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** Why the last delivery attempt failed, for operators; cleared on success. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
