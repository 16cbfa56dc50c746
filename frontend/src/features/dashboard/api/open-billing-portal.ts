import { useMutation } from '@tanstack/react-query';
import type { BillingPortalResponse } from '@pathwise/contracts';
import { apiJson, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { toast } from '@/lib/toast';

/** POST /api/billing/portal (beyond the spec, Stripe mode): the address of Stripe's customer portal. */
export function openBillingPortal(): Promise<BillingPortalResponse> {
  return apiJson<BillingPortalResponse>('POST', '/api/billing/portal');
}

/** Opens Stripe's customer portal (change the card) in this tab; Stripe links back to the dashboard. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => browser.assign(url),
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Unable to open the billing portal. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
