/**
 * The subscription as every screen sees it (billing service), and what follows a plan change. Shared by /subscribe
 * and the dashboard's membership card, so it lives here rather than in either feature.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@pathwise/contracts';
import { apiJson } from './api-client';
import { USER_QUERY_KEY, userQueryOptions } from './auth';

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const;
export const BILLING_HISTORY_QUERY_KEY = ['/api/billing/history'] as const;
/** The dashboard's data (its progress tab shows the account type too). */
const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

/** GET /api/subscription: plan, status, period, cancellation, and whether the free trial is still available. */
export function getSubscription(): Promise<SubscriptionStatus> {
  return apiJson<SubscriptionStatus>('GET', '/api/subscription');
}

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription, enabled });
}

/** How often, and how many times, the session is read again while the new plan travels to it. */
export const PLAN_CHECK_INTERVAL_MS = 200;
export const PLAN_CHECK_ATTEMPTS = 50;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a trial, a payment or a cancellation: refresh the subscription, the billing history and the dashboard, and
 * read the session (`GET /api/auth/user`, the plan every Premium button and the Account Type card follow) again.
 *
 * Billing tells auth about a plan change by an event, so the session can lag the billing answer by a moment. With
 * `expectPremium`, the session is read again until it agrees (every PLAN_CHECK_INTERVAL_MS, at most
 * PLAN_CHECK_ATTEMPTS times); the screens never claim a plan the server has not granted. Resolves to whether the
 * session agreed.
 */
export async function refreshPlan(queryClient: QueryClient, expectPremium?: boolean): Promise<boolean> {
  void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: BILLING_HISTORY_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
  if (expectPremium === undefined) {
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    return true;
  }
  for (let attempt = 0; attempt < PLAN_CHECK_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(PLAN_CHECK_INTERVAL_MS);
    try {
      const user = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      if (!user || user.isPremium === expectPremium) return true;
    } catch {
      // A failed read (the gateway restarting) is another try, not an answer.
    }
  }
  return false;
}
