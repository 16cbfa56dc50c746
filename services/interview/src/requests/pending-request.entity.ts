import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a pending request asks for: a practice interview's start, or a reply draft. */
export type PendingRequestKind = 'interview-start' | 'reply-draft';

/**
 * An AI request (an interview start, a reply draft) whose result has not reached the user yet. Its id keys the queue
 * job, so a retry of the same request (after a 503: the gateway gave up while the job ran on) joins that job and gets
 * the one session or conversation it made, instead of queueing a second. Delivered once a request has answered.
 */
@Entity({ name: 'pending_requests' })
@Index('pending_requests_pending_key', ['userId', 'kind', 'requestKey'], {
  unique: true,
  where: `"status" = 'pending'`,
})
export class PendingRequestEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_pending_requests' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  kind: PendingRequestKind;

  /** What makes two requests the same: a start's path (lower-cased, trimmed) and level; a draft's message's hash. */
  @Column({ name: 'request_key', type: 'text' })
  requestKey: string;

  @Column({ type: 'text', default: 'pending' })
  status: 'pending' | 'delivered';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
