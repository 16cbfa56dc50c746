import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHTS_QUERY, type InsightsData, type User } from '@pathwise/contracts';
import { RequireUser } from '@/app/guards';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, type MockHandler, type MockReply } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import InsightsRoute from './insights';

type Me = NonNullable<InsightsData['me']>;

const busy: Me = {
  id: 'u1',
  plan: 'premium',
  interviewInsights: {
    sessions: [
      {
        key: 's1',
        careerPath: 'Data Scientists',
        startedAt: '2026-11-02T10:00:00Z',
        answered: 2,
        score: 60,
        parts: [
          { key: 'relevance', label: 'Relevance', score: 80 },
          { key: 'specificity', label: 'Specificity', score: 40 },
        ],
      },
      {
        key: 's2',
        careerPath: 'Data Scientists',
        startedAt: '2026-11-09T10:00:00Z',
        answered: 1,
        score: 72,
        parts: [
          { key: 'relevance', label: 'Relevance', score: 85 },
          { key: 'specificity', label: 'Specificity', score: 55 },
        ],
      },
    ],
    weakestAnswers: [],
  },
  applicationFunnel: {
    saved: 3,
    applied: 1,
    savedAndApplied: 1,
    waiting: [{ jobId: 'j2', title: 'ML Engineer', company: 'Acme', savedAt: '2026-11-04T09:00:00Z' }],
  },
  resumeInsights: {
    versions: [
      { version: 1, atsScore: 48, analyzedAt: '2026-11-01T09:00:00Z', fileName: 'cv.pdf' },
      { version: 2, atsScore: 73, analyzedAt: '2026-11-10T09:00:00Z', fileName: 'cv-2.pdf' },
    ],
    matchGaps: [{ source: 'career-matches', occupations: ['Data Scientists'], keywords: ['Tableau'] }],
  },
  matchHistory: {
    attempts: [
      {
        submissionId: 'a1',
        takenAt: '2026-11-01T08:00:00Z',
        matches: [{ occupationCode: '15-2051.00', title: 'Data Scientists', matchScore: 78, rank: 1 }],
      },
      {
        submissionId: 'a2',
        takenAt: '2026-11-08T08:00:00Z',
        matches: [
          { occupationCode: '15-1252.00', title: 'Software Developers', matchScore: 86, rank: 1 },
          { occupationCode: '15-2051.00', title: 'Data Scientists', matchScore: 81, rank: 2 },
        ],
      },
    ],
  },
  jobs: { insights: { occupations: [] } },
};

const empty: Me = {
  id: 'u1',
  plan: 'premium',
  interviewInsights: { sessions: [], weakestAnswers: [] },
  applicationFunnel: { saved: 0, applied: 0, savedAndApplied: 0, waiting: [] },
  resumeInsights: { versions: [], matchGaps: [] },
  matchHistory: { attempts: [] },
  jobs: { insights: { occupations: [] } },
};

const reply = (me: Me | null, errors?: unknown[]): MockReply => ({
  body: { data: { me }, ...(errors ? { errors } : {}) },
});

function renderInsights(handler: MockHandler, user: User = makeUser({ isPremium: true })) {
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  renderRoutes([{ element: <RequireUser />, children: [{ path: '/insights', element: <InsightsRoute /> }] }], {
    path: '/insights',
    queryClient,
  });
  return { fetchMock };
}

