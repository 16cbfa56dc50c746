import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'is_premium', type: 'boolean', default: false })
  isPremium: boolean;

  /** The occurredAt of the subscription.changed event that set isPremium; an older event arriving late is ignored. */
  @Column({ name: 'plan_changed_at', type: 'timestamptz', nullable: true })
  planChangedAt: Date | null;

  @Column({ name: 'profile_picture_id', type: 'uuid', nullable: true })
  profilePictureId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
