import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Stripe events already applied, by their evt_… id: a replayed delivery is acknowledged and skipped. */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
