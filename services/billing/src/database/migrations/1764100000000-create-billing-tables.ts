import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBillingTables1764100000000 implements MigrationInterface {
  name = 'CreateBillingTables1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "billing"."accounts" (
      "user_id" uuid NOT NULL,
      "stripe_customer_id" text,
      "trial_started_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_accounts" PRIMARY KEY ("user_id"))`);
    await q.query(`CREATE UNIQUE INDEX "accounts_stripe_customer_key" ON "billing"."accounts" ("stripe_customer_id")`);
    await q.query(`CREATE TABLE "billing"."subscriptions" (
      "id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "open_key" uuid,
      "provider" text NOT NULL,
      "provider_subscription_id" text,
      "status" text NOT NULL,
      "trial_ends_at" TIMESTAMP WITH TIME ZONE,
      "current_period_start" TIMESTAMP WITH TIME ZONE,
      "current_period_end" TIMESTAMP WITH TIME ZONE,
      "cancel_at_period_end" boolean NOT NULL DEFAULT false,
      "ended_at" TIMESTAMP WITH TIME ZONE,
      "has_payment_method" boolean NOT NULL DEFAULT false,
      "as_of" TIMESTAMP WITH TIME ZONE NOT NULL,
      "client_secret" text,
      "card_last4" text,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_subscriptions" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "subscriptions_user_idx" ON "billing"."subscriptions" ("user_id", "created_at")`);
    await q.query(`CREATE UNIQUE INDEX "subscriptions_open_key" ON "billing"."subscriptions" ("open_key")`);
    await q.query(
      `CREATE UNIQUE INDEX "subscriptions_provider_id_key" ON "billing"."subscriptions" ("provider_subscription_id")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "subscriptions_client_secret_key" ON "billing"."subscriptions" ("client_secret")`,
    );
    await q.query(`CREATE TABLE "billing"."invoices" (
      "id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "subscription_id" uuid,
      "provider_invoice_id" text NOT NULL,
      "date" TIMESTAMP WITH TIME ZONE NOT NULL,
      "amount_cents" integer NOT NULL,
      "currency" text NOT NULL,
      "status" text NOT NULL,
      "description" text NOT NULL,
      CONSTRAINT "PK_invoices" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "invoices_user_date_idx" ON "billing"."invoices" ("user_id", "date")`);
    await q.query(`CREATE UNIQUE INDEX "invoices_provider_key" ON "billing"."invoices" ("provider_invoice_id")`);
    await q.query(`CREATE TABLE "billing"."webhook_events" (
      "id" text NOT NULL,
      "type" text NOT NULL,
      "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_webhook_events" PRIMARY KEY ("id"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "billing"."webhook_events"`);
    await q.query(`DROP TABLE "billing"."invoices"`);
    await q.query(`DROP TABLE "billing"."subscriptions"`);
    await q.query(`DROP TABLE "billing"."accounts"`);
  }
}
