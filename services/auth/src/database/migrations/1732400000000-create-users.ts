import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1732400000000 implements MigrationInterface {
  name = 'CreateUsers1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."users" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "email" text NOT NULL,
      "first_name" text NOT NULL,
      "last_name" text NOT NULL,
      "location" text,
      "password_hash" text NOT NULL,
      "is_premium" boolean NOT NULL DEFAULT false,
      "profile_picture_id" uuid,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "users_email_key" ON "auth"."users" ("email")`);
    await q.query(`CREATE TABLE "auth"."profile_pictures" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "content_type" text NOT NULL,
      "content" bytea NOT NULL,
      "width" integer NOT NULL,
      "height" integer NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_profile_pictures" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "profile_pictures_user_id_idx" ON "auth"."profile_pictures" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."profile_pictures"`);
    await q.query(`DROP TABLE "auth"."users"`);
  }
}
