import { Injectable } from '@nestjs/common';
import {
  EventNames,
  type EventPayload,
  JOB_MARKET_MAX_LOCATIONS,
  type JobInsightsResponse,
  type OccupationInsight,
} from '@pathwise/contracts';
import { EventPublisher } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { loadReferenceData } from '../reference/reference-data.js';
import { parseLocation, formatLocation } from '../text/location.js';
import type { UserProfileEntity } from '../users/user-profile.entity.js';
import { UserProfilesService } from '../users/user-profiles.service.js';

/** Below this many live listings mapped to occupations, market figures come from the demo index (and say so). */
export const LIVE_MARKET_MINIMUM = 200;
/** The most occupations one insights answer covers. */
const MAX_OCCUPATIONS = 24;
/** A pay spread needs this many listings that state pay. */
const PAY_SAMPLES = 3;

interface Row {
  code: string;
  is_demo: boolean;
  total: number;
  remote: number;
  nearby: number;
  pay_n: number;
  pay_min: number | null;
  pay_med: number | null;
  pay_max: number | null;
  near_n: number;
  near_min: number | null;
  near_med: number | null;
  near_max: number | null;
}

/**
 * The local job market of the index: per O*NET occupation, open listings near the user, remote and in all, with the
 * spread of posted pay (annualised, USD) where listings state it. Live board listings count when there are any for
 * the occupation; otherwise the demo index's figures are given and marked as such. The same figures for every
 * occupation go out as job.market.updated for the career service.
 */
