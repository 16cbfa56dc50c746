import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import type { SubscriptionStatus, User } from '@pathwise/contracts';
import { RequireUser } from '@/app/guards';
import { USER_QUERY_KEY } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { resetUnauthorized } from '@/lib/unauthorized';
import { mockFetch, type MockHandler, type MockReply } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import SubscribeRoute from './subscribe';

// Stripe's packages stand-ins: nothing may load js.stripe.com in a test, and the local mode must not touch them.
const mockLoadStripe = jest.fn();
const mockConfirmPayment = jest.fn();
const mockConfirmSetup = jest.fn();
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string) => mockLoadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="stripe-elements">{children}</div>,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment: mockConfirmPayment, confirmSetup: mockConfirmSetup }),
  useElements: () => ({}),
}));

const unavailable: MockReply = { status: 503, body: { message: 'The billing service is unavailable' } };

function status(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    plan: 'free',
    status: 'none',
    provider: null,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialAvailable: false,
    checkoutAvailable: true,
    portalAvailable: false,
    ...overrides,
  };
}

const localSecret: MockReply = {
  status: 201,
  body: { clientSecret: 'local_sub_1_secret_abc', provider: 'local', publishableKey: null, testMode: true },
};

/** /subscribe behind the signed-in guard, with the dashboard and /auth to land on. */
function renderSubscribe(handler: MockHandler, { user = makeUser() }: { user?: User } = {}) {
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const view = renderRoutes(
    [
      {
        element: <RequireUser />,
        children: [
          { path: '/subscribe', element: <SubscribeRoute /> },
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
        ],
      },
      { path: '/auth', element: <h1>Auth page</h1> },
    ],
    { path: '/subscribe', queryClient },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: jest.Mock, url: string) => fetchMock.mock.calls.filter(([u]) => u === url);

let assign: jest.SpyInstance;
beforeEach(() => {
  resetToasts();
  resetUnauthorized();
  mockLoadStripe.mockReset();
  mockConfirmPayment.mockReset();
  mockConfirmSetup.mockReset();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => assign.mockRestore());

describe('/subscribe', () => {
  it('shows the plan summary, a Dashboard button and the setting-up spinner until a client secret arrives', async () => {
    let answer: (reply: MockReply) => void = () => {};
    renderSubscribe((url) => {
      if (url === '/api/get-or-create-subscription') return new Promise<MockReply>((resolve) => (answer = resolve));
      if (url === '/api/subscription') return { body: status() };
      return unavailable;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Pathwise Premium' })).toBeInTheDocument();
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Setting up your subscription...');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await act(async () => answer(localSecret));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByText('Setting up your subscription...')).not.toBeInTheDocument();
  });

  it('says plainly that it is test mode and which test cards work, and never loads Stripe', async () => {
    renderSubscribe((url) => (url === '/api/get-or-create-subscription' ? localSecret : { body: status() }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Test mode: no real card is charged');
    expect(note).toHaveTextContent('4242 4242 4242 4242');
    expect(note).toHaveTextContent('4000 0000 0000 0002');
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC']) expect(screen.getByLabelText(label)).toBeVisible();
    expect(mockLoadStripe).not.toHaveBeenCalled();
    expect(screen.queryByTestId('stripe-elements')).not.toBeInTheDocument();
  });

  it("sends a premium user to the dashboard with 'Already Premium'", async () => {
    const { router } = renderSubscribe(
      (url) =>
        url === '/api/get-or-create-subscription'
          ? { status: 409, body: { message: 'Already Premium', code: 'CONFLICT' } }
          : unavailable,
      { user: makeUser({ isPremium: true }) },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByText('Already Premium')[0]).toBeInTheDocument();
  });

  it("toasts 'Setup Error' when no client secret arrives, and Try Again asks once more", async () => {
    const { fetchMock, user } = renderSubscribe((url) =>
      url === '/api/get-or-create-subscription' ? { status: 201, body: { provider: 'local' } } : unavailable,
    );
    expect((await screen.findAllByText('Setup Error'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Unable to set up subscription. Please try again.')[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls(fetchMock, '/api/get-or-create-subscription')).toHaveLength(2));
  });

  it("toasts 'Setup Error' for a Stripe answer without a publishable key", async () => {
    renderSubscribe((url) =>
      url === '/api/get-or-create-subscription'
        ? {
            status: 201,
            body: { clientSecret: 'pi_secret', provider: 'stripe', publishableKey: null, testMode: false },
          }
        : unavailable,
    );
    expect((await screen.findAllByText('Setup Error'))[0]).toBeInTheDocument();
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });

  it("toasts 'Error' with the server's message when the subscription cannot be created", async () => {
    renderSubscribe((url) => (url === '/api/get-or-create-subscription' ? unavailable : unavailable));
    expect((await screen.findAllByText('Error'))[0]).toBeInTheDocument();
    expect(
      screen.getAllByText('Failed to create subscription: The billing service is unavailable')[0],
    ).toBeInTheDocument();
  });

  it("on 401 says 'Please try again from the auth page.' and goes to /auth", async () => {
    renderSubscribe((url) =>
      url === '/api/get-or-create-subscription'
        ? { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } }
        : unavailable,
    );
    expect((await screen.findAllByText('Unauthorized'))[0]).toBeInTheDocument();
    expect(screen.getAllByText(/Please try again from the auth page\./)[0]).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
    expect(assign).not.toHaveBeenCalledWith('/api/login');
  });

  describe('the test-mode card form', () => {
    it('shows a message under each field left incomplete, and sends nothing', async () => {
      const { fetchMock, user } = renderSubscribe((url) =>
        url === '/api/get-or-create-subscription' ? localSecret : unavailable,
      );
      await user.click(await screen.findByRole('button', { name: 'Subscribe for $14.99/month' }));
      expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
      expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
      expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
      expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
      expect(calls(fetchMock, '/api/billing/local/confirm')).toHaveLength(0);
    });

    it("shows the server's field messages (an expired card) under their fields", async () => {
      const { user } = renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/billing/local/confirm')
          return {
            status: 400,
            body: {
              message: 'Your card has expired.',
              code: 'VALIDATION',
              errors: { expiry: 'Your card has expired.' },
            },
          };
        return unavailable;
      });
      await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
      await user.type(screen.getByLabelText('Expiry (MM / YY)'), '0120');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Subscribe for $14.99/month' }));
      const expiry = screen.getByLabelText('Expiry (MM / YY)');
      await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByText('Your card has expired.')).toBeInTheDocument();
      expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    });

    it("toasts 'Payment Failed' with the decline message for 4000 0000 0000 0002", async () => {
      const { user } = renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/billing/local/confirm')
          return { status: 402, body: { message: 'Your card was declined.', code: 'CARD_DECLINED' } };
        return unavailable;
      });
      await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
      await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Subscribe for $14.99/month' }));
      expect((await screen.findAllByText('Payment Failed'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Your card was declined.')[0]).toBeInTheDocument();
      // The user stays on the form and can try another card.
      expect(await screen.findByRole('button', { name: 'Subscribe for $14.99/month' })).toBeEnabled();
    });

    it("pays with 4242 4242 4242 4242, waits for the session to say Premium, then 'Welcome to Premium!' on the dashboard", async () => {
      // The session learns the new plan a moment after billing answered: here, when the test says so.
      let sessionPremium = false;
      let userReads = 0;
      const { fetchMock, user, router, queryClient } = renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/billing/local/confirm')
          return { body: { message: 'Welcome to Premium!', subscription: status({ plan: 'premium' }) } };
        if (url === '/api/auth/user') {
          userReads++;
          return { body: makeUser({ isPremium: sessionPremium }) };
        }
        return unavailable;
      });
      const number = await screen.findByLabelText('Card number');
      await user.type(number, '4242424242424242');
      expect(number).toHaveValue('4242 4242 4242 4242');
      const expiry = screen.getByLabelText('Expiry (MM / YY)');
      await user.type(expiry, '1234');
      expect(expiry).toHaveValue('12 / 34');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Subscribe for $14.99/month' }));
      expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
      await waitFor(() => expect(userReads).toBeGreaterThanOrEqual(1));
      // Not on the dashboard, and no welcome, while the session still says Free.
      expect(screen.queryByText('Welcome to Premium!')).not.toBeInTheDocument();
      sessionPremium = true;

      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.getAllByText('Welcome to Premium!')[0]).toBeInTheDocument();
      expect(queryClient.getQueryData<User>(USER_QUERY_KEY)?.isPremium).toBe(true);

      const [, init] = calls(fetchMock, '/api/billing/local/confirm')[0];
      expect(JSON.parse(String(init.body))).toEqual({
        clientSecret: 'local_sub_1_secret_abc',
        cardNumber: '4242424242424242',
        expiry: '12 / 34',
        cvc: '123',
      });
    });
  });

  describe('the free trial', () => {
    it('is offered beside the form to a user who never had one', async () => {
      renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/subscription') return { body: status({ trialAvailable: true }) };
        return unavailable;
      });
      expect(
        await screen.findByRole('heading', { name: 'Start your 7-day free trial, no card required' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
    });

    it('a cancelled trial without a card gets the payment form and is told the trial is cancelled', async () => {
      renderSubscribe(
        (url) => {
          if (url === '/api/get-or-create-subscription') return localSecret;
          if (url === '/api/subscription')
            return {
              body: status({
                plan: 'premium',
                status: 'trialing',
                trialEndsAt: '2026-12-01T10:00:00Z',
                currentPeriodEnd: '2026-12-01T10:00:00Z',
                cancelAtPeriodEnd: true,
              }),
            };
          return unavailable;
        },
        { user: makeUser({ isPremium: true }) },
      );
      expect(await screen.findByText(/Your free trial is cancelled and ends on December 1, 2026/)).toBeInTheDocument();
      expect(screen.getByText(/Subscribe to keep Premium after it/)).toBeInTheDocument();
      expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    });

    it('is not offered to a user who had one', async () => {
      renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/subscription') return { body: status({ trialAvailable: false }) };
        return unavailable;
      });
      await screen.findByLabelText('Card number');
      expect(screen.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    });

    it('starts without a card, waits for the session to say Premium, and opens the dashboard', async () => {
      let premium = false;
      const { fetchMock, user, router, queryClient } = renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/subscription') return { body: status({ trialAvailable: !premium }) };
        if (url === '/api/subscription/trial') {
          premium = true;
          return {
            status: 201,
            body: {
              message: 'Your 7-day free trial has started',
              subscription: status({ plan: 'premium', status: 'trialing', trialEndsAt: '2026-12-01T10:00:00Z' }),
            },
          };
        }
        if (url === '/api/auth/user') return { body: makeUser({ isPremium: premium }) };
        return unavailable;
      });
      await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      const toast = (await screen.findAllByText('Free Trial Started'))[0].closest('[data-slot="toast"]');
      expect(within(toast as HTMLElement).getByText(/December 1, 2026/)).toBeInTheDocument();
      expect(queryClient.getQueryData<User>(USER_QUERY_KEY)?.isPremium).toBe(true);
      expect(calls(fetchMock, '/api/subscription/trial')[0][1]).toEqual(expect.objectContaining({ method: 'POST' }));
      expect(calls(fetchMock, '/api/billing/local/confirm')).toHaveLength(0);
    });

    it('says so when the trial was already used', async () => {
      const { user } = renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return localSecret;
        if (url === '/api/subscription') return { body: status({ trialAvailable: true }) };
        if (url === '/api/subscription/trial')
          return { status: 409, body: { message: 'You have already used your free trial', code: 'CONFLICT' } };
        return unavailable;
      });
      await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
      expect((await screen.findAllByText('Trial Unavailable'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('You have already used your free trial')[0]).toBeInTheDocument();
    });
  });

  describe("with Stripe's publishable key", () => {
    const stripeSecret: MockReply = {
      status: 201,
      body: { clientSecret: 'pi_123_secret_456', provider: 'stripe', publishableKey: 'pk_test_abc', testMode: true },
    };

    it("shows Stripe's Payment Element and 'Payment Failed' with Stripe's message", async () => {
      mockLoadStripe.mockResolvedValue({});
      mockConfirmPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
      const { user } = renderSubscribe((url) =>
        url === '/api/get-or-create-subscription' ? stripeSecret : unavailable,
      );
      expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
      expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_abc');
      expect(screen.queryByText('Test mode: no real card is charged')).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Subscribe for $14.99/month' }));
      expect((await screen.findAllByText('Payment Failed'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Your card has insufficient funds.')[0]).toBeInTheDocument();
      expect(mockConfirmPayment).toHaveBeenCalledWith(
        expect.objectContaining({
          redirect: 'if_required',
          confirmParams: { return_url: `${window.location.origin}/dashboard` },
        }),
      );
    });

    it("confirms the payment, then 'Welcome to Premium!' on the dashboard", async () => {
      mockLoadStripe.mockResolvedValue({});
      mockConfirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
      const { user, router } = renderSubscribe((url) => {
        if (url === '/api/get-or-create-subscription') return stripeSecret;
        if (url === '/api/auth/user') return { body: makeUser({ isPremium: true }) };
        return unavailable;
      });
      await user.click(await screen.findByRole('button', { name: 'Subscribe for $14.99/month' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.getAllByText('Welcome to Premium!')[0]).toBeInTheDocument();
    });

    it("saves a trialing user's card with confirmSetup (a SetupIntent) and keeps Premium after the trial", async () => {
      mockLoadStripe.mockResolvedValue({});
      mockConfirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
      const { user } = renderSubscribe(
        (url) => {
          if (url === '/api/get-or-create-subscription')
            return { status: 201, body: { ...(stripeSecret.body as object), clientSecret: 'seti_1_secret_2' } };
          if (url === '/api/subscription')
            return { body: status({ plan: 'premium', status: 'trialing', trialEndsAt: '2026-12-01T10:00:00Z' }) };
          if (url === '/api/auth/user') return { body: makeUser({ isPremium: true }) };
          return unavailable;
        },
        { user: makeUser({ isPremium: true }) },
      );
      expect(await screen.findByText(/Your free trial ends on December 1, 2026/)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Subscribe for $14.99/month' }));
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(mockConfirmSetup).toHaveBeenCalled();
      expect(mockConfirmPayment).not.toHaveBeenCalled();
      expect(screen.getAllByText(/Premium continues after your free trial/)[0]).toBeInTheDocument();
    });
  });
});
