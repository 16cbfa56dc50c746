import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuthMessages,
  DASHBOARD_QUERY,
  ExportMessages,
  PictureMessages,
  type DashboardResponse,
  type SubscriptionStatus,
  type User,
} from '@pathwise/contracts';
import { RequireUser } from '@/app/guards';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { mockFetch, type MockHandler, type MockReply } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { forgetNewAccount, markNewAccount } from '@/lib/first-visit';
import { EMPTY_DASHBOARD } from '../api/get-dashboard';
import DashboardRoute from './dashboard';

const unavailable: MockReply = {
  status: 503,
  body: { message: 'The career service is unavailable', code: 'SERVICE_UNAVAILABLE' },
};

const withMatches: DashboardResponse = {
  progressScore: 100,
  quizCompleted: true,
  resume: { fileName: 'cv.pdf', linkedinUrl: null, uploadedAt: '2026-01-02T00:00:00Z' },
  recommendations: [
    {
      title: 'Data Scientist',
      matchScore: 93,
      reasoning: 'You love data.',
      actionSteps: ['Learn SQL', 'Build a project', 'Read a book', 'Fourth step'],
    },
    {
      title: 'Statistician',
      matchScore: 85,
      reasoning: 'Numbers fit you.',
      actionSteps: '["Take a statistics course"]',
    },
    { title: 'Actuary', matchScore: 79, reasoning: 'Risk suits you.', actionSteps: [] },
    { title: 'Economist', matchScore: 70, reasoning: 'Markets interest you.', actionSteps: [] },
  ],
};

/** The gateway's answer to the Dashboard operation: the career part, the other parts as a new user has them. */
const FREE_SUBSCRIPTION: SubscriptionStatus = {
  plan: 'free',
  status: 'none',
  provider: null,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialAvailable: true,
  checkoutAvailable: true,
  portalAvailable: false,
};

function graphReply(
  career: DashboardResponse | null,
  errors?: unknown[],
  subscription: SubscriptionStatus | null = FREE_SUBSCRIPTION,
): MockReply {
  return {
    body: {
      data: {
        me: {
          career,
          jobs: { savedCount: 2, appliedCount: 1, insights: null },
          subscription,
        },
      },
      ...(errors ? { errors } : {}),
    },
  };
}

/** /graphql answers with the career part; every other call is unavailable. */
const answerGraph =
  (career: DashboardResponse | null, errors?: unknown[]): MockHandler =>
  (url) =>
    url === '/graphql' ? graphReply(career, errors) : unavailable;

