import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MatchSnapshot } from '../quiz/quiz-submission.entity.js';
import type { QuizAttemptType } from './career-insights.types.js';

/** How many of a user's latest matched attempts the insights read. */
export const ATTEMPTS_READ = 20;

/** The matched quiz attempts of a batch of users in one query, each user's oldest first. */
@Injectable()
export class CareerInsightsReader {
  constructor(private readonly dataSource: DataSource) {}

  async attempts(userIds: readonly string[]): Promise<QuizAttemptType[][]> {
    const rows: { userId: string; submissionId: string; takenAt: Date; snapshot: MatchSnapshot[] }[] =
      await this.dataSource.query(
        `SELECT a."userId", a."submissionId", a."takenAt", a."snapshot" FROM (
           SELECT "user_id" AS "userId", "id"::text AS "submissionId", "created_at" AS "takenAt",
             "match_snapshot" AS "snapshot",
             row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS n
           FROM "career"."quiz_submissions"
           WHERE "user_id" = ANY($1::text[]) AND "match_snapshot" IS NOT NULL) a
         WHERE a.n <= $2 ORDER BY a."takenAt", a."submissionId"`,
        [userIds, ATTEMPTS_READ],
      );
    const byUser = new Map<string, QuizAttemptType[]>();
    for (const row of rows) {
      const list = byUser.get(row.userId) ?? [];
      list.push({
        submissionId: row.submissionId,
        takenAt: new Date(row.takenAt).toISOString(),
        snapshot: row.snapshot,
      });
      byUser.set(row.userId, list);
    }
    return userIds.map((id) => byUser.get(id) ?? []);
  }
}
