import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LocalConfirmRequest, PREMIUM_PRICE_LABEL } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/form-errors';
import { useConfirmLocalPayment } from '../api/confirm-local-payment';
import { paymentFailed } from '@/lib/payment-toasts';

/** The card fields of the local confirm request; the client secret is added on submit. */
const CardFields = LocalConfirmRequest.omit({ clientSecret: true });
type CardInput = z.input<typeof CardFields>;
type CardValues = z.output<typeof CardFields>;
const FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

export const TEST_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/** "4242424242424242" → "4242 4242 4242 4242" as the user types (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12 / 34" as the user types; deleting back over the separator works. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * Local test mode (no Stripe keys on the server): a plain card form posting to /api/billing/local/confirm, which
 * follows Stripe's documented test cards. It says plainly that it is test mode and which cards work.
 */
export function LocalCardForm({ clientSecret, onPaid }: { clientSecret: string; onPaid: () => Promise<void> }) {
  const confirm = useConfirmLocalPayment();
  const form = useForm<CardInput, unknown, CardValues>({
    resolver: zodResolver(CardFields),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  // Busy from the click until the dashboard opens: the submit handler also waits for the new plan.
  const busy = confirm.isPending || form.formState.isSubmitting;

  const onSubmit = form.handleSubmit((values) =>
    confirm.mutateAsync({ clientSecret, ...values }).then(onPaid, (error: unknown) => {
      if (isUnauthorizedError(error)) return;
      const known = showFieldErrors(form.setError, error, FIELDS);
      if (known.length === 0 || (error instanceof ApiError && error.status === 402)) paymentFailed(error);
    }),
  );

  const cardNumber = form.register('cardNumber');
  const expiry = form.register('expiry');
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Card details">
      <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">Test mode: no real card is charged</p>
          <p>
            This server has no payment provider keys, so payments are simulated. Use{' '}
            <strong className="whitespace-nowrap font-mono">{TEST_CARD_SUCCEEDS}</strong> for a payment that succeeds or{' '}
            <strong className="whitespace-nowrap font-mono">{TEST_CARD_DECLINED}</strong> for one that is declined, with
            any future expiry date and any 3-digit CVC.
          </p>
        </div>
      </div>
      <FormField id="card-number" label="Card number" error={errors.cardNumber?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...cardNumber}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              void cardNumber.onChange(event);
            }}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label="Expiry (MM / YY)" error={errors.expiry?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...expiry}
              onChange={(event) => {
                const typed = event.target.value;
                // Backspace over " / " removes the separator and the month's last digit stays.
                event.target.value = typed.endsWith(' /') ? typed.slice(0, 2) : formatExpiry(typed);
                void expiry.onChange(event);
              }}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
            />
          )}
        </FormField>
        <FormField id="card-cvc" label="CVC" error={errors.cvc?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...form.register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <Spinner />}
        {busy ? 'Processing...' : `Subscribe for ${PREMIUM_PRICE_LABEL}/month`}
      </Button>
    </form>
  );
}
