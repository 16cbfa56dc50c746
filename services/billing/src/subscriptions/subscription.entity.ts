import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionStatusName } from '../state/subscription-state.js';

/** One subscription (a trial, or a paid one), local or mirrored from Stripe; ended ones stay as history. */
@Entity({ name: 'subscriptions' })
@Index('subscriptions_user_idx', ['userId', 'createdAt'])
export class SubscriptionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /**
   * The user id while the subscription is open (incomplete, trialing, active, past due), null once it ended: its
   * unique index is "one open subscription per user" in the database itself.
   */
  @Index('subscriptions_open_key', { unique: true })
  @Column({ name: 'open_key', type: 'uuid', nullable: true })
  openKey: string | null;

  @Column({ type: 'text' })
  provider: 'local' | 'stripe';

  /** Stripe's sub_… id (Stripe mode). */
  @Index('subscriptions_provider_id_key', { unique: true })
  @Column({ name: 'provider_subscription_id', type: 'text', nullable: true })
  providerSubscriptionId: string | null;

  @Column({ type: 'text' })
  status: SubscriptionStatusName;

  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  @Column({ name: 'current_period_start', type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'has_payment_method', type: 'boolean', default: false })
  hasPaymentMethod: boolean;

  /** When the provider last described this state; older news (an out-of-order webhook) is ignored. */
  @Column({ name: 'as_of', type: 'timestamptz' })
  asOf: Date;

  /** What the browser confirms the first payment (or a trial's card) with; local mode: pi_local_…_secret_…. */
  @Index('subscriptions_client_secret_key', { unique: true })
  @Column({ name: 'client_secret', type: 'text', nullable: true })
  clientSecret: string | null;

  /** The last four digits of the card on file (local mode), for the history's descriptions. */
  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
