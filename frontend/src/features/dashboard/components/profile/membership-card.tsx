import { useState } from 'react';
import { Crown, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FREE_TRIAL_DAYS, PREMIUM_PRICE_LABEL, type User } from '@pathwise/contracts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useCancelSubscription } from '../../api/cancel-subscription';
import { useOpenBillingPortal } from '../../api/open-billing-portal';
import { SectionUnavailable } from '../section-unavailable';
import { BillingHistory } from './billing-history';
import type { DashboardSubscription } from '../../api/get-dashboard';

/**
 * The cancel confirmation. Per DECISIONS.md access continues to the end of the paid period (the terms and pricing
 * FAQ win over the spec's "lost immediately"), so the dialog says until when, and keeps the no-refund warning.
 */
function CancelDialog({ periodEnd }: { periodEnd: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = periodEnd ? formatDate(periodEnd) : 'the end of your current billing period';
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          Cancel Subscription
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your Premium subscription?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-3">
              <p>
                You keep Premium features until {until}. After that your account becomes Free and you lose access to
                interview practice, AI response drafts and the other premium features.
              </p>
              <ul className="grid list-disc gap-1 pl-5">
                <li>No refund will be provided for unused time.</li>
                <li>All sales are final.</li>
                <li>This action cannot be undone.</li>
              </ul>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep Premium</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {cancel.isPending && <Spinner />}
            {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end` (a trial that ends later today has 1 left), never below 0. */
export function daysLeft(end: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(end).getTime() - now) / DAY_MS));
}

const STATUS_LABELS: Record<string, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
};

/** The rows of the plan's facts: status, renewal or end date, trial days left. */
function planFacts(sub: DashboardSubscription | undefined): { term: string; value: string }[] {
  if (!sub || sub.plan !== 'premium') return [];
  const status = sub.cancelAtPeriodEnd ? 'Cancelled' : (STATUS_LABELS[sub.status] ?? sub.status);
  const rows = [{ term: 'Status', value: status }];
  const end = sub.currentPeriodEnd ?? sub.trialEndsAt;
  if (sub.status === 'trialing' && sub.trialEndsAt) {
    const left = daysLeft(sub.trialEndsAt);
    rows.push({ term: 'Trial days left', value: `${left} ${left === 1 ? 'day' : 'days'}` });
    rows.push({ term: 'Trial ends on', value: formatDate(sub.trialEndsAt) });
  } else if (end) {
    rows.push(
      sub.cancelAtPeriodEnd
        ? { term: 'Premium until', value: formatDate(end) }
        : { term: 'Renews on', value: `${formatDate(end)} at ${PREMIUM_PRICE_LABEL}/month` },
    );
  }
  return rows;
}

function ManageCardButton() {
  const portal = useOpenBillingPortal();
  return (
    <Button variant="outline" disabled={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
      {portal.isPending ? <Spinner /> : <ExternalLink aria-hidden="true" />}
      Manage card
    </Button>
  );
}

export interface MembershipCardProps {
  user: User;
  /** The subscription, from the dashboard's graph query (billing's `User.subscription`); null until it arrives. */
  subscription: DashboardSubscription | null;
  /** Billing did not answer: the card says so (and keeps the plan and Cancel, which need no billing figures). */
  unavailable?: boolean;
  onRetry?: () => void;
}

/**
 * Membership: the plan, its status and dates (renewal or end, trial days left), Cancel Subscription behind the
 * confirmation dialog for premium users, the billing history, and with Stripe a link to change the card.
 * The plan itself comes from the session (`user.isPremium`), like every other Premium button of the app.
 */
export function MembershipCard({ user, subscription, unavailable = false, onRetry = () => {} }: MembershipCardProps) {
  const sub = subscription ?? undefined;
  const periodEnd = sub?.currentPeriodEnd ?? sub?.trialEndsAt ?? null;
  const facts = user.isPremium ? planFacts(sub) : [];
  const trial = sub?.status === 'trialing';
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Membership</h2>
        </CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {unavailable && <SectionUnavailable section="subscription" onRetry={onRetry} />}
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted-foreground">Current plan</span>
          {user.isPremium ? (
            <Badge>
              <Crown aria-hidden="true" />
              Premium
            </Badge>
          ) : (
            <Badge variant="secondary">Free</Badge>
          )}
        </div>
        {facts.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {facts.map(({ term, value }) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {user.isPremium ? (
          <>
            {sub?.status === 'past_due' && (
              <p role="alert" className="text-sm text-destructive">
                Your last payment did not go through. Premium stays while the payment is retried; update your card to
                keep it.
              </p>
            )}
            {sub?.cancelAtPeriodEnd ? (
              <p className="text-sm">
                Your subscription is cancelled. Premium features stay available until{' '}
                <strong>{periodEnd ? formatDate(periodEnd) : 'the end of the billing period'}</strong>, then your
                account becomes Free.{trial && sub?.checkoutAvailable && ' Subscribe before then to keep Premium.'}
              </p>
            ) : trial ? (
              <p className="text-sm text-muted-foreground">
                Nothing is charged during the trial. When it ends your account becomes Free unless you subscribe.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">All features unlocked.</p>
            )}
            <div className="flex flex-wrap gap-3">
              {/* the server's word (checkoutAvailable): a trial without a card, cancelled or not, can subscribe */}
              {trial && sub?.checkoutAvailable && (
                <Button asChild>
                  <Link to="/subscribe">
                    <Crown aria-hidden="true" />
                    Subscribe
                  </Link>
                </Button>
              )}
              {sub?.portalAvailable && <ManageCardButton />}
              {!sub?.cancelAtPeriodEnd && <CancelDialog periodEnd={periodEnd} />}
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Upgrade to Premium for {PREMIUM_PRICE_LABEL}/month to unlock interview practice, AI response drafts and
              advanced analytics.
              {sub?.trialAvailable && ` Start with a ${FREE_TRIAL_DAYS}-day free trial, no card required.`}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/subscribe">
                  <Crown aria-hidden="true" />
                  Upgrade to Premium
                </Link>
              </Button>
              {sub?.portalAvailable && <ManageCardButton />}
            </div>
          </>
        )}
        <BillingHistory />
      </CardContent>
    </Card>
  );
}