@Injectable()
export class MarketService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: UserProfilesService,
    private readonly events: EventPublisher,
  ) {}

  /**
   * `limit`: only the first so many occupations (the dashboard's Job Search card lists three), at most 24. `known`: the
   * user's profile when the caller has read it already (null: the user has none), else it is read here.
   */
  async insights(
    userId: string,
    codes: string[],
    limit = MAX_OCCUPATIONS,
    known?: Pick<UserProfileEntity, 'location' | 'matches'> | null,
  ): Promise<JobInsightsResponse> {
    const profile = known !== undefined ? known : await this.profiles.find(userId);
    const { byCode } = loadReferenceData();
    const wanted = (codes.length ? codes : (profile?.matches ?? []).map((m) => m.code))
      .filter((c) => byCode.has(c))
      .slice(0, Math.max(0, Math.min(MAX_OCCUPATIONS, Math.trunc(limit))));
    const place = profile?.location ? parseLocation(profile.location) : null;
    const near = place && (place.cityKey || place.region) ? place : null;
    const rows: Row[] = wanted.length
      ? await this.dataSource.query(
          `WITH l AS (
             SELECT "occupation_code" AS code, "is_demo", "remote",
               ($2::text IS NOT NULL AND "city_key" = $2 AND ($3::text IS NULL OR "region" = $3))
                 OR ($2::text IS NULL AND $3::text IS NOT NULL AND "region" = $3) AS nearby,
               CASE WHEN "salary_currency" = 'USD' THEN "pay_annual" END AS pay
             FROM "jobs"."job_listings" WHERE "occupation_code" = ANY($1::text[]))
           SELECT code, "is_demo", count(*)::int AS total, count(*) FILTER (WHERE remote)::int AS remote,
             count(*) FILTER (WHERE nearby)::int AS nearby,
             count(pay)::int AS pay_n, min(pay) AS pay_min, percentile_cont(0.5) WITHIN GROUP (ORDER BY pay) AS pay_med,
             max(pay) AS pay_max,
             count(pay) FILTER (WHERE nearby)::int AS near_n, min(pay) FILTER (WHERE nearby) AS near_min,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY pay) FILTER (WHERE nearby) AS near_med,
             max(pay) FILTER (WHERE nearby) AS near_max
           FROM l GROUP BY code, "is_demo"`,
          [wanted, near?.cityKey ?? null, near?.region ?? null],
        )
      : [];
    const occupations: OccupationInsight[] = wanted.map((code) => {
      const live = rows.find((r) => r.code === code && !r.is_demo);
      const row = live ?? rows.find((r) => r.code === code && r.is_demo);
      const occupation = byCode.get(code)!;
      const nearbyPay = row && row.near_n >= PAY_SAMPLES;
      const pay =
        row && (nearbyPay || row.pay_n >= PAY_SAMPLES)
          ? {
              min: Math.round(Number(nearbyPay ? row.near_min : row.pay_min)),
              median: Math.round(Number(nearbyPay ? row.near_med : row.pay_med)),
              max: Math.round(Number(nearbyPay ? row.near_max : row.pay_max)),
              samples: nearbyPay ? row.near_n : row.pay_n,
              currency: 'USD',
              scope: nearbyPay ? ('nearby' as const) : ('national' as const),
            }
          : null;
      return {
        code,
        title: occupation.title,
        nearby: near ? (row?.nearby ?? 0) : null,
        remote: row?.remote ?? 0,
        total: row?.total ?? 0,
        pay,
        searchKeyword: occupation.titles[0] ?? occupation.title,
        demo: !live,
      };
    });
    return {
      location: near ? formatLocation(near) : null,
      demo: occupations.some((o) => o.demo),
      generatedAt: new Date().toISOString(),
      occupations,
    };
  }

  /** The snapshot of every occupation that job.market.updated carries. */
  async snapshot(now = new Date()): Promise<EventPayload<'job.market.updated'>> {
    const [{ live }] = await this.dataSource.query(
      `SELECT count(*)::int AS live FROM "jobs"."job_listings" WHERE NOT "is_demo" AND "occupation_code" IS NOT NULL`,
    );
    const demo = live < LIVE_MARKET_MINIMUM;
    const totals: {
      code: string;
      openings: number;
      remote: number;
      n: number;
      min: number | null;
      med: number | null;
      max: number | null;
    }[] = await this.dataSource.query(
      `SELECT "occupation_code" AS code, count(*)::int AS openings, count(*) FILTER (WHERE "remote")::int AS remote,
           count(pay)::int AS n, min(pay) AS min, percentile_cont(0.5) WITHIN GROUP (ORDER BY pay) AS med, max(pay) AS max
         FROM (SELECT *, CASE WHEN "salary_currency" = 'USD' THEN "pay_annual" END AS pay FROM "jobs"."job_listings") l
         WHERE "is_demo" = $1 AND "occupation_code" IS NOT NULL GROUP BY "occupation_code" ORDER BY "occupation_code"`,
      [demo],
    );
    const places: {
      code: string;
      city: string | null;
      region: string | null;
      country: string | null;
      openings: number;
    }[] = await this.dataSource.query(
      `SELECT "occupation_code" AS code, min("city") AS city, "region", min("country") AS country, count(*)::int AS openings
         FROM "jobs"."job_listings"
         WHERE "is_demo" = $1 AND "occupation_code" IS NOT NULL AND NOT "remote" AND "city_key" IS NOT NULL
         GROUP BY "occupation_code", "city_key", "region" ORDER BY "occupation_code", openings DESC`,
      [demo],
    );
    const byCode = new Map<string, { location: string; openings: number }[]>();
    for (const p of places) {
      const list = byCode.get(p.code) ?? [];
      if (list.length < JOB_MARKET_MAX_LOCATIONS) {
        list.push({
          location: formatLocation({
            city: p.city,
            cityKey: null,
            region: p.region,
            country: p.country,
            remote: false,
          }),
          openings: p.openings,
        });
      }
      byCode.set(p.code, list);
    }
    return {
      generatedAt: now.toISOString(),
      demo,
      occupations: totals.map((t) => ({
        code: t.code,
        openings: t.openings,
        remoteOpenings: t.remote,
        pay:
          t.n >= PAY_SAMPLES
            ? {
                min: Math.round(Number(t.min)),
                median: Math.round(Number(t.med)),
                max: Math.round(Number(t.max)),
                samples: t.n,
              }
            : null,
        byLocation: byCode.get(t.code) ?? [],
      })),
    };
  }

  /** Publishes job.market.updated (after ingestion and on its schedule). */
  async publishSnapshot(): Promise<number> {
    const payload = await this.snapshot();
    await this.dataSource.transaction((manager) => this.events.publish(manager, EventNames.jobMarketUpdated, payload));
    return payload.occupations.length;
  }
}
