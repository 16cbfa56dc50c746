import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A charge attempt of a subscription (local mode writes them; Stripe mode mirrors invoice webhooks). */
@Entity({ name: 'invoices' })
@Index('invoices_user_date_idx', ['userId', 'date'])
export class InvoiceEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  subscriptionId: string | null;

  /** Stripe's in_… id, or a local key (`<subscriptionId>:<periodStart>`) so a period is never charged twice. */
  @Index('invoices_provider_key', { unique: true })
  @Column({ name: 'provider_invoice_id', type: 'text' })
  providerInvoiceId: string;

  @Column({ type: 'timestamptz' })
  date: Date;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'text' })
  currency: string;

  @Column({ type: 'text' })
  status: 'paid' | 'open' | 'failed' | 'void';

  @Column({ type: 'text' })
  description: string;
}
