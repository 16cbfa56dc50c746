/** The payment toasts of spec section 8, shared by /subscribe and the dashboard (Stripe's return address). */
import { serverMessage } from './api-client';
import { toast } from './toast';

/** 'Payment Failed' with the provider's message (spec section 8). */
export function paymentFailed(error: unknown): void {
  const message =
    typeof error === 'string'
      ? error
      : (serverMessage(error) ?? 'Your payment could not be processed. Please try again.');
  toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
}

/** 'Welcome to Premium!' (spec section 8). */
export function welcomeToPremium(afterTrial = false): void {
  toast({
    title: 'Welcome to Premium!',
    description: afterTrial
      ? 'Your card is saved: Premium continues after your free trial, billed monthly.'
      : 'Your subscription is active and every Premium feature is unlocked.',
    variant: 'success',
  });
}
