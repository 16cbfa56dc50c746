import { BaseEnv } from '@pathwise/platform';
import { z } from 'zod';

const DAY_MS = 24 * 3600 * 1000;
const positiveInt = (def: number) => z.coerce.number().int().positive().default(def);

export const BillingEnv = BaseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3106),
  /** Stripe's secret key (sk_test_… or sk_live_…). Unset: the local test-mode provider (no card is ever charged). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The webhook endpoint's signing secret (whsec_…); without it, POST /api/billing/webhook answers 404. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Handed to the browser with the client secret, for Stripe's Payment Element. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** The Stripe Price of Premium ($14.99 a month, recurring); required with STRIPE_SECRET_KEY. */
  STRIPE_PRICE_ID: z.string().optional(),
  /** Where Stripe's API is: only for the in-repo fake in tests (http://127.0.0.1:<port>). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Where the customer portal sends the user back to. */
  BILLING_RETURN_URL: z.string().url().default('http://localhost:3000/dashboard?tab=profile'),
  /** The price of Premium in local test mode (Stripe mode: the Price's own amount). */
  BILLING_PRICE_CENTS: positiveInt(1499),
  BILLING_CURRENCY: z.string().length(3).default('usd'),
  /** Length of the free trial (7 days). Tests shorten it. */
  BILLING_TRIAL_MS: positiveInt(7 * DAY_MS),
  /** Length of a paid period in local mode; unset: a calendar month. Tests shorten it. */
  BILLING_PERIOD_MS: z.coerce.number().int().positive().optional(),
  /** How often the scheduler looks for trials and periods that have ended (a BullMQ job scheduler). */
  BILLING_CLOCK_MS: positiveInt(60_000),
});
export type BillingConfig = z.infer<typeof BillingEnv>;

/** The provider this configuration runs: Stripe with a secret key, else the local test mode. */
export const providerOf = (config: BillingConfig): 'stripe' | 'local' =>
  config.STRIPE_SECRET_KEY ? 'stripe' : 'local';
