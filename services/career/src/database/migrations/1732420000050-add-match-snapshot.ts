import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each quiz attempt keeps a small snapshot of the matches it gave (a retake replaces the matches themselves), for
 * Premium's insights. Attempts matched before this migration: the latest gets the current matches; earlier ones
 * had theirs replaced already and stay without one.
 */
export class AddMatchSnapshot1732420000050 implements MigrationInterface {
  name = 'AddMatchSnapshot1732420000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "career"."quiz_submissions" ADD "match_snapshot" jsonb`);
    await q.query(
      `UPDATE "career"."quiz_submissions" s SET "match_snapshot" = m.snapshot
       FROM (SELECT "submission_id", jsonb_agg(jsonb_build_object('occupationCode', "occupation_code",
               'title', "title", 'matchScore', "match_score", 'rank', "rank") ORDER BY "rank") AS snapshot
             FROM "career"."career_matches" WHERE "rank" <= 10 GROUP BY "submission_id") m
       WHERE m."submission_id" = s."id"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "career"."quiz_submissions" DROP COLUMN "match_snapshot"`);
  }
}
