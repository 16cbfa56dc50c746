import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { graphClient } from '@/lib/graph-client';
import { paymentFailed, welcomeToPremium } from '@/lib/payment-toasts';
import { refreshPlan } from '@/lib/subscription';

/** What Stripe adds to the return address (the dashboard) after a payment that had to leave the page. */
const STRIPE_RETURN_PARAMS = [
  'redirect_status',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
];

/**
 * Back from Stripe (3-D Secure or a bank redirect; cards that confirm in place never leave /subscribe): the spec's
 * 'Welcome to Premium!' once the session has the new plan, or 'Payment Failed'. Stripe's parameters are then taken
 * out of the address, so a reload does not say it twice.
 */
export function usePaymentReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const status = searchParams.get('redirect_status');
  const handled = useRef(false);

  useEffect(() => {
    if (!status || handled.current) return;
    handled.current = true;
    const rest = new URLSearchParams(searchParams);
    for (const name of STRIPE_RETURN_PARAMS) rest.delete(name);
    setSearchParams(rest, { replace: true, preventScrollReset: true });
    if (status === 'succeeded') {
      void refreshPlan(queryClient, true).then(() => {
        welcomeToPremium();
        // The membership card reads the dashboard's graph query.
        void graphClient().refetchQueries({ include: 'active' });
      });
    } else if (status === 'failed' || status === 'requires_payment_method') {
      paymentFailed('Your payment was not completed. Please try again from the Upgrade page.');
    } else {
      // 'processing': the bank has not answered yet; the plan follows when Stripe's webhook arrives.
      void refreshPlan(queryClient).then(() => graphClient().refetchQueries({ include: 'active' }));
    }
  }, [status, searchParams, setSearchParams, queryClient]);
}
