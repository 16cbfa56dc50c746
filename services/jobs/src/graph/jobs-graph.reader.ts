import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserProfileEntity } from '../users/user-profile.entity.js';

/** What the market insights read of a user's profile (the location and the matches, in order). */
export type MarketProfile = Pick<UserProfileEntity, 'location' | 'matches'>;

export interface JobsSummaryRow {
  saved: number;
  applied: number;
  /** The user's profile as jobs knows it (null before any event about them), for the insights below the counts. */
  profile: MarketProfile | null;
}

/**
 * Saved and applied counts for a batch of users in one query, with the profile the market insights read: the
 * dashboard asks for both, and one round trip to PostgreSQL instead of two is a socket write less per call.
 */
@Injectable()
export class JobsGraphReader {
  constructor(private readonly dataSource: DataSource) {}

  async summaries(userIds: readonly string[]): Promise<JobsSummaryRow[]> {
    const rows: {
      user_id: string;
      saved: number;
      applied: number;
      has_profile: boolean;
      location: string | null;
      matches: MarketProfile['matches'] | null;
    }[] = await this.dataSource.query(
      `SELECT u.id AS user_id,
         (SELECT count(*)::int FROM "jobs"."saved_jobs" s WHERE s."user_id" = u.id) AS saved,
         (SELECT count(*)::int FROM "jobs"."job_applications" a WHERE a."user_id" = u.id) AS applied,
         p."user_id" IS NOT NULL AS has_profile, p."location", p."matches"
       FROM unnest($1::text[]) AS u(id) LEFT JOIN "jobs"."user_profiles" p ON p."user_id" = u.id`,
      [userIds],
    );
    const byId = new Map(rows.map((r) => [r.user_id, r]));
    return userIds.map((id) => {
      const row = byId.get(id);
      return {
        saved: row?.saved ?? 0,
        applied: row?.applied ?? 0,
        profile: row?.has_profile ? { location: row.location, matches: row.matches ?? [] } : null,
      };
    });
  }
}
