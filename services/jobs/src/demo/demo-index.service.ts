import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '@pathwise/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobsConfig } from '../config.js';
import { IndexStateEntity } from '../listings/index-state.entity.js';
import { JobListingEntity } from '../listings/job-listing.entity.js';
import { listingId } from '../listings/listing-id.js';
import { listingRow, REFRESHED_COLUMNS } from '../listings/listing-rows.js';
import { loadReferenceData } from '../reference/reference-data.js';
import { DEMO_GENERATOR_VERSION, DEMO_SOURCE, generateDemoListings } from './demo-generator.js';

const STATE_KEY = 'demo-index';
const DAY = 86_400_000;
const utcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY) * DAY);

interface DemoState {
  version: number;
  count: number;
  referenceDay: string;
}

/**
 * Keeps the generated offline index (source Demo) in the table: written at start when missing or made by another
 * generator version (ids are derived from the demo ids, so saved demo jobs stay valid), and moved forward in time
 * each day so that its postings stay as recent as on the day it was made. One transaction under an advisory lock:
 * replicas starting together write it once, and searches see the old index or the new one, never half of it.
 */
@Injectable()
export class DemoIndexService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoIndex');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.JOBS_DEMO_INDEX && (await this.refresh()) === 'written') {
      // Fresh statistics and visibility map, so that the first searches get good plans (and counts read the
      // visibility map) instead of waiting for autovacuum. VACUUM cannot run inside the writing transaction.
      await this.dataSource.query(`VACUUM (ANALYZE) "jobs"."job_listings"`);
    }
  }

  /** Writes or refreshes the demo index; returns what it did. */
  async refresh(now = new Date()): Promise<'written' | 'moved' | 'current'> {
    const count = this.config.JOBS_DEMO_LISTINGS;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('jobs.demo-index'))`);
      const state = (await manager.findOneBy(IndexStateEntity, { key: STATE_KEY }))?.value as DemoState | undefined;
      const today = utcDay(now);
      if (!state || state.version !== DEMO_GENERATOR_VERSION || state.count !== count) {
        const started = Date.now();
        const written = await this.write(manager, today, count);
        await this.saveState(manager, { version: DEMO_GENERATOR_VERSION, count, referenceDay: today.toISOString() });
        this.logger.log(`demo index: ${written} listings written in ${Date.now() - started} ms`);
        return 'written';
      }
      const days = Math.round((today.getTime() - Date.parse(state.referenceDay)) / DAY);
      if (days <= 0) return 'current';
      await manager.query(
        `UPDATE "jobs"."job_listings" SET "posted_at" = "posted_at" + make_interval(days => $1) WHERE "is_demo"`,
        [days],
      );
      await this.saveState(manager, { ...state, referenceDay: today.toISOString() });
      return 'moved';
    });
  }

  private async write(manager: EntityManager, referenceDay: Date, count: number): Promise<number> {
    const { occupations, metros } = loadReferenceData();
    const listings = generateDemoListings(occupations, metros, { count, referenceDay });
    const rows = listings.map((l) =>
      listingRow(listingId(DEMO_SOURCE, l.sourceId), l, {
        occupationCode: l.occupationCode,
        isDemo: true,
        applyUrlKey: null,
        dedupeKey: null,
      }),
    );
    await manager.query(`CREATE TEMP TABLE demo_ids (id uuid PRIMARY KEY) ON COMMIT DROP`);
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      await manager
        .createQueryBuilder()
        .insert()
        .into(JobListingEntity)
        .values(batch)
        .orUpdate(
          REFRESHED_COLUMNS.filter((c) => c !== 'last_seen_at'),
          ['id'],
        )
        .updateEntity(false)
        .execute();
      await manager.query(`INSERT INTO demo_ids SELECT unnest($1::uuid[])`, [batch.map((r) => r.id)]);
    }
    // Demo listings of an older generator that this one no longer makes.
    await manager.query(
      `DELETE FROM "jobs"."job_listings" l WHERE l."is_demo" AND NOT EXISTS (SELECT 1 FROM demo_ids d WHERE d.id = l.id)`,
    );
    return rows.length;
  }

  private async saveState(manager: EntityManager, state: DemoState): Promise<void> {
    await manager.upsert(IndexStateEntity, { key: STATE_KEY, value: { ...state } }, ['key']);
  }
}
