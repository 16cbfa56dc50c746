import { z } from 'zod';

/**
 * The states of a subscription (Stripe's words). `none`: never subscribed, or the last one ended (free).
 * `incomplete`: created, waiting for the first payment (free). `trialing`, `active`: premium. `past_due`: a renewal
 * failed; premium is kept while the provider retries. `canceled`: ended (free).
 */
export const SubscriptionStates = ['none', 'incomplete', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionState = (typeof SubscriptionStates)[number];

/** GET /api/subscription (DECISIONS.md), plus the beyond-spec fields the screens need. */
export const SubscriptionStatus = z.object({
  plan: z.enum(['free', 'premium']),
  /** One of SubscriptionStates. */
  status: z.string(),
  provider: z.enum(['local', 'stripe']).nullable(),
  /** ISO date the trial ends (while trialing), else null. */
  trialEndsAt: z.string().nullable(),
  /** ISO date the paid period (or the trial) ends: the renewal date, or the end date when cancelAtPeriodEnd. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Beyond the spec: true while the user never had a trial (the 7-day trial is once per user, ever). */
  trialAvailable: z.boolean(),
  /**
   * Beyond the spec: true when /subscribe has a payment form for the user (POST /api/get-or-create-subscription gives
   * a client secret): free users, and a trial without a card, cancelled or not (saving one subscribes). False for a
   * paying subscription or a trial with a card on file: the server answers 409 'Already Premium' (spec /subscribe).
   */
  checkoutAvailable: z.boolean(),
  /** Beyond the spec: true when POST /api/billing/portal can answer (Stripe mode, the user has a Stripe customer). */
  portalAvailable: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** POST /api/get-or-create-subscription */
export const ClientSecretResponse = z.object({
  clientSecret: z.string(),
  provider: z.enum(['local', 'stripe']),
  publishableKey: z.string().nullable().optional(),
  testMode: z.boolean(),
});
export type ClientSecretResponse = z.infer<typeof ClientSecretResponse>;

/** POST /api/billing/local/confirm: the local test-mode provider's card form. */
export const LocalConfirmRequest = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, { error: 'clientSecret is required' }),
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Your card number is incomplete.' })),
  expiry: z
    .string({ error: "Your card's expiration date is incomplete." })
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: "Your card's expiration date is incomplete." }),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
});
export type LocalConfirmRequest = z.input<typeof LocalConfirmRequest>;

/** POST /api/subscription/cancel */
export const CancelSubscriptionResponse = z.object({
  message: z.string(),
  currentPeriodEnd: z.string().nullable(),
  subscription: SubscriptionStatus,
});

/** POST /api/subscription/trial: answers the new status (201); 409 TrialAlreadyUsed the second time. */
export const StartTrialResponse = z.object({
  message: z.string(),
  subscription: SubscriptionStatus,
});
export type StartTrialResponse = z.infer<typeof StartTrialResponse>;

/** POST /api/billing/local/confirm → 200 with the new status; 402 {message} when declined; 400 field messages. */
export const LocalConfirmResponse = z.object({
  message: z.string(),
  subscription: SubscriptionStatus,
});
export type LocalConfirmResponse = z.infer<typeof LocalConfirmResponse>;

/** Beyond the spec: GET /api/billing/history, newest first. */
export const BillingInvoice = z.object({
  id: z.string(),
  /** ISO date of the invoice. */
  date: z.string(),
  amountCents: z.number().int(),
  /** ISO 4217, lower case as Stripe writes it ('usd'). */
  currency: z.string(),
  status: z.enum(['paid', 'open', 'failed', 'void']),
  description: z.string(),
});
export type BillingInvoice = z.infer<typeof BillingInvoice>;
export const BillingHistoryResponse = z.object({ invoices: z.array(BillingInvoice) });
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponse>;

/**
 * Beyond the spec: POST /api/billing/portal (no body) → {url} of Stripe's customer portal, to change the card.
 * 409 {message: BillingMessages.portalUnavailable} in local test mode or when the user has no Stripe customer yet.
 */
export const BillingPortalResponse = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponse>;

/** The billing service's messages, for the screens to match or show as they come. */
export const BillingMessages = {
  alreadyPremium: 'Already Premium',
  trialStarted: 'Your 7-day free trial has started',
  trialAlreadyUsed: 'You have already used your free trial',
  /** The cancel answer: access continues until the date (DECISIONS.md: cancellation at period end). */
  cancelled: (date: string) => `Your subscription is cancelled. Premium stays until ${date}.`,
  alreadyCancelled: (date: string) => `Your subscription is already cancelled. Premium stays until ${date}.`,
  nothingToCancel: 'You have no subscription to cancel',
  paymentSucceeded: 'Welcome to Premium!',
  cardDeclined: 'Your card was declined.',
  clientSecretUnknown: 'This payment is unknown or has expired. Please start again.',
  paymentNotPending: 'This payment has already been completed',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  localModeOnly: 'Local test payments are turned off: this server uses Stripe',
  portalUnavailable: 'There is no card on file to manage yet',
} as const;
