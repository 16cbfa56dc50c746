import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One row per user who ever touched billing: the Stripe customer (one per user) and whether the one free trial was
 * taken. Its row lock serialises every change to the user's subscriptions (one open subscription per user).
 */
@Entity({ name: 'accounts' })
export class BillingAccountEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Index('accounts_stripe_customer_key', { unique: true })
  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  /**
   * Set once, never cleared: the 7-day trial is once per person, ever. An account whose address already had a trial
   * in a deleted account (spent_trials) gets that trial's start here, so it shows and counts as used.
   */
  @Column({ name: 'trial_started_at', type: 'timestamptz', nullable: true })
  trialStartedAt: Date | null;

  /** trialOwnerHash of the account's address (user.registered / user.updated), never the address itself. */
  @Column({ name: 'email_hash', type: 'text', nullable: true })
  emailHash: string | null;

  /** occurredAt of the user.registered / user.updated that gave emailHash: an older one delivered late is ignored. */
  @Column({ name: 'email_event_at', type: 'timestamptz', nullable: true })
  emailEventAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
