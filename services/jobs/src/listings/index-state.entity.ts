import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Small facts about the index kept across restarts: the demo index's version and day, each board's last run. */
@Entity({ name: 'index_state' })
export class IndexStateEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'jsonb' })
  value: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
