import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The latest job.market.updated applied (one row, id 1): when the jobs index made it and whether it is the demo index. */
@Entity({ name: 'job_market_snapshot' })
export class JobMarketSnapshotEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'generated_at', type: 'timestamptz' })
  generatedAt: Date;

  @Column({ type: 'boolean' })
  demo: boolean;
}

/** One occupation's open listings in the jobs index and the spread of their posted pay (annual USD). */
@Entity({ name: 'job_market' })
export class JobMarketEntity {
  @PrimaryColumn({ name: 'occupation_code', type: 'text' })
  occupationCode: string;

  @Column({ type: 'integer' })
  openings: number;

  @Column({ name: 'remote_openings', type: 'integer' })
  remoteOpenings: number;

  @Column({ type: 'jsonb', nullable: true })
  pay: { min: number; median: number; max: number; samples: number } | null;

  /** The snapshot lists every place with listings of the occupation (fewer than its cap): a place not listed has none. */
  @Column({ name: 'locations_complete', type: 'boolean' })
  locationsComplete: boolean;
}

/** Open listings of one occupation in one place ("Austin, TX"), read into the keys a user's location is compared on. */
@Entity({ name: 'job_market_locations' })
export class JobMarketLocationEntity {
  @PrimaryColumn({ name: 'occupation_code', type: 'text' })
  occupationCode: string;

  @PrimaryColumn({ type: 'text' })
  location: string;

  @Column({ name: 'city_key', type: 'text', nullable: true })
  cityKey: string | null;

  @Column({ type: 'text', nullable: true })
  region: string | null;

  @Column({ type: 'integer' })
  openings: number;
}
