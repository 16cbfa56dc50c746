import { useState } from 'react';
import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PREMIUM_PRICE_LABEL, type User } from '@pathwise/contracts';
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
import { useSubscription } from '../../api/get-subscription';

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

/** Membership: the plan, and for premium users Cancel Subscription behind the confirmation dialog. */
export function MembershipCard({ user }: { user: User }) {
  const subscription = useSubscription(user.isPremium);
  const sub = subscription.data;
  const periodEnd = sub?.currentPeriodEnd ?? sub?.trialEndsAt ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Membership</h2>
        </CardTitle>
        <CardDescription>Your plan and billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
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
        {user.isPremium ? (
          <>
            {sub?.cancelAtPeriodEnd ? (
              <p className="text-sm">
                Your subscription is cancelled. Premium features stay available until{' '}
                <strong>{periodEnd ? formatDate(periodEnd) : 'the end of the billing period'}</strong>.
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  All features unlocked.
                  {periodEnd && ` Your plan renews on ${formatDate(periodEnd)} at ${PREMIUM_PRICE_LABEL}/month.`}
                </p>
                <div>
                  <CancelDialog periodEnd={periodEnd} />
                </div>
              </>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Upgrade to Premium for {PREMIUM_PRICE_LABEL}/month to unlock interview practice, AI response drafts and
              advanced analytics.
            </p>
            <div>
              <Button asChild>
                <Link to="/subscribe">
                  <Crown aria-hidden="true" />
                  Upgrade to Premium
                </Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
