import { CalendarClock } from 'lucide-react';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import { useSubscription } from '@/lib/subscription';
import { CheckoutPanel } from '../components/checkout-panel';
import { PlanSummary } from '../components/plan-summary';
import { TrialOffer } from '../components/trial-offer';

/**
 * /subscribe: the plan summary, the payment form (Stripe's Payment Element, or the test-mode card form when the
 * server has no Stripe keys), and beside it the free trial for users who never had one. An already premium user is
 * sent to the dashboard with 'Already Premium' (the server's 409 decides).
 */
export default function SubscribeRoute() {
  // Only for the trial offer and a trialing user's note: the checkout does not wait for it, and without an answer
  // (billing away) the offer simply does not show.
  const subscription = useSubscription().data;
  const trialing = subscription?.status === 'trialing' && subscription.trialEndsAt;
  return (
    <AppLayout>
      <title>Upgrade to Premium · Pathwise</title>
      <PageHeader
        id="subscribe-title"
        title="Upgrade to Premium"
        description="Interview practice, AI response drafts and advanced analytics, for one monthly price."
        className="mb-8"
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PlanSummary />
        <div className="grid gap-6">
          {trialing && (
            <p role="note" className="flex gap-2 rounded-lg border bg-card p-4 text-sm">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {subscription.cancelAtPeriodEnd
                ? `Your free trial is cancelled and ends on ${formatDate(subscription.trialEndsAt)}.`
                : `Your free trial ends on ${formatDate(subscription.trialEndsAt)}.`}{' '}
              Subscribe to keep Premium after it.
            </p>
          )}
          {subscription?.trialAvailable && <TrialOffer />}
          <CheckoutPanel trialing={Boolean(trialing)} />
        </div>
      </div>
    </AppLayout>
  );
}
