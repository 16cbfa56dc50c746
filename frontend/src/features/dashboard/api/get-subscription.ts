import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const;

/** GET /api/subscription: the plan's period and cancellation state (billing service; absent until it runs). */
export function useSubscription(enabled: boolean) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => apiJson<SubscriptionStatus>('GET', '/api/subscription'),
    enabled,
  });
}
