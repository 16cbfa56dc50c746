import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ScoredAnswerRow } from './interview-insights.js';

/** How many of a user's latest evaluated answers the insights read (about a dozen sessions' worth). */
export const INSIGHTS_ANSWERS_READ = 120;

/** The evaluated answers the insights are computed from, for a batch of users in one query. */
@Injectable()
export class InterviewInsightsReader {
  constructor(private readonly dataSource: DataSource) {}

  async answers(userIds: readonly string[]): Promise<ScoredAnswerRow[][]> {
    const rows: (Omit<ScoredAnswerRow, 'rubric'> & { userId: string; rubric: ScoredAnswerRow['rubric'] | null })[] =
      await this.dataSource.query(
        `SELECT a."user_id"::text AS "userId", a."session_id"::text AS "sessionId", a."question_id" AS "questionId",
           a."question", a."career_path" AS "careerPath", a."score", a."created_at" AS "createdAt",
           (SELECT coalesce(jsonb_agg(jsonb_build_object('key', p->>'key', 'label', p->>'label',
                      'score', (p->>'score')::int, 'tip', p->>'tip')), '[]'::jsonb)
              FROM jsonb_array_elements(coalesce(a."evaluation"->'rubric', '[]'::jsonb)) p) AS "rubric"
         FROM (SELECT *, row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id" DESC) AS n
                 FROM "interview"."answers" WHERE "user_id" = ANY($1::uuid[])) a
         WHERE a.n <= $2
         ORDER BY a."created_at", a."id"`,
        [userIds, INSIGHTS_ANSWERS_READ],
      );
    const byUser = new Map<string, ScoredAnswerRow[]>();
    for (const { userId, ...row } of rows) {
      const list = byUser.get(userId) ?? [];
      list.push({ ...row, createdAt: new Date(row.createdAt), rubric: row.rubric ?? [] });
      byUser.set(userId, list);
    }
    return userIds.map((id) => byUser.get(id) ?? []);
  }
}
