import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The free trial is once per person, and a person who deletes the account and signs up again with the same address
 * is the same person. Kept after the deletion, and only this: a one-way hash of an address that has had a trial
 * (trialOwnerHash), no user id, no address, nothing else of the account.
 */
@Entity({ name: 'spent_trials' })
export class SpentTrialEntity {
  @PrimaryColumn({ name: 'email_hash', type: 'text' })
  emailHash: string;

  /** When that person's trial started (the new account's trial is shown as used since then). */
  @Column({ name: 'trial_started_at', type: 'timestamptz' })
  trialStartedAt: Date;
}
