import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A deleted account's id: events about it that arrive later are not applied (no row comes back). */
@Entity({ name: 'deleted_users' })
export class DeletedUserEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt: Date;
}
