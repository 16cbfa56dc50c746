import { useQuery } from '@tanstack/react-query';
import type { BillingHistoryResponse } from '@pathwise/contracts';
import { apiJson } from '@/lib/api-client';
import { BILLING_HISTORY_QUERY_KEY } from '@/lib/subscription';

/** GET /api/billing/history (beyond the spec): the user's invoices, newest first. */
export function getBillingHistory(): Promise<BillingHistoryResponse> {
  return apiJson<BillingHistoryResponse>('GET', '/api/billing/history');
}

export function useBillingHistory() {
  return useQuery({ queryKey: BILLING_HISTORY_QUERY_KEY, queryFn: getBillingHistory });
}
