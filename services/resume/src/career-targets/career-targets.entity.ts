import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export interface TargetOccupation {
  code: string;
  title: string;
  matchScore: number;
}

/** The user's career matches, as the career service last announced them: the targets of resume keywords. */
@Entity({ name: 'career_targets' })
export class CareerTargetsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'jsonb' })
  occupations: TargetOccupation[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
