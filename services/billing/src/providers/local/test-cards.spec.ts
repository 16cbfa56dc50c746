import { checkTestCard, TEST_MODE_NON_TEST_CARD } from './test-cards.js';

const now = new Date('2026-11-24T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => checkTestCard({ cardNumber, expiry, cvc }, now);

describe('Stripe test cards in local test mode', () => {
  it('4242 4242 4242 4242 succeeds', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, last4: '4242', brand: 'Visa' });
    expect(card('378282246310005', '12/30', '1234')).toMatchObject({ ok: true, brand: 'American Express' });
  });

  it('4000 0000 0000 0002 is declined with the decline message', () => {
    expect(card('4000000000000002')).toEqual({
      ok: false,
      kind: 'declined',
      message: 'Your card was declined.',
      declineCode: 'generic_decline',
    });
    expect(card('4000000000009995')).toMatchObject({ kind: 'declined', message: 'Your card has insufficient funds.' });
    expect(card('4000000000000127')).toMatchObject({ message: "Your card's security code is incorrect." });
  });

  it('a real-looking card that is not a test card is declined as Stripe test mode does', () => {
    expect(card('4111111111111111')).toMatchObject({ kind: 'declined', message: TEST_MODE_NON_TEST_CARD });
  });

  it('refuses bad fields with a message per field', () => {
    expect(card('4242424242424241', '10/26', '12')).toEqual({
      ok: false,
      kind: 'fields',
      errors: {
        cardNumber: 'Your card number is invalid.',
        expiry: "Your card's expiration date is in the past.",
        cvc: "Your card's security code is invalid.",
      },
    });
    // valid through the end of the expiry month
    expect(card('4242424242424242', '11/26')).toMatchObject({ ok: true });
    expect(card('4242424242424242', '10/26')).toMatchObject({ errors: { expiry: expect.stringMatching(/past/) } });
    expect(card('4242424242424242', '13/30')).toMatchObject({
      errors: { expiry: expect.stringMatching(/incomplete/) },
    });
    // Amex wants four digits
    expect(card('378282246310005', '12/30', '123')).toMatchObject({ errors: { cvc: expect.any(String) } });
  });
});
