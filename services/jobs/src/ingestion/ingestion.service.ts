import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@pathwise/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobsConfig } from '../config.js';
import { IndexStateEntity } from '../listings/index-state.entity.js';
import { JobListingSourceEntity } from '../listings/job-listing-source.entity.js';
import { JobListingEntity } from '../listings/job-listing.entity.js';
import { listingId } from '../listings/listing-id.js';
import { listingRow, REFRESHED_COLUMNS } from '../listings/listing-rows.js';
import type { NormalizedListing } from '../listings/normalized-listing.js';
import { loadReferenceData } from '../reference/reference-data.js';
import { JobSearchService } from '../search/job-search.service.js';
import { fold } from '../text/location.js';
import { TitleOccupationMapper } from '../text/title-occupation.js';
import { canonicalApplyUrl, dedupeKey, DEDUPE_WINDOW_DAYS } from './dedupe.js';

export interface IngestSummary {
  source: string;
  received: number;
  created: number;
  updated: number;
  /** Listings found to be a job another board already had: kept as one listing with both links. */
  merged: number;
}

/**
 * Writes board listings into the index. A listing seen before (same board and id) is refreshed; a new one that is a
 * job another board already brought (same canonical apply URL, else same company + title + place within
 * DEDUPE_WINDOW_DAYS of its date) becomes another link of that listing; anything else is a new listing. One
 * transaction per batch, so a search sees a board's batch whole or not at all.
 */
@Injectable()
export class IngestionService {
  private readonly logger = new Logger('Ingestion');
  private readonly mapper = new TitleOccupationMapper(loadReferenceData().titles);

  constructor(
    private readonly dataSource: DataSource,
    private readonly search: JobSearchService,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
  ) {}

  async ingest(source: string, listings: NormalizedListing[], now = new Date()): Promise<IngestSummary> {
    const summary: IngestSummary = { source, received: listings.length, created: 0, updated: 0, merged: 0 };
    await this.dataSource.transaction(async (manager) => {
      for (const listing of listings) summary[await this.upsert(manager, listing, now)]++;
      await manager.upsert(
        IndexStateEntity,
        { key: `board:${source}`, value: { lastRunAt: now.toISOString(), ...summary } },
        ['key'],
      );
    });
    this.search.invalidate();
    this.logger.log(`${source}: ${summary.received} received, ${summary.created} new, ${summary.merged} merged`);
    return summary;
  }

  private async upsert(
    manager: EntityManager,
    listing: NormalizedListing,
    now: Date,
  ): Promise<'created' | 'updated' | 'merged'> {
    const known = await manager.findOneBy(JobListingSourceEntity, {
      source: listing.source,
      sourceId: listing.sourceId,
    });
    const applyUrlKey = canonicalApplyUrl(listing.applicationUrl);
    const key = dedupeKey(listing.company, listing.title, {
      cityKey: listing.city ? fold(listing.city) : null,
      remote: listing.remote,
    });
    if (known) {
      await manager.update(JobListingSourceEntity, { id: known.id }, { url: listing.sourceUrl, lastSeenAt: now });
      const primary = await manager.findOneBy(JobListingEntity, { id: known.listingId });
      if (primary?.source === listing.source) {
        // The board that brought the listing keeps it current.
        const row = this.row(primary.id, listing, applyUrlKey, key);
        const columns = Object.fromEntries(
          Object.entries(row).filter(([k]) => !['id', 'source', 'sourceId', 'isDemo'].includes(k)),
        );
        await manager.update(JobListingEntity, { id: primary.id }, { ...columns, lastSeenAt: now });
      } else {
        await manager.update(JobListingEntity, { id: known.listingId }, { lastSeenAt: now });
      }
      return 'updated';
    }
    const twin = await this.findTwin(manager, listing, applyUrlKey, key);
    if (twin) {
      await manager.insert(JobListingSourceEntity, {
        listingId: twin,
        source: listing.source,
        sourceId: listing.sourceId,
        url: listing.sourceUrl,
        lastSeenAt: now,
      });
      await manager.update(JobListingEntity, { id: twin }, { lastSeenAt: now });
      return 'merged';
    }
    const id = listingId(listing.source, listing.sourceId);
    await manager
      .createQueryBuilder()
      .insert()
      .into(JobListingEntity)
      .values({ ...this.row(id, listing, applyUrlKey, key), firstSeenAt: now, lastSeenAt: now })
      .orUpdate(REFRESHED_COLUMNS, ['id'])
      .updateEntity(false)
      .execute();
    await manager
      .createQueryBuilder()
      .insert()
      .into(JobListingSourceEntity)
      .values({
        listingId: id,
        source: listing.source,
        sourceId: listing.sourceId,
        url: listing.sourceUrl,
        lastSeenAt: now,
      })
      .orIgnore()
      .execute();
    return 'created';
  }

  private row(id: string, listing: NormalizedListing, applyUrlKey: string | null, key: string) {
    return listingRow(id, listing, {
      occupationCode: this.mapper.map(listing.title),
      isDemo: false,
      applyUrlKey,
      dedupeKey: key,
    });
  }

  /** The listing another board already holds for this job, if any. */
  private async findTwin(
    manager: EntityManager,
    listing: NormalizedListing,
    applyUrlKey: string | null,
    key: string,
  ): Promise<string | null> {
    if (applyUrlKey) {
      const rows: { id: string }[] = await manager.query(
        `SELECT "id" FROM "jobs"."job_listings" WHERE "apply_url_key" = $1 AND NOT "is_demo" AND "source" <> $2 LIMIT 1`,
        [applyUrlKey, listing.source],
      );
      if (rows[0]) return rows[0].id;
    }
    const rows: { id: string }[] = await manager.query(
      `SELECT "id" FROM "jobs"."job_listings"
       WHERE "dedupe_key" = $1 AND NOT "is_demo" AND "source" <> $2
         AND ("posted_at" IS NULL OR $3::timestamptz IS NULL OR abs(EXTRACT(EPOCH FROM ("posted_at" - $3::timestamptz))) <= $4 * 86400)
       ORDER BY "first_seen_at" LIMIT 1`,
      [key, listing.source, listing.postedAt, DEDUPE_WINDOW_DAYS],
    );
    return rows[0]?.id ?? null;
  }

  /** Listings no board has shown for JOB_LISTING_TTL_DAYS leave the index (saves and applications keep copies). */
  async expire(now = new Date()): Promise<number> {
    const result = await this.dataSource.query(
      `DELETE FROM "jobs"."job_listings" WHERE NOT "is_demo" AND "last_seen_at" < $1::timestamptz - make_interval(days => $2)`,
      [now, this.config.JOB_LISTING_TTL_DAYS],
    );
    return (result as [unknown, number])[1] ?? 0;
  }
}