describe('/insights', () => {
  it('shows a free user what Insights is and the upgrade path, without asking the server for the data', async () => {
    const { fetchMock } = renderInsights(() => reply(null), makeUser({ isPremium: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getByText('Premium Feature')).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Insights benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
    expect(within(benefits).getByText(/weekly coaching plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/graphql')).toHaveLength(0);
  });

  it('reads the allow-listed Insights operation once and shows the charts with their figures, and the plan', async () => {
    const { fetchMock } = renderInsights((url) => (url === '/graphql' ? reply(busy) : { status: 404, body: {} }));
    expect(await screen.findByRole('heading', { name: 'Your coaching plan this week' })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/graphql');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String((calls[0]![1] as RequestInit).body)).query).toBe(INSIGHTS_QUERY);

    // every chart is an image with a name and a description, and its figures as a table
    const interview = screen.getByRole('img', { name: /Interview scores by rubric part/ });
    expect(interview).toHaveAccessibleDescription(/Specificity: from 40% \(Nov 2\) to 55% \(Nov 9\)/);
    const ats = screen.getByRole('img', { name: /ATS score across resume versions/ });
    expect(ats).toHaveAccessibleDescription('ATS score: from 48% (v1 · Nov 1) to 73% (v2 · Nov 10)');
    expect(screen.getByRole('table', { name: 'Match scores per quiz attempt' })).toHaveTextContent(
      'Software Developers',
    );
    expect(screen.getByText('Data Scientists: #1 → #2 (78% → 81%)')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Saved and applied jobs' })).toHaveTextContent(/Saved\s*3/);

    const plan = screen.getByRole('list', { name: 'Coaching plan' });
    const actions = within(plan).getAllByRole('listitem');
    expect(actions.length).toBeGreaterThanOrEqual(3);
    expect(actions.length).toBeLessThanOrEqual(5);
    expect(within(plan).getByRole('heading', { name: 'Add “Tableau” to your resume' })).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: 'Open Resume Analysis' })).toHaveAttribute(
      'href',
      '/resume-builder?tab=analysis',
    );
    expect(within(plan).getByRole('heading', { name: 'Apply to ML Engineer at Acme' })).toBeInTheDocument();
  });

  it('says what to do where there is no data yet', async () => {
    renderInsights((url) => (url === '/graphql' ? reply(empty) : { status: 404, body: {} }));
    expect(await screen.findByRole('link', { name: 'Start Interview Practice' })).toHaveAttribute(
      'href',
      '/interview-practice',
    );
    expect(screen.getByText(/No saved jobs or applications yet/)).toBeInTheDocument();
    // the plan's first steps link to the same screens as the empty charts
    for (const [name, href] of [
      ['Open Resume Builder', '/resume-builder'],
      ['Take Quiz', '/quiz'],
    ]) {
      const links = screen.getAllByRole('link', { name });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says which part could not be loaded when its service is down, and shows the rest', async () => {
    const errors = [
      {
        message: 'The jobs service is unavailable',
        path: ['me', 'applicationFunnel'],
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      },
    ];
    renderInsights((url) =>
      url === '/graphql' ? reply({ ...busy, applicationFunnel: null }, errors) : { status: 404, body: {} },
    );
    expect(await screen.findByText('Your applications could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /ATS score across resume versions/ })).toBeInTheDocument();
  });

  it('says the plan leaves out the matches when career is down, instead of passing generic actions for a full plan', async () => {
    const errors = [
      {
        message: 'The career service is unavailable',
        path: ['me', 'matchHistory'],
        extensions: { code: 'SERVICE_UNAVAILABLE', service: 'career' },
      },
    ];
    let answer = reply({ ...busy, matchHistory: null }, errors);
    const { fetchMock } = renderInsights((url) => (url === '/graphql' ? answer : { status: 404, body: {} }));
    const plan = await screen.findByRole('list', { name: 'Coaching plan' });
    const notice = screen.getByText(/this plan is drawn from the rest/).closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'Your matches could not be loaded right now: this plan is drawn from the rest of your data.',
    );
    // what could be read still feeds it, and the chart of the matches says it could not be loaded
    expect(within(plan).getByRole('heading', { name: 'Add “Tableau” to your resume' })).toBeInTheDocument();
    expect(screen.getByText('Your match history could not be loaded right now.')).toBeInTheDocument();

    answer = reply(busy);
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText(/this plan is drawn from the rest/)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/graphql')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Match scores per quiz attempt' })).toBeInTheDocument();
  });

  it('names every part the plan could not be drawn from', async () => {
    const errors = ['applicationFunnel', 'jobs'].map((field) => ({
      message: 'The jobs service is unavailable',
      path: ['me', field],
      extensions: { code: 'SERVICE_UNAVAILABLE', service: 'jobs' },
    }));
    renderInsights((url) =>
      url === '/graphql' ? reply({ ...busy, applicationFunnel: null, jobs: null }, errors) : { status: 404, body: {} },
    );
    expect(
      await screen.findByText(
        'Your applications and local job market could not be loaded right now: this plan is drawn from the rest of your data.',
      ),
    ).toBeInTheDocument();
  });

  it('names no missing part in the plan when every service answered', async () => {
    renderInsights((url) => (url === '/graphql' ? reply(busy) : { status: 404, body: {} }));
    await screen.findByRole('list', { name: 'Coaching plan' });
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('shows the upgrade path when the server refuses the premium fields (the plan ended meanwhile)', async () => {
    const errors = ['interviewInsights', 'applicationFunnel', 'resumeInsights', 'matchHistory'].map((field) => ({
      message: 'Premium subscription required',
      path: ['me', field],
      extensions: { code: 'PREMIUM_REQUIRED' },
    }));
    renderInsights((url) =>
      url === '/graphql'
        ? reply(
            { ...empty, interviewInsights: null, applicationFunnel: null, resumeInsights: null, matchHistory: null },
            errors,
          )
        : { status: 404, body: {} },
    );
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
  });

  it('offers a retry when nothing could be read', async () => {
    renderInsights(() => ({ status: 503, body: { message: 'The auth service is unavailable' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your insights could not be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
