import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingInvoice, SubscriptionStatus, User } from '@pathwise/contracts';
import { USER_QUERY_KEY } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { createQueryClient } from '@/lib/query-client';
import { useSubscription } from '@/lib/subscription';
import { resetToasts } from '@/lib/toast';
import { mockFetch, type MockHandler, type MockReply } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { daysLeft, MembershipCard } from './membership-card';

const DAY = 24 * 60 * 60 * 1000;
const unavailable: MockReply = { status: 503, body: { message: 'The billing service is unavailable' } };

function status(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    plan: 'premium',
    status: 'active',
    provider: 'local',
    trialEndsAt: null,
    currentPeriodEnd: '2026-12-24T12:00:00Z',
    cancelAtPeriodEnd: false,
    trialAvailable: false,
    checkoutAvailable: false,
    portalAvailable: false,
    ...overrides,
  };
}

const invoice = (overrides: Partial<BillingInvoice>): BillingInvoice => ({
  id: 'in_1',
  date: '2026-11-24T12:00:00Z',
  amountCents: 1499,
  currency: 'usd',
  status: 'paid',
  description: 'Pathwise Premium',
  ...overrides,
});

function renderCard(handler: MockHandler, { user = makeUser({ isPremium: true }) }: { user?: User } = {}) {
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  // On the dashboard the subscription comes with the graph query; here GET /api/subscription stands in for it.
  function Card() {
    const sub = useSubscription();
    return (
      <MembershipCard
        user={queryClient.getQueryData<User>(USER_QUERY_KEY) ?? user}
        subscription={sub.data ?? null}
        unavailable={sub.isError}
      />
    );
  }
  const view = renderRoutes([{ path: '/', element: <Card /> }], { queryClient });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const reply =
  (sub: SubscriptionStatus | MockReply, invoices: BillingInvoice[] = [], extra: MockHandler = () => unavailable) =>
  (url: string, init: RequestInit) => {
    if (url === '/api/subscription') return 'plan' in sub ? { body: sub } : sub;
    if (url === '/api/billing/history') return { body: { invoices } };
    return extra(url, init);
  };

beforeEach(() => resetToasts());

describe('MembershipCard', () => {
  it('shows a paying user the status and the renewal date, and Cancel Subscription', async () => {
    renderCard(reply(status()));
    expect(await screen.findByText('Renews on')).toBeInTheDocument();
    expect(screen.getByText('December 24, 2026 at $14.99/month')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage card' })).not.toBeInTheDocument();
  });

  it('counts the days left of a trial and shows its end date', async () => {
    const trialEndsAt = new Date(Date.now() + 3 * DAY - 60_000).toISOString();
    renderCard(reply(status({ status: 'trialing', trialEndsAt, currentPeriodEnd: trialEndsAt })));
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText('Trial days left')).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText('Trial ends on')).toBeInTheDocument();
    expect(screen.getByText(/Nothing is charged during the trial/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('offers a trial without a card Subscribe, cancelled or not, as the server does; none once a card is saved', async () => {
    const trialEndsAt = new Date(Date.now() + 3 * DAY).toISOString();
    const trial = { status: 'trialing', trialEndsAt, currentPeriodEnd: trialEndsAt } as const;
    const { unmount } = renderCard(reply(status({ ...trial, cancelAtPeriodEnd: true, checkoutAvailable: true })));
    expect(await screen.findByText(/Subscribe before then to keep Premium/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    unmount();

    renderCard(reply(status({ ...trial, checkoutAvailable: false })));
    expect(await screen.findByText('Trial ends on')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('daysLeft: whole days, a part day counts, never below zero', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(daysLeft('2026-12-01T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2026-11-24T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-11-20T12:00:00Z', now)).toBe(0);
  });

  it('after cancelling: the end date, still Premium until then, and no second Cancel', async () => {
    renderCard(reply(status({ cancelAtPeriodEnd: true })));
    expect(await screen.findByText('Premium until')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getAllByText(/December 24, 2026/).length).toBeGreaterThan(0);
    expect(screen.getByText(/then your\s+account becomes Free/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('offers a free user the upgrade and says when the trial is still available, never Cancel', async () => {
    renderCard(reply(status({ plan: 'free', status: 'none', currentPeriodEnd: null, trialAvailable: true })), {
      user: makeUser({ isPremium: false }),
    });
    expect(await screen.findByText(/Start with a 7-day free trial, no card required\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByText('Renews on')).not.toBeInTheDocument();
  });

  it('keeps the plan and Cancel when billing cannot answer', async () => {
    renderCard(() => unavailable);
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Your membership could not be loaded right now')).toBeInTheDocument();
    expect(await screen.findByText('Your billing history cannot be shown right now.')).toBeInTheDocument();
  });

  it('lists the billing history with date, amount and status', async () => {
    renderCard(
      reply(status(), [
        invoice({ id: 'in_2', date: '2026-12-24T12:00:00Z', status: 'failed' }),
        invoice({ id: 'in_1' }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Invoices, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateAmountStatus',
      'December 24, 2026$14.99Failed',
      'November 24, 2026$14.99Paid',
    ]);
  });

  it('says so when there are no payments yet', async () => {
    renderCard(reply(status({ status: 'trialing', trialEndsAt: '2026-12-01T00:00:00Z' })));
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it("with Stripe, 'Manage card' opens Stripe's customer portal", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    try {
      const { user, fetchMock } = renderCard(
        reply(status({ provider: 'stripe', portalAvailable: true }), [], (url) =>
          url === '/api/billing/portal' ? { body: { url: 'https://billing.stripe.test/p/session_1' } } : unavailable,
        ),
      );
      await user.click(await screen.findByRole('button', { name: 'Manage card' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'));
      expect(fetchMock).toHaveBeenCalledWith('/api/billing/portal', expect.objectContaining({ method: 'POST' }));
    } finally {
      assign.mockRestore();
    }
  });

  it("toasts 'Error' when the portal cannot open", async () => {
    const { user } = renderCard(
      reply(status({ provider: 'stripe', portalAvailable: true }), [], (url) =>
        url === '/api/billing/portal'
          ? { status: 409, body: { message: 'There is no card on file to manage yet' } }
          : unavailable,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Manage card' }));
    expect((await screen.findAllByText('There is no card on file to manage yet'))[0]).toBeInTheDocument();
  });

  it("cancels through the dialog, says until when in 'Subscription Cancelled', and shows the new state", async () => {
    let cancelled = false;
    const { user } = renderCard((url, init) => {
      if (url === '/api/subscription') return { body: status({ cancelAtPeriodEnd: cancelled }) };
      if (url === '/api/billing/history') return { body: { invoices: [] } };
      if (url === '/api/auth/user') return { body: makeUser({ isPremium: true }) };
      if (url === '/api/subscription/cancel' && init.method === 'POST') {
        cancelled = true;
        return {
          body: {
            message: 'Your subscription is cancelled. Premium stays until December 24, 2026.',
            currentPeriodEnd: '2026-12-24T12:00:00Z',
            subscription: status({ cancelAtPeriodEnd: true }),
          },
        };
      }
      return unavailable;
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/You keep Premium features until December 24, 2026/)).toBeInTheDocument();
    expect(within(dialog).getByText('No refund will be provided for unused time.')).toBeInTheDocument();
    expect(within(dialog).getByText('All sales are final.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));

    const toast = (await screen.findAllByText('Subscription Cancelled'))[0].closest('[data-slot="toast"]');
    expect(toast).toHaveTextContent(
      'Premium features stay available until December 24, 2026, then your account becomes Free. No refund will be provided.',
    );
    expect(await screen.findByText('Premium until')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});
