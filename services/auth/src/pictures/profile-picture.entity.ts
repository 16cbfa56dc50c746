import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A re-encoded profile picture (metadata stripped), served by id with long-lived caching. */
@Entity({ name: 'profile_pictures' })
export class ProfilePictureEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('profile_pictures_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ type: 'bytea' })
  content: Buffer;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
