import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '@/lib/browser';
import { preloadToaster } from '@/components/notifications';
import { resetToasts } from '@/lib/toast';
import { resetUnauthorized } from '@/lib/unauthorized';
import { mockFetch, type MockHandler } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { routes } from './router';

let assign: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
  resetToasts();
  resetUnauthorized();
});

afterEach(() => {
  assign.mockRestore();
  jest.useRealTimers();
});

const session =
  (user: ReturnType<typeof makeUser> | null): MockHandler =>
  (url) => {
    if (url === '/api/auth/user')
      return user ? { status: 200, body: user } : { status: 401, body: { message: 'Unauthorized' } };
    if (url === '/api/dashboard')
      return { status: 503, body: { message: 'The career service is unavailable', code: 'SERVICE_UNAVAILABLE' } };
    return { status: 404, body: { message: 'Not found' } };
  };

describe('route availability', () => {
  it('shows a spinner in place of every route while the session is unknown', async () => {
    const waiting: ((value: { status: number }) => void)[] = [];
    mockFetch(() => new Promise((resolve) => waiting.push(resolve)));
    renderRoutes(routes, { notifications: false, path: '/terms' });
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => waiting.forEach((answer) => answer({ status: 401 })));
    expect(await screen.findByRole('heading', { level: 1, name: /Terms of Service/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a signed-in route to /api/login after the Unauthorized toast', async () => {
    // What is on screen at the moment the browser leaves: the toast must have been seen by then.
    const titlesAtRedirect: (string | null)[][] = [];
    assign.mockImplementation(() =>
      titlesAtRedirect.push(
        Array.from(document.querySelectorAll('[data-slot="toast"] [data-slot="toast-title"]'), (el) => el.textContent),
      ),
    );
    // The toaster's code is already loaded here: a cold load slower than TOASTER_WAIT_LIMIT_MS (a loaded machine)
    // redirects without waiting for it by design, which lib/unauthorized.test.tsx covers with fake timers.
    await preloadToaster();
    mockFetch(session(null));
    renderRoutes(routes, { notifications: false, path: '/dashboard' });
    // The dashboard's lazy chunk (Apollo included) can take a while to load on a loaded machine.
    expect((await screen.findAllByText('Unauthorized', {}, { timeout: 20_000 }))[0]).toBeInTheDocument();
    expect(screen.getAllByText('You are logged out. Logging in again...')[0]).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(titlesAtRedirect).toEqual([['Unauthorized']]);
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  }, 60_000);

  it.each([
    ['the gateway unreachable (restarting)', 'network'],
    ['the sign-in store away (503)', 503],
  ] as const)(
    'does not call a user whose session cannot be read logged out (%s): a notice and Try Again',
    async (_case, failure) => {
      let reachable = false;
      const fetchMock = mockFetch((url) => {
        if (url === '/api/auth/user' && !reachable) {
          if (failure === 'network') throw new TypeError('Failed to fetch');
          return { status: 503, body: { message: 'Sign-in is temporarily unavailable', code: 'SERVICE_UNAVAILABLE' } };
        }
        return session(makeUser({ firstName: 'Ada' }))(url, {});
      });
      renderRoutes(routes, { notifications: false, path: '/jobs' });
      const user = userEvent.setup();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pathwise is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();

      reachable = true;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Find Your Next Job' }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      expect(fetchMock.mock.calls.filter(([u]) => u === '/api/auth/user').length).toBeGreaterThanOrEqual(2);
    },
    60_000,
  );

  it.each(['/quiz', '/subscribe', '/interview-practice', '/ai-assistant', '/resume-builder', '/jobs', '/demo-jobs'])(
    'treats %s as a signed-in route',
    async (path) => {
      mockFetch(session(null));
      renderRoutes(routes, { notifications: false, path });
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    },
  );

  it('shows the 404 page for an unknown path', async () => {
    mockFetch(session(null));
    renderRoutes(routes, { notifications: false, path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown path when signed in too', async () => {
    mockFetch(session(makeUser()));
    renderRoutes(routes, { notifications: false, path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /auth to /dashboard', async () => {
    mockFetch(session(makeUser()));
    const { router } = renderRoutes(routes, { notifications: false, path: '/auth' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps /auth, /signup, /terms and /privacy open to everyone', async () => {
    mockFetch(session(null));
    const { router } = renderRoutes(routes, { notifications: false, path: '/auth' });
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    await act(() => router.navigate('/signup'));
    expect(await screen.findByRole('heading', { level: 1, name: /Start Your Career Journey/ })).toBeInTheDocument();
    await act(() => router.navigate('/privacy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("leads the sign-up form's 'Privacy Policy' to /privacy", async () => {
    mockFetch(session(null));
    const { router } = renderRoutes(routes, { notifications: false, path: '/auth' });
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    await act(async () => screen.getByRole('link', { name: 'Privacy Policy' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it('shows /privacy to a signed-in user too', async () => {
    mockFetch(session(makeUser()));
    renderRoutes(routes, { notifications: false, path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows the home screen at / when signed in', async () => {
    mockFetch(session(makeUser()));
    renderRoutes(routes, { notifications: false, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Dashboard/ })[0]).toHaveAttribute('href', '/dashboard');
  });
});

describe('premium screens', () => {
  it('show the Premium Feature panel to a free user', async () => {
    mockFetch(session(makeUser({ isPremium: false })));
    renderRoutes(routes, { notifications: false, path: '/interview-practice' });
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Interview Practice' })).toBeInTheDocument();
    expect(screen.getByText('$14.99')).toBeInTheDocument();
    expect(screen.getByText('per month', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('7-day free trial')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
  });

  it('let a premium user through', async () => {
    mockFetch(session(makeUser({ isPremium: true })));
    renderRoutes(routes, { notifications: false, path: '/ai-assistant' });
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Response' })).toBeInTheDocument();
    expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument();
  });
});
