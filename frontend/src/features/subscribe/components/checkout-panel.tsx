import { lazy, Suspense, useEffect, useRef } from 'react';
import { CreditCard, RotateCcw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS, type ClientSecretResponse } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { refreshPlan } from '@/lib/subscription';
import { toast } from '@/lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import { LocalCardForm } from './local-card-form';
import { welcomeToPremium } from '@/lib/payment-toasts';

// Stripe's code (and through it js.stripe.com) loads only for a Stripe answer with a publishable key.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

/** The answer can be paid with what this page has: a client secret, and a key when the provider is Stripe. */
function usable(answer: ClientSecretResponse | null | undefined): answer is ClientSecretResponse {
  if (!answer?.clientSecret) return false;
  return answer.provider === 'local' || Boolean(answer.publishableKey);
}

function SettingUp() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
      <Spinner className="size-8 text-primary" />
      Setting up your subscription...
    </div>
  );
}

/**
 * The payment form of /subscribe (spec: loading, then waiting for a client secret, then the form). The client
 * secret is asked for once when the page opens; the server keeps one open subscription per user, so asking again
 * (Try Again, a reload) never makes a second one.
 */
export function CheckoutPanel({ trialing = false }: { trialing?: boolean }) {
  const create = useCreateSubscription();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const asked = useRef(false);

  const ask = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        if (!usable(answer)) {
          toast({
            title: 'Setup Error',
            description: 'Unable to set up subscription. Please try again.',
            variant: 'destructive',
          });
        }
      },
      onError: async (error) => {
        if (isUnauthorizedError(error)) {
          toast({
            title: 'Unauthorized',
            description: 'You are logged out. Please try again from the auth page.',
            variant: 'destructive',
          });
          // A full load, so the app reads the (ended) session afresh and /auth shows its form.
          setTimeout(() => browser.assign('/auth'), LOGIN_REDIRECT_DELAY_MS);
          return;
        }
        if (error instanceof ApiError && error.status === 409) {
          toast({ title: 'Already Premium', description: 'Your account already has every Premium feature.' });
          await navigate('/dashboard', { replace: true });
          // The session may not know yet (a payment in another tab): bring it up to date.
          await refreshPlan(queryClient, true);
          return;
        }
        toast({
          title: 'Error',
          description: `Failed to create subscription: ${serverMessage(error) ?? (error as Error).message}`,
          variant: 'destructive',
        });
      },
    });

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
    // Asked once, when the page opens.
  }, []);

  const onPaid = async () => {
    await refreshPlan(queryClient, true);
    welcomeToPremium(trialing);
    await navigate('/dashboard');
  };

  const answer = create.data;
  let body;
  if (create.isIdle || create.isPending) body = <SettingUp />;
  else if (create.isSuccess && usable(answer)) {
    body =
      answer.provider === 'stripe' && answer.publishableKey ? (
        <Suspense fallback={<SettingUp />}>
          <StripeCheckout publishableKey={answer.publishableKey} clientSecret={answer.clientSecret} onPaid={onPaid} />
        </Suspense>
      ) : (
        <LocalCardForm clientSecret={answer.clientSecret} onPaid={onPaid} />
      );
  } else {
    body = (
      <div className="grid justify-items-start gap-3 py-4">
        <p role="alert" className="text-sm text-destructive">
          The payment form could not be set up.
        </p>
        <Button variant="outline" onClick={ask}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <CardTitle asChild>
            <h2 className="text-lg">Payment details</h2>
          </CardTitle>
        </div>
        <CardDescription>Premium starts as soon as the payment goes through.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
