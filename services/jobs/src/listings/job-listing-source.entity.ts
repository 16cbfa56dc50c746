import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobListingEntity } from './job-listing.entity.js';

/** One board's copy of a listing: its id there and its link back. A listing has one row per board it was seen on. */
@Entity({ name: 'job_listing_sources' })
@Index('job_listing_sources_source_key', ['source', 'sourceId'], { unique: true })
@Index('job_listing_sources_listing_idx', ['listingId'])
export class JobListingSourceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId: string;

  @ManyToOne(() => JobListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'job_listing_sources_listing_fk' })
  listing?: JobListingEntity;

  @Column({ type: 'text' })
  source: string;

  @Column({ name: 'source_id', type: 'text' })
  sourceId: string;

  @Column({ type: 'text' })
  url: string;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}
