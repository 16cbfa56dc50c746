import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The durable record of a session: what Redis (the fast path the gateway reads) is restored from after a restart.
 * Only the token's SHA-256 is kept, as in Redis. A revoked session keeps its row, marked, until it would have
 * expired, so that a restore never brings it back and a revocation Redis missed can be applied later.
 */
@Entity({ name: 'sessions' })
@Index('sessions_user_id_idx', ['userId'])
@Index('sessions_expires_at_idx', ['expiresAt'])
@Index('sessions_revoked_at_idx', ['revokedAt'], { where: '"revoked_at" IS NOT NULL' })
export class SessionEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
