import { Injectable } from '@nestjs/common';
import {
  type CareerMarket,
  type CareerRecommendation,
  type EventPayload,
  formatLocation,
  JOB_MARKET_MAX_LOCATIONS,
  parseLocation,
} from '@pathwise/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { JobMarketEntity, JobMarketLocationEntity, JobMarketSnapshotEntity } from './job-market.entity.js';
import { withMarket } from './market-wording.js';

const OCCUPATION_CODE = /^\d{2}-\d{4}\.\d{2}$/;
const INSERT_CHUNK = 500;

/**
 * The career service's copy of the jobs index's market (job.market.updated; events, never the jobs service's tables)
 * and its use in matches: counts near the user's location, remote and in all, and the posted pay spread.
 */
@Injectable()
export class JobMarketService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Replaces the copy with a newer snapshot (an older one delivered late is ignored: false). Codes that are not
   * O*NET-SOC codes are skipped, a code given twice is kept once, a place given twice is added up.
   */
  async apply(m: EntityManager, snapshot: EventPayload<'job.market.updated'>): Promise<boolean> {
    const generatedAt = new Date(snapshot.generatedAt);
    if (Number.isNaN(generatedAt.getTime())) return false;
    await m
      .createQueryBuilder()
      .insert()
      .into(JobMarketSnapshotEntity)
      .values({ id: 1, generatedAt: new Date(0), demo: snapshot.demo })
      .orIgnore()
      .execute();
    const current = await m
      .getRepository(JobMarketSnapshotEntity)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.id = 1')
      .getOneOrFail();
    if (current.generatedAt.getTime() >= generatedAt.getTime()) return false;

    const occupations = new Map<string, JobMarketEntity>();
    const places = new Map<string, JobMarketLocationEntity>();
    for (const o of snapshot.occupations) {
      if (!OCCUPATION_CODE.test(o.code) || occupations.has(o.code)) continue;
      const pay = o.pay && [o.pay.min, o.pay.median, o.pay.max].every(Number.isFinite) ? o.pay : null;
      occupations.set(o.code, {
        occupationCode: o.code,
        openings: o.openings,
        remoteOpenings: Math.min(o.remoteOpenings, o.openings),
        pay: pay && { min: pay.min, median: pay.median, max: pay.max, samples: pay.samples },
        locationsComplete: o.byLocation.length < JOB_MARKET_MAX_LOCATIONS,
      });
      for (const place of o.byLocation.slice(0, JOB_MARKET_MAX_LOCATIONS * 2)) {
        const parsed = parseLocation(place.location.slice(0, 200));
        if (!parsed.cityKey && !parsed.region) continue;
        const location = formatLocation({ ...parsed, remote: false });
        const key = `${o.code}\u0000${location}`;
        const known = places.get(key);
        if (known) known.openings += place.openings;
        else
          places.set(key, {
            occupationCode: o.code,
            location,
            cityKey: parsed.cityKey,
            region: parsed.region,
            openings: place.openings,
          });
      }
    }
    await m.createQueryBuilder().delete().from(JobMarketLocationEntity).execute();
    await m.createQueryBuilder().delete().from(JobMarketEntity).execute();
    for (const rows of chunks([...occupations.values()])) await m.insert(JobMarketEntity, rows);
    for (const rows of chunks([...places.values()])) await m.insert(JobMarketLocationEntity, rows);
    await m.update(JobMarketSnapshotEntity, { id: 1 }, { generatedAt, demo: snapshot.demo });
    return true;
  }

  /** The figures of these occupations for a user at `location` (free text); empty before any snapshot arrived. */
  async figures(codes: string[], location: string | null): Promise<Map<string, CareerMarket>> {
    const out = new Map<string, CareerMarket>();
    const snapshot = await this.dataSource.manager.findOneBy(JobMarketSnapshotEntity, { id: 1 });
    if (!snapshot || snapshot.generatedAt.getTime() === 0 || codes.length === 0) return out;
    const unique = [...new Set(codes)];
    const place = parseLocation(location);
    const near = place.cityKey || place.region ? place : null;
    const [rows, placeRows] = await Promise.all([
      this.dataSource.manager.findBy(JobMarketEntity, { occupationCode: In(unique) }),
      near
        ? this.dataSource.manager.findBy(JobMarketLocationEntity, {
            occupationCode: In(unique),
            ...(near.cityKey ? { cityKey: near.cityKey } : { region: near.region! }),
          })
        : Promise.resolve([]),
    ]);
    const byCode = new Map(rows.map((r) => [r.occupationCode, r]));
    for (const code of unique) {
      const row = byCode.get(code);
      let nearby: number | null = null;
      if (near && row) {
        // As the jobs index counts "near": the same city (in the same state when the user names one), else the state.
        const here = placeRows.filter(
          (p) => p.occupationCode === code && (!near.cityKey || !near.region || p.region === near.region),
        );
        const count = here.reduce((sum, p) => sum + p.openings, 0);
        // A place missing from a capped list may still have a few: unknown rather than a wrong "none".
        nearby = count > 0 || row.locationsComplete ? count : null;
      } else if (near) nearby = 0;
      out.set(code, {
        openings: row?.openings ?? 0,
        remote: row?.remoteOpenings ?? 0,
        nearby,
        location: near ? formatLocation({ ...near, remote: false }) : null,
        pay: row?.pay ?? null,
        demo: snapshot.demo,
        generatedAt: snapshot.generatedAt.toISOString(),
      });
    }
    return out;
  }

  /** Matches with the market as held now (see withMarket). */
  async annotate<R extends CareerRecommendation>(recommendations: R[], location: string | null): Promise<R[]> {
    const codes = recommendations.map((r) => r.occupationCode).filter((c): c is string => Boolean(c));
    const figures = await this.figures(codes, location);
    return recommendations.map((r) =>
      withMarket(r, r.occupationCode ? figures.get(r.occupationCode) : undefined, location?.trim() || null),
    );
  }
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) yield rows.slice(i, i + INSERT_CHUNK);
}
