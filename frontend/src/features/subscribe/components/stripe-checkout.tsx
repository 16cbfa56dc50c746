/**
 * Stripe's Payment Element. This module is loaded only when the server answered a Stripe client secret with a
 * publishable key (see checkout-panel.tsx), and it imports `@stripe/stripe-js/pure`, which, unlike the package's
 * main entry, does not inject Stripe's script on import: js.stripe.com is fetched only by `loadStripe` here.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { PREMIUM_PRICE_LABEL } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paymentFailed } from '@/lib/payment-toasts';

const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe instance per key for the page's life (Stripe asks not to call loadStripe on every render). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  onPaid: () => Promise<void>;
}

export default function StripeCheckout({ publishableKey, clientSecret, onPaid }: StripeCheckoutProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripe.then(
      (loaded) => live && !loaded && setLoadFailed(true),
      () => {
        stripes.delete(publishableKey);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [stripe, publishableKey]);

  if (loadFailed) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The payment form could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5', borderRadius: '6px' } },
      }}
    >
      <StripePaymentForm onPaid={onPaid} setupOnly={clientSecret.startsWith('seti_')} />
    </Elements>
  );
}

function StripePaymentForm({ onPaid, setupOnly }: { onPaid: () => Promise<void>; setupOnly: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    // Cards confirm in place; a method that must leave the page (3-D Secure redirect, bank) returns to the dashboard.
    const confirm = {
      elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard` },
      redirect: 'if_required' as const,
    };
    // A trialing user's card is saved for later (a SetupIntent, 'seti_…'); everyone else pays the first invoice now.
    const { error } = setupOnly ? await stripe.confirmSetup(confirm) : await stripe.confirmPayment(confirm);
    if (error) {
      paymentFailed(error.message ?? 'Your payment could not be processed. Please try again.');
      setBusy(false);
      return;
    }
    await onPaid();
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Payment details">
      <PaymentElement onReady={() => setReady(true)} />
      {!ready && <Spinner label="Loading the payment form" className="size-6 text-primary" />}
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !ready || busy}>
        {busy && <Spinner />}
        {busy ? 'Processing...' : `Subscribe for ${PREMIUM_PRICE_LABEL}/month`}
      </Button>
    </form>
  );
}
