import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RedirectSignedIn } from '@/app/guards';
import { USER_QUERY_KEY } from '@/lib/auth';
import { isNewAccount, markNewAccount } from '@/lib/first-visit';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { mockFetch, type MockHandler } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import AuthRoute from './auth';

const ada = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  location: null,
  profileImageUrl: null,
  isPremium: false,
};

/** /auth as the app mounts it (behind the signed-in redirect), plus a /dashboard to land on. */
function renderAuth(handler: MockHandler, { path = '/auth', signedInAs = null as typeof ada | null } = {}) {
  const fetchMock = mockFetch(handler);
  // The session is known before the page shows, as the root layout guarantees.
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, signedInAs);
  const view = renderRoutes(
    [
      { path: '/auth', element: <RedirectSignedIn />, children: [{ index: true, element: <AuthRoute /> }] },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path, queryClient },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const signedOut: MockHandler = (url) =>
  url === '/api/auth/user' ? { status: 401, body: { message: 'Unauthorized' } } : { status: 404, body: '' };

/** The description of the toast on screen (Radix also copies it into a live region, so not by text). */
const toastDescription = () =>
  document.querySelector('[data-slot="toast"] [data-slot="toast-description"]')?.textContent;

beforeEach(() => {
  resetToasts();
  sessionStorage.clear();
});

describe('/auth sign-up tab', () => {
  it('is the default tab, with every field labelled', () => {
    renderAuth(signedOut);
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/Privacy Policy/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transform Your Career with AI' })).toBeInTheDocument();
    expect(screen.getByText('Free Forever Plan')).toBeInTheDocument();
  });

  it("shows the spec's messages under each field", async () => {
    const { user, fetchMock } = renderAuth(signedOut);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name must be at least 2 characters');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });

  it("puts 'Passwords don't match' on Confirm Password", async () => {
    const { user } = renderAuth(signedOut);
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(["Passwords don't match"]);
  });

  it('toggles each password field between hidden and shown', async () => {
    const { user } = renderAuth(signedOut);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('registers without confirmPassword, shows Creating Account..., toasts and lands on /dashboard', async () => {
    let release: (value: unknown) => void = () => {};
    const { user, fetchMock, router } = renderAuth(async (url) => {
      if (url === '/api/auth/register') {
        await new Promise((resolve) => (release = resolve));
        return { status: 201, body: ada };
      }
      if (url === '/api/auth/user') return { status: 200, body: ada };
      return { status: 404 };
    });
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release(undefined);

    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect((await screen.findAllByText('Account Created!'))[0]).toBeInTheDocument();
    expect(screen.getAllByText(/logged in automatically/)[0]).toBeInTheDocument();
    // The dashboard greets this visit as the first one, not with "Welcome back".
    expect(isNewAccount(ada.id)).toBe(true);

    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register') as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it("shows 'Registration Failed' with the server's message", async () => {
    const { user } = renderAuth((url) =>
      url === '/api/auth/register'
        ? { status: 409, body: { message: 'An account with this email already exists', code: 'CONFLICT' } }
        : { status: 401 },
    );
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Registration Failed'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("falls back to 'Failed to create account' when the server sends an empty body", async () => {
    const { user, router } = renderAuth((url) =>
      url === '/api/auth/register' ? { status: 500, body: '' } : { status: 401 },
    );
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Registration Failed'))[0]).toBeInTheDocument();
    expect(toastDescription()).toBe('Failed to create account');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("puts the server's field errors under their fields", async () => {
    const { user } = renderAuth((url) =>
      url === '/api/auth/register'
        ? {
            status: 400,
            body: {
              message: 'Validation failed',
              code: 'VALIDATION_FAILED',
              errors: { email: 'Email is not allowed' },
            },
          }
        : { status: 401 },
    );
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not allowed'));
  });
});

describe('/auth sign-in tab', () => {
  async function openSignIn(handler: MockHandler) {
    const view = renderAuth(handler);
    await view.user.click(screen.getByRole('tab', { name: 'Sign In' }));
    return view;
  }

  it('has Email and Password and the Sign In button', async () => {
    await openSignIn(signedOut);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText('Email')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows the spec's messages under each field", async () => {
    const { user, fetchMock } = await openSignIn(signedOut);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/login', expect.anything());
  });

  it('clears a message once the field is corrected', async () => {
    const { user } = await openSignIn(signedOut);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument());
  });

  it("signs in: 'Signing In...', then 'Welcome back!' and /dashboard", async () => {
    markNewAccount(ada.id); // e.g. the account was made earlier in this tab: a sign-in is a return
    let release: (value: unknown) => void = () => {};
    const { user, router, fetchMock } = await openSignIn(async (url) => {
      if (url === '/api/auth/login') {
        await new Promise((resolve) => (release = resolve));
        return { status: 200, body: ada };
      }
      if (url === '/api/auth/user') return { status: 200, body: ada };
      return { status: 404 };
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release(undefined);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect((await screen.findAllByText('Welcome back!'))[0]).toBeInTheDocument();
    expect(screen.getAllByText("You've been successfully logged in.")[0]).toBeInTheDocument();
    expect(isNewAccount(ada.id)).toBe(false);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login') as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it("shows 'Login Failed' with the server's message and stays", async () => {
    const { user, router } = await openSignIn((url) =>
      url === '/api/auth/login'
        ? { status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHORIZED' } }
        : { status: 401 },
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findAllByText('Login Failed'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Invalid email or password')[0]).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    // A wrong password is not an expired session: no Unauthorized toast.
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty body', { status: 502, body: '' }],
    ['an empty 401', { status: 401, body: '' }],
    ['a JSON body without a message', { status: 500, body: { code: 'INTERNAL' } }],
  ])("falls back to 'Invalid email or password' for %s", async (_what, reply) => {
    const { user, router } = await openSignIn((url) => (url === '/api/auth/login' ? reply : { status: 401 }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findAllByText('Login Failed'))[0]).toBeInTheDocument();
    expect(toastDescription()).toBe('Invalid email or password');
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('/auth routing', () => {
  it('opens the Sign In tab after an expired session sent the user here', () => {
    sessionStorage.setItem('pathwise:auth-tab', 'signin');
    renderAuth(signedOut);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(sessionStorage.getItem('pathwise:auth-tab')).toBeNull();
  });

  it('opens the Sign In tab for ?tab=signin', () => {
    renderAuth(signedOut, { path: '/auth?tab=signin' });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a signed-in user to /dashboard', async () => {
    const view = renderAuth(signedOut, { signedInAs: ada });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });
});
