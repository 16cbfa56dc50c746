import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Saved and applied counts for a batch of users in one query. */
@Injectable()
export class JobsGraphReader {
  constructor(private readonly dataSource: DataSource) {}

  async counts(userIds: readonly string[]): Promise<{ saved: number; applied: number }[]> {
    const rows: { user_id: string; saved: number; applied: number }[] = await this.dataSource.query(
      `SELECT u.id AS user_id,
         (SELECT count(*)::int FROM "jobs"."saved_jobs" s WHERE s."user_id" = u.id) AS saved,
         (SELECT count(*)::int FROM "jobs"."job_applications" a WHERE a."user_id" = u.id) AS applied
       FROM unnest($1::text[]) AS u(id)`,
      [userIds],
    );
    const byId = new Map(rows.map((r) => [r.user_id, r]));
    return userIds.map((id) => ({ saved: byId.get(id)?.saved ?? 0, applied: byId.get(id)?.applied ?? 0 }));
  }
}
