import { z } from 'zod';

/** GET /api/subscription (DECISIONS.md). */
export const SubscriptionStatus = z.object({
  plan: z.enum(['free', 'premium']),
  status: z.string(),
  provider: z.enum(['local', 'stripe']).nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
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
  clientSecret: z.string().min(1, { error: 'clientSecret is required' }),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Your card number is incomplete.' })),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: "Your card's expiration date is incomplete." }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
});
export type LocalConfirmRequest = z.input<typeof LocalConfirmRequest>;

/** POST /api/subscription/cancel */
export const CancelSubscriptionResponse = z.object({
  message: z.string(),
  currentPeriodEnd: z.string().nullable(),
  subscription: SubscriptionStatus,
});
