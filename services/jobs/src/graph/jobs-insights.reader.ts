import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface FunnelCounts {
  saved: number;
  applied: number;
  savedAndApplied: number;
}

export interface WaitingJob {
  jobId: string;
  title: string;
  company: string | null;
  savedAt: string;
}

/** How many saved jobs still waiting for an application the insights read per user. */
export const WAITING_READ = 20;

/** The application funnel for a batch of users: one query for the counts, one for the waiting jobs. */
@Injectable()
export class JobsInsightsReader {
  constructor(private readonly dataSource: DataSource) {}

  async funnels(userIds: readonly string[]): Promise<FunnelCounts[]> {
    const rows: (FunnelCounts & { user_id: string })[] = await this.dataSource.query(
      `SELECT u.id AS user_id,
         (SELECT count(*)::int FROM "jobs"."saved_jobs" s WHERE s."user_id" = u.id) AS saved,
         (SELECT count(*)::int FROM "jobs"."job_applications" a WHERE a."user_id" = u.id) AS applied,
         (SELECT count(*)::int FROM "jobs"."saved_jobs" s JOIN "jobs"."job_applications" a
            ON a."user_id" = s."user_id" AND a."job_id" = s."job_id" WHERE s."user_id" = u.id) AS "savedAndApplied"
       FROM unnest($1::text[]) AS u(id)`,
      [userIds],
    );
    const byId = new Map(rows.map((r) => [r.user_id, r]));
    return userIds.map((id) => {
      const r = byId.get(id);
      return { saved: r?.saved ?? 0, applied: r?.applied ?? 0, savedAndApplied: r?.savedAndApplied ?? 0 };
    });
  }

  /** Saved jobs not applied to, oldest first (the longest waiting comes first). */
  async waiting(userIds: readonly string[]): Promise<WaitingJob[][]> {
    const rows: (WaitingJob & { userId: string })[] = await this.dataSource.query(
      `SELECT w."userId", w."jobId", w."title", w."company", w."savedAt" FROM (
         SELECT s."user_id" AS "userId", s."job_id" AS "jobId", coalesce(s."job"->>'title', 'Saved job') AS "title",
           s."job"->>'company' AS "company", s."saved_at" AS "savedAt",
           row_number() OVER (PARTITION BY s."user_id" ORDER BY s."saved_at", s."id") AS n
         FROM "jobs"."saved_jobs" s
         WHERE s."user_id" = ANY($1::text[])
           AND NOT EXISTS (SELECT 1 FROM "jobs"."job_applications" a
                           WHERE a."user_id" = s."user_id" AND a."job_id" = s."job_id")) w
       WHERE w.n <= $2 ORDER BY w."savedAt"`,
      [userIds, WAITING_READ],
    );
    const byUser = new Map<string, WaitingJob[]>();
    for (const { userId, ...job } of rows) {
      const list = byUser.get(userId) ?? [];
      list.push({ ...job, savedAt: new Date(job.savedAt).toISOString() });
      byUser.set(userId, list);
    }
    return userIds.map((id) => byUser.get(id) ?? []);
  }
}