/** The dashboard behind the signed-in guard, with a known session and routes to land on. */
function renderDashboard(
  handler: MockHandler,
  { user = makeUser(), path = '/dashboard' }: { user?: User; path?: string } = {},
) {
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const view = renderRoutes(
    [
      { element: <RequireUser />, children: [{ path: '/dashboard', element: <DashboardRoute /> }] },
      { path: '/', element: <h1>Landing page</h1> },
    ],
    { path, queryClient },
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

beforeEach(() => resetToasts());

describe('/dashboard frame', () => {
  it('greets the user by first name and shows the header', async () => {
    renderDashboard(() => unavailable);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    // The full name, with the last name hidden below the sm breakpoint (CSS), so the first name always shows.
    expect(within(header).getByTestId('header-user-name')).toHaveTextContent(/^Ada Lovelace$/);
    expect(within(header).getByTestId('header-user-name')).toHaveAttribute('title', 'Ada Lovelace');
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const nav = within(header).getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/quiz');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the empty states for a user with no career data yet', async () => {
    renderDashboard(answerGraph(EMPTY_DASHBOARD));
    expect(await screen.findByText('No career matches yet')).toBeInTheDocument();
    expect(screen.getByText('Take quiz to get matches')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('Keep going!')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Upgrade for more features')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unlock Premium' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByTestId('dashboard-unavailable')).not.toBeInTheDocument();
  });

  it.each([
    ['overview', '/dashboard', 'Great matches found'],
    ['matches', '/dashboard?tab=recommendations', 'Economist'],
    ['progress', '/dashboard?tab=progress', '2 of 4 steps complete'],
  ])('says the %s could not be loaded, never its empty state, and retries', async (_tab, path, loaded) => {
    let answer: MockReply = unavailable;
    const { user, fetchMock } = renderDashboard((url) => (url === '/graphql' ? answer : unavailable), { path });
    const alert = await screen.findByTestId('dashboard-unavailable');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent("We couldn't load your career data");
    expect(screen.queryByText('No career matches yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Take quiz to get matches')).not.toBeInTheDocument();
    expect(screen.queryByText(/steps complete/)).not.toBeInTheDocument();
    // The account's own facts do not depend on the career data.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();

    answer = graphReply(withMatches);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByTestId('dashboard-unavailable')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/graphql')).toHaveLength(2);
    expect(await screen.findByText(loaded)).toBeInTheDocument();
  });

  it('reads the dashboard with the one allow-listed Dashboard operation, sent as its exact text', async () => {
    const { fetchMock } = renderDashboard(answerGraph(withMatches));
    expect(await screen.findByText('Great matches found')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/graphql');
    expect(calls).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/dashboard');
    const [, init] = calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ operationName: 'Dashboard', query: DASHBOARD_QUERY, variables: { premium: false } });
  });

  it.each([
    ['overview', '/dashboard', 'Your matches could not be loaded right now'],
    ['matches', '/dashboard?tab=recommendations', 'Your matches could not be loaded right now'],
    ['progress', '/dashboard?tab=progress', 'Your progress could not be loaded right now'],
  ])('shows what arrived and a notice for the %s when the career service is down', async (_tab, path, notice) => {
    let answer = graphReply(null, [
      {
        message: 'The career service is unavailable',
        path: ['me', 'career'],
        extensions: { code: 'SERVICE_UNAVAILABLE', service: 'career' },
      },
    ]);
    const { user } = renderDashboard((url) => (url === '/graphql' ? answer : unavailable), { path });
    const status = await screen.findByTestId(
      path.includes('progress') ? 'section-unavailable-progress' : 'section-unavailable-career',
    );
    expect(status).toHaveTextContent(notice);
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('dashboard-unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText('No career matches yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Take quiz to get matches')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    // The other services' parts still show: the jobs card's counts (jobs answered).
    if (path === '/dashboard') {
      expect(screen.getByText('Saved Jobs')).toBeInTheDocument();
      expect(screen.getByText('Applied')).toBeInTheDocument();
    }

    answer = graphReply(withMatches);
    await user.click(within(status).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
  });

  it('keeps the matches when only the jobs service is down, with a notice for the jobs part', async () => {
    renderDashboard(
      answerGraph(withMatches, [
        {
          message: 'The jobs service is unavailable',
          path: ['me', 'jobs'],
          extensions: { code: 'SERVICE_UNAVAILABLE', service: 'jobs' },
        },
      ]),
    );
    expect(await screen.findByText('Great matches found')).toBeInTheDocument();
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
    expect(screen.getByTestId('section-unavailable-jobs')).toHaveTextContent(
      'Your saved and applied jobs could not be loaded right now',
    );
    expect(screen.queryByTestId('section-unavailable-career')).not.toBeInTheDocument();
  });

  it('says the membership could not be loaded when billing is down, and keeps the plan and the rest', async () => {
    renderDashboard(
      (url) =>
        url === '/graphql'
          ? graphReply(
              withMatches,
              [
                {
                  message: 'The billing service is unavailable',
                  path: ['me', 'subscription'],
                  extensions: { code: 'SERVICE_UNAVAILABLE', service: 'billing' },
                },
              ],
              null,
            )
          : unavailable,
      { path: '/dashboard?tab=profile' },
    );
    expect(await screen.findByTestId('section-unavailable-subscription')).toHaveTextContent(
      'Your membership could not be loaded right now',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByTestId('section-unavailable-career')).not.toBeInTheDocument();
  });

  it("greets a user on the visit that created the account with the registration's welcome, not 'Welcome back'", async () => {
    markNewAccount('u1');
    try {
      const first = renderDashboard(() => unavailable);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Pathwise, Ada!' })).toBeInTheDocument();
      expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
      first.unmount();
      // Someone else signed in on this tab is not on their first visit.
      renderDashboard(() => unavailable, { user: makeUser({ id: 'u2', firstName: 'Grace' }) });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace!' })).toBeInTheDocument();
    } finally {
      forgetNewAccount();
    }
  });

  it('fills the overview from the dashboard data', async () => {
    renderDashboard(answerGraph(withMatches), { user: makeUser({ isPremium: true }) });
    expect(await screen.findByText('Great matches found')).toBeInTheDocument();
    expect(screen.getByText('Complete!')).toBeInTheDocument();
    expect(screen.getByText('All features unlocked')).toBeInTheDocument();
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
    expect(screen.getByText('Actuary')).toBeInTheDocument();
    expect(screen.queryByText('Economist')).not.toBeInTheDocument(); // at most 3 on the overview
    expect(screen.getAllByText('Austin, TX')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /View All Recommendations/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unlock Premium' })).not.toBeInTheDocument();
    expect(screen.getByText('Practice')).toBeInTheDocument();
    expect(screen.getByText('Chat')).toBeInTheDocument();
  });

  it.each([
    ['profile', 'Profile'],
    ['progress', 'Progress'],
    ['recommendations', 'Career Matches'],
  ])('selects the %s tab from ?tab=', async (tab, label) => {
    renderDashboard(() => unavailable, { path: `/dashboard?tab=${tab}` });
    expect(await screen.findByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('jumps to the matches tab from the Career Matches card, and keeps the tab in the address', async () => {
    const { user, router } = renderDashboard(answerGraph(withMatches));
    await user.click(await screen.findByRole('button', { name: /^Career Matches\s*4\b/ }));
    expect(screen.getByRole('tab', { name: 'Career Matches' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=recommendations');
    // Every match, its band label, and at most three next steps.
    expect(await screen.findByText('Economist')).toBeInTheDocument();
    expect(screen.getByText('Excellent Match')).toBeInTheDocument();
    expect(screen.getByText('Good Match')).toBeInTheDocument();
    expect(screen.getAllByText('Potential Match')).toHaveLength(2);
    expect(screen.getByText('Read a book')).toBeInTheDocument();
    expect(screen.queryByText('Fourth step')).not.toBeInTheDocument();
    expect(screen.getByText('Take a statistics course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retake Quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('shows the progress checklist and achievements', async () => {
    renderDashboard(answerGraph(withMatches), { path: '/dashboard?tab=progress' });
    expect(await screen.findByText('2 of 4 steps complete')).toBeInTheDocument();
    expect(screen.getByText(/Practice interviews/)).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows a back-to-top button after 300 px of scrolling', async () => {
    renderDashboard(() => unavailable);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});

describe('Sign Out', () => {
  it('posts logout, refreshes the user and goes to /', async () => {
    let signedIn = true;
    const { user, router, fetchMock } = renderDashboard((url, init) => {
      if (url === '/api/auth/logout' && init.method === 'POST') {
        signedIn = false;
        return { body: { ok: true } };
      }
      if (url === '/api/auth/user') return signedIn ? { body: makeUser() } : { status: 401 };
      return unavailable;
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/api/auth/logout', '/api/auth/user']),
    );
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('only logs a failure; the user stays', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderDashboard((url) =>
      url === '/api/auth/logout' ? { status: 500, body: 'down' } : unavailable,
    );
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sign out failed', expect.any(Error)));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('profile tab', () => {
  it('edits personal information with an email field and toasts Profile Updated', async () => {
    const { user, fetchMock } = renderDashboard(
      (url, init) => {
        if (url === '/api/profile' && init.method === 'PUT')
          return { body: { ...makeUser(), ...JSON.parse(String(init.body)) } };
        return unavailable;
      },
      { path: '/dashboard?tab=profile' },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Augusta');
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'London');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Profile Updated'))[0]).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Augusta!' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/profile') as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      location: 'London',
    });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('asks for the password only when the email address changes, and shows the server verdict on it', async () => {
    let answer: { status?: number; body: unknown } = {
      status: 400,
      body: {
        message: 'Current password is incorrect',
        code: 'VALIDATION_FAILED',
        errors: { currentPassword: 'Current password is incorrect' },
      },
    };
    const { user, fetchMock } = renderDashboard(
      (url, init) => (url === '/api/profile' && init.method === 'PUT' ? answer : unavailable),
      { path: '/dashboard?tab=profile' },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Your Password')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'augusta@example.com');
    await user.type(screen.getByLabelText('Your Password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('Current password is incorrect')).length).toBeGreaterThan(0);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/profile') as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'augusta@example.com', currentPassword: 'not-it' });

    answer = { body: { ...makeUser(), email: 'augusta@example.com' } };
    await user.clear(screen.getByLabelText('Your Password'));
    await user.type(screen.getByLabelText('Your Password'), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('Profile Updated'))[0]).toBeInTheDocument();
  });

  it("validates with the contract's messages and shows 'Update Failed' with the server's message", async () => {
    const { user } = renderDashboard(
      (url) =>
        url === '/api/profile'
          ? { status: 409, body: { message: 'An account with this email already exists', code: 'CONFLICT' } }
          : unavailable,
      { path: '/dashboard?tab=profile' },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'da');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('Update Failed'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists')[0]).toBeInTheDocument();
  });

  it('shows and hides the password form, with the mismatch message and toast', async () => {
    const { user, fetchMock } = renderDashboard(() => unavailable, { path: '/dashboard?tab=profile' });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Current Password'), 'oldpass1');
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'New password and confirm password do not match.',
    );
    expect((await screen.findAllByText('Password Mismatch'))[0]).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/profile/password', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it("changes the password: 'Password Updated', or 'Password Update Failed'", async () => {
    let fail = false;
    const { user } = renderDashboard(
      (url) =>
        url === '/api/profile/password'
          ? fail
            ? {
                status: 400,
                body: {
                  message: 'Current password is incorrect',
                  code: 'VALIDATION_FAILED',
                  errors: { currentPassword: 'Current password is incorrect' },
                },
              }
            : { body: { ok: true } }
          : unavailable,
      { path: '/dashboard?tab=profile' },
    );
    const fill = async () => {
      await user.click(await screen.findByRole('button', { name: 'Change Password' }));
      await user.type(screen.getByLabelText('Current Password'), 'oldpass1');
      await user.type(screen.getByLabelText('New Password'), 'newpass1');
      await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
    };
    await fill();
    expect((await screen.findAllByText('Password Updated'))[0]).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();

    fail = true;
    await fill();
    expect((await screen.findAllByText('Password Update Failed'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Failed to update password')[0]).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect');
  });

  describe('picture', () => {
    beforeAll(() => {
      URL.createObjectURL = jest.fn(() => 'blob:preview');
      URL.revokeObjectURL = jest.fn();
    });

    const choose = (file: File) =>
      fireEvent.change(screen.getByLabelText('Choose profile picture'), { target: { files: [file] } });

    it('refuses a file that is not an image', async () => {
      renderDashboard(() => unavailable, { path: '/dashboard?tab=profile' });
      await screen.findByRole('button', { name: 'Choose Picture' });
      choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
      expect((await screen.findAllByText('Invalid File Type'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Please select an image file (PNG, JPG, GIF, etc.)')[0]).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Upload Picture' })).not.toBeInTheDocument();
    });

    it('refuses an image over 5MB', async () => {
      renderDashboard(() => unavailable, { path: '/dashboard?tab=profile' });
      await screen.findByRole('button', { name: 'Choose Picture' });
      const big = new File(['x'], 'huge.png', { type: 'image/png' });
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      choose(big);
      expect((await screen.findAllByText('File Too Large'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Please select an image smaller than 5MB')[0]).toBeInTheDocument();
    });

    it('previews, cancels, and uploads as multipart field profilePicture', async () => {
      const { user, fetchMock } = renderDashboard(
        (url) =>
          url === '/api/profile/picture'
            ? { body: makeUser({ profileImageUrl: '/api/profile/picture/p1' }) }
            : unavailable,
        { path: '/dashboard?tab=profile' },
      );
      await screen.findByRole('button', { name: 'Choose Picture' });
      const photo = new File(['png'], 'me.png', { type: 'image/png' });
      choose(photo);
      expect(await screen.findByText('me.png')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByText('me.png')).not.toBeInTheDocument();

      choose(photo);
      await user.click(await screen.findByRole('button', { name: 'Upload Picture' }));
      expect((await screen.findAllByText('Profile Picture Updated'))[0]).toBeInTheDocument();
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/profile/picture') as [string, RequestInit];
      expect(init.method).toBe('POST');
      expect((init.body as FormData).get('profilePicture')).toBe(photo);
      expect(await screen.findByRole('button', { name: 'Change Picture' })).toBeInTheDocument();
    });

    it("toasts 'Upload Failed' when the server refuses", async () => {
      const { user } = renderDashboard(
        (url) =>
          url === '/api/profile/picture'
            ? { status: 413, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } }
            : unavailable,
        { path: '/dashboard?tab=profile' },
      );
      await screen.findByRole('button', { name: 'Choose Picture' });
      choose(new File(['png'], 'me.png', { type: 'image/png' }));
      await user.click(await screen.findByRole('button', { name: 'Upload Picture' }));
      expect((await screen.findAllByText('Upload Failed'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Failed to upload profile picture')[0]).toBeInTheDocument();
    });

    it("keeps the spec's toast for a fake PNG and shows the server's reason beside the picture", async () => {
      const { user } = renderDashboard(
        (url) =>
          url === '/api/profile/picture'
            ? {
                status: 400,
                body: {
                  message: PictureMessages.invalidType,
                  code: 'VALIDATION_FAILED',
                  errors: { profilePicture: PictureMessages.invalidType },
                },
              }
            : unavailable,
        { path: '/dashboard?tab=profile' },
      );
      await screen.findByRole('button', { name: 'Choose Picture' });
      choose(new File(['%PDF-1.4 not an image'], 'holiday.png', { type: 'image/png' }));
      await user.click(await screen.findByRole('button', { name: 'Upload Picture' }));
      expect((await screen.findAllByText('Upload Failed'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Failed to upload profile picture')[0]).toBeInTheDocument();
      const reason = screen.getByTestId('picture-refusal');
      expect(reason).toHaveAttribute('role', 'alert');
      expect(reason).toHaveTextContent(PictureMessages.invalidType);
      // Cancelling the choice (or choosing another file) clears the reason.
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByTestId('picture-refusal')).not.toBeInTheDocument();
    });

    it('shows no reason when the server gave none', async () => {
      const { user } = renderDashboard(
        (url) => (url === '/api/profile/picture' ? { status: 500, body: '' } : unavailable),
        { path: '/dashboard?tab=profile' },
      );
      await screen.findByRole('button', { name: 'Choose Picture' });
      choose(new File(['png'], 'me.png', { type: 'image/png' }));
      await user.click(await screen.findByRole('button', { name: 'Upload Picture' }));
      expect((await screen.findAllByText('Upload Failed'))[0]).toBeInTheDocument();
      expect(screen.queryByTestId('picture-refusal')).not.toBeInTheDocument();
    });
  });

  describe('your data', () => {
    it('downloads the export as pathwise-export.json', async () => {
      const created: Blob[] = [];
      const clicked: string[] = [];
      const createObjectURL = jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:export';
      });
      const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      });
      try {
        const { user } = renderDashboard(
          (url) => (url === '/api/profile/export' ? { body: { exportedAt: '2026-11-24T00:00:00Z' } } : unavailable),
          { path: '/dashboard?tab=profile' },
        );
        await user.click(await screen.findByRole('button', { name: 'Download my data' }));
        expect((await screen.findAllByText('Download Ready'))[0]).toBeInTheDocument();
        expect(clicked).toEqual(['pathwise-export.json']);
        expect(created[0].type).toBe('application/json');
        expect(created[0].size).toBe(JSON.stringify({ exportedAt: '2026-11-24T00:00:00Z' }).length);
      } finally {
        click.mockRestore();
        Object.assign(URL, { createObjectURL: realCreate, revokeObjectURL: realRevoke });
      }
    });

    it("says why the export failed (the server names the services), with the 'Download Failed' toast", async () => {
      const why = ExportMessages.unavailable(['resume']);
      const { user } = renderDashboard(
        (url) =>
          url === '/api/profile/export'
            ? { status: 503, body: { message: why, code: 'SERVICE_UNAVAILABLE' } }
            : unavailable,
        { path: '/dashboard?tab=profile' },
      );
      await user.click(await screen.findByRole('button', { name: 'Download my data' }));
      expect((await screen.findAllByText('Download Failed'))[0]).toBeInTheDocument();
      expect(screen.getByTestId('export-problem')).toHaveTextContent(why);
    });

    it('deletes the account after the current password, then signs out to the landing page', async () => {
      localStorage.setItem('pathwise:quiz-draft:u1', '{"version":1}');
      localStorage.setItem('pathwise:quiz-draft:u2', '{"version":1}');
      const sent: unknown[] = [];
      const { user, router } = renderDashboard(
        (url, init) => {
          if (url === '/api/profile' && init.method === 'DELETE') {
            sent.push(JSON.parse(String(init.body)));
            return { body: { deleted: true } };
          }
          return unavailable;
        },
        { path: '/dashboard?tab=profile' },
      );
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      expect(dialog).toHaveTextContent('cannot be undone');
      // The password is asked for before anything is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(within(dialog).getByText(AuthMessages.currentPasswordRequired)).toBeInTheDocument();
      expect(sent).toEqual([]);
      await user.type(within(dialog).getByLabelText('Current Password'), 'secret1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(sent).toEqual([{ currentPassword: 'secret1' }]);
      expect((await screen.findAllByText('Account Deleted'))[0]).toBeInTheDocument();
      // What this browser kept for the user goes too; another user's draft stays.
      expect(localStorage.getItem('pathwise:quiz-draft:u1')).toBeNull();
      expect(localStorage.getItem('pathwise:quiz-draft:u2')).not.toBeNull();
      localStorage.clear();
    });

    it('keeps the dialog open with the server verdict on a wrong password', async () => {
      const { user } = renderDashboard(
        (url, init) =>
          url === '/api/profile' && init.method === 'DELETE'
            ? {
                status: 400,
                body: {
                  message: AuthMessages.wrongCurrentPassword,
                  code: 'VALIDATION_FAILED',
                  errors: { currentPassword: AuthMessages.wrongCurrentPassword },
                },
              }
            : unavailable,
        { path: '/dashboard?tab=profile' },
      );
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      await user.type(within(dialog).getByLabelText('Current Password'), 'wrong-one');
      await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(await within(dialog).findByText(AuthMessages.wrongCurrentPassword)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
    });
  });

  describe('membership', () => {
    it('offers no cancellation to a free user', async () => {
      renderDashboard(() => unavailable, { path: '/dashboard?tab=profile' });
      expect(await screen.findByRole('heading', { name: 'Membership' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    });

    it('lets a premium user cancel through the confirmation dialog, and shows the new state from the graph', async () => {
      let cancelled = false;
      const { user, fetchMock } = renderDashboard(
        (url) => {
          if (url === '/graphql')
            return graphReply(EMPTY_DASHBOARD, undefined, {
              plan: 'premium',
              status: 'active',
              provider: 'local',
              trialEndsAt: null,
              currentPeriodEnd: '2026-12-21T12:00:00Z',
              cancelAtPeriodEnd: cancelled,
              trialAvailable: false,
              checkoutAvailable: false,
              portalAvailable: false,
            });
          if (url === '/api/subscription/cancel') {
            cancelled = true;
            return { body: { message: 'Cancelled', currentPeriodEnd: '2026-12-21T12:00:00Z', subscription: {} } };
          }
          return unavailable;
        },
        { user: makeUser({ isPremium: true }), path: '/dashboard?tab=profile' },
      );
      await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(/No refund will be provided for unused time/)).toBeInTheDocument();
      expect(within(dialog).getByText('All sales are final.')).toBeInTheDocument();
      expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
      expect(within(dialog).getByText(/December 21, 2026/)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
      expect((await screen.findAllByText('Subscription Cancelled'))[0]).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith('/api/subscription/cancel', expect.objectContaining({ method: 'POST' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Premium until')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    });

    it("toasts 'Cancellation Failed' when billing refuses", async () => {
      const { user } = renderDashboard(
        (url) =>
          url === '/api/subscription/cancel'
            ? { status: 503, body: { message: 'The billing service is unavailable' } }
            : unavailable,
        { user: makeUser({ isPremium: true }), path: '/dashboard?tab=profile' },
      );
      await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
      );
      expect((await screen.findAllByText('Cancellation Failed'))[0]).toBeInTheDocument();
      expect(screen.getAllByText('Failed to cancel subscription')[0]).toBeInTheDocument();
    });
  });
});

describe('job search and interview practice summaries', () => {
  /** The Dashboard answer with `me` changed. */
  const answerMe =
    (me: Record<string, unknown>, errors?: unknown[]): MockHandler =>
    (url) => {
      if (url !== '/graphql') return unavailable;
      const reply = graphReply(withMatches, errors) as { body: { data: { me: object } } };
      return { body: { ...reply.body, data: { me: { ...reply.body.data.me, ...me } } } };
    };
  const market = {
    location: 'Austin, TX',
    demo: true,
    generatedAt: '2026-11-24T00:00:00Z',
    occupations: [
      { code: '15-2051.00', title: 'Data Scientists', nearby: 12, remote: 30, total: 42, demo: true },
      { code: '15-2041.00', title: 'Statisticians', nearby: null, remote: 1, total: 1, demo: true },
    ],
  };
  const interview = {
    recentSessions: [
      {
        id: 's1',
        careerPath: 'Data Scientist',
        experienceLevel: 'mid-level',
        createdAt: '2026-11-20T10:00:00Z',
        completedAt: '2026-11-20T10:30:00Z',
        questionCount: 5,
        answeredCount: 5,
        averageScore: 74,
        engine: 'local',
      },
    ],
    conversations: [{ id: 'c1', category: 'interview-scheduling', createdAt: '2026-11-21T09:00:00Z' }],
  };

  it('shows the saved and applied counts and the local market of the matches', async () => {
    renderDashboard(answerMe({ jobs: { savedCount: 4, appliedCount: 2, insights: market } }));
    const card = await screen.findByTestId('job-search-summary');
    await waitFor(() => expect(within(card).getByText('Saved Jobs')).toBeInTheDocument());
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(within(card).getByText('Applied')).toBeInTheDocument();
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(within(card).getByText(/Job market near Austin, TX/)).toBeInTheDocument();
    expect(within(card).getByText('Sample listings')).toBeInTheDocument();
    expect(within(card).getByText('Data Scientists')).toBeInTheDocument();
    expect(within(card).getByText(/42 openings · 12 nearby · 30 remote/)).toBeInTheDocument();
    expect(within(card).getByText(/1 opening · 1 remote/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Find Jobs/ })).toHaveAttribute('href', '/jobs');
  });

  it('shows a premium user the recent sessions with their score and the recent conversations', async () => {
    const { fetchMock } = renderDashboard(answerMe({ interview }), { user: makeUser({ isPremium: true }) });
    const card = await screen.findByTestId('interview-summary');
    const sessions = await within(card).findByRole('list', { name: 'Recent practice sessions' });
    expect(within(sessions).getByText('Data Scientist')).toBeInTheDocument();
    expect(within(sessions).getByText(/5 of 5 answered/)).toBeInTheDocument();
    expect(within(sessions).getByText('74/100')).toBeInTheDocument();
    const conversations = within(card).getByRole('list', { name: 'Recent conversations' });
    expect(within(conversations).getByText('Interview scheduling')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/graphql')![1].body));
    expect(body.variables).toEqual({ premium: true });
  });

  it('tells a free user what it is, and never asks for the premium part', async () => {
    const { fetchMock } = renderDashboard(answerMe({}));
    const card = await screen.findByTestId('interview-summary');
    expect(within(card).getByText(/Practise interviews with scored answers/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /See Premium/ })).toHaveAttribute('href', '/pricing');
    await screen.findByText('Great matches found');
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === '/graphql')![1].body));
    expect(body.variables).toEqual({ premium: false });
  });

  it('says the interview practice could not be loaded when its service is down, and keeps the rest', async () => {
    renderDashboard(
      answerMe({ interview: null }, [
        {
          message: 'The interview service is unavailable',
          path: ['me', 'interview'],
          extensions: { code: 'SERVICE_UNAVAILABLE', service: 'interview' },
        },
      ]),
      { user: makeUser({ isPremium: true }) },
    );
    expect(await screen.findByTestId('section-unavailable-interview')).toHaveTextContent(
      'Your interview practice could not be loaded right now',
    );
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
    expect(within(screen.getByTestId('job-search-summary')).getByText('Saved Jobs')).toBeInTheDocument();
  });

  it('keeps the job counts when only the local market could not be read', async () => {
    renderDashboard(
      answerMe({ jobs: { savedCount: 3, appliedCount: 0, insights: null } }, [
        {
          message: 'Internal server error',
          path: ['me', 'jobs', 'insights'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]),
    );
    const card = await screen.findByTestId('job-search-summary');
    await waitFor(() => expect(within(card).getByText('3')).toBeInTheDocument());
    expect(screen.queryByTestId('section-unavailable-jobs')).not.toBeInTheDocument();
  });
});

describe("back from Stripe's return address", () => {
  it("says 'Welcome to Premium!' once the session has the plan, and takes Stripe's parameters out", async () => {
    const { router, queryClient } = renderDashboard(
      (url) => (url === '/api/auth/user' ? { body: makeUser({ isPremium: true }) } : unavailable),
      { path: '/dashboard?redirect_status=succeeded&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret' },
    );
    expect((await screen.findAllByText('Welcome to Premium!'))[0]).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData<User>(USER_QUERY_KEY)?.isPremium).toBe(true);
  });

  it("says 'Payment Failed' when the payment did not complete", async () => {
    const { router } = renderDashboard(() => unavailable, {
      path: '/dashboard?tab=profile&redirect_status=failed&payment_intent=pi_1',
    });
    expect((await screen.findAllByText('Payment Failed'))[0]).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=profile');
  });
});
