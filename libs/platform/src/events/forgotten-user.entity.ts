import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user whose account was deleted (user.deleted applied here). Kept so that an event about them delivered later, its
 * publisher's relay having been behind, writes nothing back (handleOnce skips it). Only the id: nothing else of the
 * user stays.
 */
@Entity({ name: 'forgotten_users' })
export class ForgottenUser {
  @PrimaryColumn({ name: 'user_id', type: 'text', primaryKeyConstraintName: 'PK_forgotten_users' })
  userId: string;

  @Column({ name: 'forgotten_at', type: 'timestamptz', default: () => 'now()' })
  forgottenAt: Date;
}
