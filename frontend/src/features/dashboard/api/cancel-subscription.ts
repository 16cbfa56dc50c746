import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CancelSubscriptionResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { graphClient } from '@/lib/graph-client';
import { refreshPlan } from '@/lib/subscription';
import { toast } from '@/lib/toast';

export type CancelResult = z.infer<typeof CancelSubscriptionResponse>;

/** POST /api/subscription/cancel */
export function cancelSubscription(): Promise<CancelResult> {
  return apiJson<CancelResult>('POST', '/api/subscription/cancel');
}

/**
 * The toast after cancelling. Per DECISIONS.md premium access continues until the end of the paid period, so the
 * toast says until when, and keeps the spec's no-refund notice.
 */
export function cancelledDescription(result: CancelResult | undefined): string {
  const end = result?.currentPeriodEnd ? formatDate(result.currentPeriodEnd) : null;
  return end
    ? `Premium features stay available until ${end}, then your account becomes Free. No refund will be provided.`
    : 'You no longer have access to premium features. No refund will be provided.';
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (result) => {
      toast({ title: 'Subscription Cancelled', description: cancelledDescription(result) });
      // Premium stays until the date; without one (nothing left to run) the plan is free at once.
      void refreshPlan(queryClient, result?.currentPeriodEnd ? undefined : false);
      // The membership card reads the dashboard's graph query: its new state comes with the next answer.
      void graphClient().refetchQueries({ include: 'active' });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Cancellation Failed', description: 'Failed to cancel subscription', variant: 'destructive' });
    },
  });
}
