/**
 * Stripe's documented test cards (docs.stripe.com/testing), as the local test-mode provider answers them: the same
 * outcomes and messages a user would meet with Stripe's Payment Element in test mode, without Stripe.
 */

export type CardCheck =
  | { ok: true; last4: string; brand: string }
  /** Refused before any charge: the form's fields (400, a message per field). */
  | { ok: false; kind: 'fields'; errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> }
  /** The card's issuer said no (402 with the decline message). */
  | { ok: false; kind: 'declined'; message: string; declineCode: string };

const SUCCEEDS: Record<string, string> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa (debit)',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard (2-series)',
  '5200828282828210': 'Mastercard (debit)',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '3056930009020004': 'Diners Club',
  '3566002020360505': 'JCB',
  '6200000000000005': 'UnionPay',
};

const DECLINES: Record<string, { message: string; declineCode: string }> = {
  '4000000000000002': { message: 'Your card was declined.', declineCode: 'generic_decline' },
  '4000000000009995': { message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' },
  '4000000000009987': { message: 'Your card was declined.', declineCode: 'lost_card' },
  '4000000000009979': { message: 'Your card was declined.', declineCode: 'stolen_card' },
  '4000000000000069': { message: 'Your card has expired.', declineCode: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", declineCode: 'incorrect_cvc' },
  '4000000000000119': {
    message: 'An error occurred while processing your card. Try again in a little bit.',
    declineCode: 'processing_error',
  },
  '4100000000000019': { message: 'Your card was declined.', declineCode: 'fraudulent' },
};

export const TEST_MODE_NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card.';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card as Stripe's test mode does: fields first (number, expiry in the past, CVC length), then the
 * outcome of the test card. `cardNumber` has its spaces and dashes removed already (the contract's schema does it).
 */
export function checkTestCard(input: { cardNumber: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  const errors: Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>> = {};
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.cardNumber = 'Your card number is invalid.';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!m) errors.expiry = "Your card's expiration date is incomplete.";
  else {
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    // A card is valid through the last day of its expiry month.
    const endOfMonth = Date.UTC(year, month, 1);
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration date is incomplete.";
    else if (endOfMonth <= now.getTime()) errors.expiry = "Your card's expiration date is in the past.";
  }
  const amex = number.startsWith('34') || number.startsWith('37');
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc)) errors.cvc = "Your card's security code is invalid.";
  if (Object.keys(errors).length) return { ok: false, kind: 'fields', errors };

  const decline = DECLINES[number];
  if (decline) return { ok: false, kind: 'declined', ...decline };
  const brand = SUCCEEDS[number];
  if (!brand)
    return { ok: false, kind: 'declined', message: TEST_MODE_NON_TEST_CARD, declineCode: 'test_mode_live_card' };
  return { ok: true, last4: number.slice(-4), brand };
}
