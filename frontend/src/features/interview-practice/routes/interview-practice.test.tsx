import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CareerPathOption,
  InterviewEvaluateResponse,
  InterviewQuestion,
  InterviewSessionDetail,
  InterviewSessionSummary,
  InterviewStartResponse,
  RubricPart,
} from '@pathwise/contracts';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { mockFetch, type MockHandler } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import InterviewPracticeRoute from './interview-practice';

const paths: CareerPathOption[] = [
  { title: 'Data Scientists', code: '15-2051.00', source: 'match', matchScore: 88 },
  ...['Software Engineer', 'Product Manager', 'Data Analyst', 'Marketing Manager', 'Sales Representative'].map(
    (title) => ({ title, code: null, source: 'fixed' as const, matchScore: null }),
  ),
];

const question = (n: number, type: InterviewQuestion['type'] = 'behavioural'): InterviewQuestion => ({
  id: `q${n}`,
  question: `Question number ${n}: tell me about a time you cleaned a messy data set?`,
  type,
  difficulty: n === 1 ? 'easy' : 'medium',
  expectedAnswerLength: '150-250 words (about 1-2 minutes)',
  hints: [`Hint A for ${n}`, `Hint B for ${n}`],
  competency: 'Data quality',
  source: 'task',
  focusTerms: ['SQL'],
  expectedWords: { min: 150, max: 250 },
});

const start: InterviewStartResponse = {
  sessionId: '0f7a4a52-3a4c-4a63-9d0f-2f4f0d8a1c11',
  careerPath: 'Data Scientists',
  experienceLevel: 'mid-level',
  occupation: { code: '15-2051.00', title: 'Data Scientists' },
  questions: [question(1), question(2, 'technical'), question(3, 'situational')],
  engine: 'local',
};

const rubric = (score: number): RubricPart[] =>
  (['relevance', 'structure', 'specificity', 'ownership', 'length', 'delivery'] as const).map((key) => ({
    key,
    label: key[0].toUpperCase() + key.slice(1),
    score,
    weight: 1 / 6,
    evidence: [`Evidence for ${key}`],
    tip: key === 'structure' ? 'Close with the result.' : null,
  }));

function evaluation(questionId: string, score: number, extra: Partial<InterviewEvaluateResponse> = {}) {
  return {
    score,
    feedback: `Feedback for ${questionId} at ${score}`,
    rubric: rubric(score),
    strengths: [],
    improvements: [],
    outline: [
      { part: 'Situation', text: 'On the churn project…', fromAnswer: true },
      { part: 'Result', text: '[What changed, in numbers?]', fromAnswer: false },
    ],
    termsUsed: ['SQL'],
    termsMissing: ['regression'],
    fillerWords: [],
    hedges: [],
    flags: [],
    wordCount: 40,
    engine: 'local' as const,
    answerId: `a-${questionId}-${score}`,
    sessionId: start.sessionId,
    questionId,
    attempt: 1,
    comparison: null,
    sessionComplete: false,
    ...extra,
  } satisfies InterviewEvaluateResponse;
}

const SCORES: Record<string, number> = { q1: 82, q2: 45, q3: 70 };

interface Options {
  sessions?: InterviewSessionSummary[];
  detail?: InterviewSessionDetail;
  startFails?: boolean;
  evaluateFails?: boolean;
}

function handler({ sessions = [], detail, startFails, evaluateFails }: Options = {}): MockHandler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/interview/career-paths') return { body: paths };
    if (url === '/api/interview/sessions') return { body: sessions };
    if (detail && url === `/api/interview/sessions/${detail.id}`) return { body: detail };
    if (method === 'POST' && url === '/api/interview/start')
      return startFails ? { status: 500, body: { message: 'boom' } } : { body: start };
    if (method === 'POST' && url === '/api/interview/evaluate') {
      if (evaluateFails) return { status: 503, body: { message: 'busy' } };
      const body = JSON.parse(String(init.body));
      const retry = body.response.startsWith('Retry:');
      return {
        body: evaluation(body.questionId, retry ? 91 : SCORES[body.questionId], {
          attempt: retry ? 2 : 1,
          comparison: retry
            ? {
                previousScore: SCORES[body.questionId],
                delta: 91 - SCORES[body.questionId],
                parts: [],
                summary: `Up ${91 - SCORES[body.questionId]} points on your previous attempt.`,
              }
            : null,
          sessionComplete: body.questionId === 'q3',
        }),
      };
    }
    return { status: 404, body: { message: `no route ${method} ${url}` } };
  };
}

function renderScreen(options: Options = {}) {
  const fetchMock = mockFetch(handler(options));
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, makeUser({ isPremium: true }));
  const view = renderRoutes([{ path: '/interview-practice', element: <InterviewPracticeRoute /> }], {
    path: '/interview-practice',
    queryClient,
  });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: jest.Mock, url: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => u === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(init.body));

function shownToast() {
  const toasts = document.querySelectorAll('[data-slot="toast"]');
  expect(toasts).toHaveLength(1);
  return {
    title: toasts[0].querySelector('[data-slot="toast-title"]')?.textContent,
    description: toasts[0].querySelector('[data-slot="toast-description"]')?.textContent,
  };
}

async function startSession(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Data Scientists/ }));
  await user.click(screen.getByRole('radio', { name: 'Mid Level (3-5 years)' }));
  await user.click(screen.getByRole('button', { name: 'Start Interview' }));
  await screen.findByText('Question 1 of 3');
}

async function answer(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText('Your Response'), text);
  await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
}

beforeEach(() => resetToasts());

describe('/interview-practice setup', () => {
  it('offers the user’s own matches then the spec’s five paths, and the three levels', async () => {
    renderScreen();
    await screen.findByRole('radio', { name: /Data Scientists/ });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
      'Data Scientists',
      'Software Engineer',
      'Product Manager',
      'Data Analyst',
      'Marketing Manager',
      'Sales Representative',
      'entry-level',
      'mid-level',
      'senior-level',
    ]);
    expect(screen.getByText('Your career match · 88%')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Entry Level (0-2 years)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Senior Level (6+ years)' })).toBeInTheDocument();
  });

  it('needs both a career path and a level: Missing Information, and nothing is sent', async () => {
    const { user, fetchMock } = renderScreen();
    await user.click(await screen.findByRole('radio', { name: /Software Engineer/ }));
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    expect(shownToast()).toEqual({
      title: 'Missing Information',
      description: 'Please select a career path and experience level.',
    });
    expect(posts(fetchMock, '/api/interview/start')).toEqual([]);
  });

  it('starts one session for a double click (both clicks landing before the button is disabled)', async () => {
    const { user, fetchMock } = renderScreen();
    await user.click(await screen.findByRole('radio', { name: /Data Analyst/ }));
    await user.click(screen.getByRole('radio', { name: 'Entry Level (0-2 years)' }));
    const start = screen.getByRole('button', { name: 'Start Interview' });
    fireEvent.click(start);
    fireEvent.click(start);
    await screen.findByText('Question 1 of 3');
    expect(posts(fetchMock, '/api/interview/start')).toHaveLength(1);
  });

  it('says so when the session cannot be started', async () => {
    const { user } = renderScreen({ startFails: true });
    await user.click(await screen.findByRole('radio', { name: /Data Analyst/ }));
    await user.click(screen.getByRole('radio', { name: 'Entry Level (0-2 years)' }));
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));
    await waitFor(() => expect(shownToast().description).toBe('Failed to start interview session. Please try again.'));
    expect(screen.getByRole('button', { name: 'Start Interview' })).toBeEnabled();
  });
});

describe('/interview-practice questions and results', () => {
  it('asks one question at a time, resets the hints, moves to the results after the last answer', async () => {
    const { user, fetchMock } = renderScreen();
    await startSession(user);
    expect(posts(fetchMock, '/api/interview/start')).toEqual([
      { careerPath: 'Data Scientists', experienceLevel: 'mid-level' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: start.questions[0].question })).toBeInTheDocument();
    expect(screen.getByText('Behavioural')).toBeInTheDocument();
    expect(screen.getByText('Easy')).toBeInTheDocument();
    expect(screen.getByText('Expected length: 150-250 words (about 1-2 minutes)')).toBeInTheDocument();
    expect(screen.getByText('Questions written by the built-in engine')).toBeInTheDocument();

    // hints on request
    expect(screen.queryByText('Hint A for 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Hints' }));
    expect(screen.getByText('Hint A for 1')).toBeInTheDocument();

    // an empty answer is refused
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(shownToast()).toEqual({
      title: 'Empty Response',
      description: 'Please provide a response to the question.',
    });
    expect(posts(fetchMock, '/api/interview/evaluate')).toEqual([]);

    await answer(user, 'I cleaned the churn data with SQL.');
    await screen.findByText('Question 2 of 3');
    expect(posts(fetchMock, '/api/interview/evaluate')[0]).toEqual({
      question: start.questions[0].question,
      response: 'I cleaned the churn data with SQL.',
      careerPath: 'Data Scientists',
      sessionId: start.sessionId,
      questionId: 'q1',
    });
    // the hints start hidden again, the answer box is empty, and the last score is said
    expect(screen.queryByText('Hint A for 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Hints' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your Response')).toHaveValue('');
    expect(within(screen.getByTestId('previous-score')).getByText('82/100')).toBeInTheDocument();
    expect(screen.getByText('Technical')).toBeInTheDocument();

    await answer(user, 'Second answer.');
    await screen.findByText('Question 3 of 3');
    await answer(user, 'Third answer.');

    // the last answer's evaluation moves the screen to the results (DECISIONS.md)
    expect(await screen.findByRole('heading', { name: 'Interview Complete!' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('result-card');
    expect(cards).toHaveLength(3);
    const badge = (i: number) => within(cards[i]).getByTestId('score-badge');
    expect(badge(0)).toHaveTextContent('82/100');
    expect(badge(0)).toHaveAttribute('data-variant', 'default');
    expect(badge(1)).toHaveTextContent('45/100');
    expect(badge(1)).toHaveAttribute('data-variant', 'secondary');
    expect(badge(2)).toHaveTextContent('70/100');
    expect(badge(2)).toHaveAttribute('data-variant', 'default');
    expect(within(cards[0]).getByText('I cleaned the churn data with SQL.')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Feedback for q2 at 45')).toBeInTheDocument();
    expect(screen.getByText('Average score')).toBeInTheDocument();

    // the rubric behind a score, with its evidence, and the stronger outline
    await user.click(within(cards[1]).getByRole('button', { name: 'Rubric and stronger outline' }));
    expect(within(cards[1]).getByTestId('rubric-structure')).toHaveTextContent('Evidence for structure');
    expect(within(cards[1]).getByTestId('rubric-structure')).toHaveTextContent('Tip: Close with the result.');
    expect(within(cards[1]).getByText('[What changed, in numbers?]')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Scored by the built-in engine')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Practice Again' }));
    expect(await screen.findByRole('button', { name: 'Start Interview' })).toBeInTheDocument();
  });

  it('says the recording is simulated when it is started and stopped', async () => {
    const { user } = renderScreen();
    await startSession(user);
    await user.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(shownToast().title).toBe('Recording Started');
    expect(shownToast().description).toMatch(/simulated/);
    await user.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(shownToast().title).toBe('Recording Stopped');
    expect(shownToast().description).toMatch(/simulated/);
  });

  it('takes no longer an answer than the server accepts (10000 characters)', async () => {
    const { user } = renderScreen();
    await startSession(user);
    expect(screen.getByLabelText('Your Response')).toHaveAttribute('maxlength', '10000');
  });

  it('keeps the answer when it cannot be evaluated', async () => {
    const { user } = renderScreen({ evaluateFails: true });
    await startSession(user);
    await answer(user, 'My answer.');
    await waitFor(() => expect(shownToast().description).toBe('Failed to evaluate response. Please try again.'));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Response')).toHaveValue('My answer.');
  });

  it('retries a question from the results and shows how the new answer compares', async () => {
    const { user, fetchMock } = renderScreen();
    await startSession(user);
    for (const text of ['One.', 'Two.', 'Three.']) await answer(user, text);
    const second = (await screen.findAllByTestId('result-card'))[1];
    await user.click(within(second).getByRole('button', { name: 'Retry this question' }));
    await user.type(within(second).getByLabelText('Your new answer'), 'Retry: a STAR answer with numbers.');
    await user.click(within(second).getByRole('button', { name: 'Submit Retry' }));
    expect(await within(second).findByText('Up 46 points on your previous attempt.')).toBeInTheDocument();
    expect(within(second).getByText('45 → 91')).toBeInTheDocument();
    expect(within(second).getByTestId('score-badge')).toHaveTextContent('91/100');
    expect(posts(fetchMock, '/api/interview/evaluate').at(-1)).toMatchObject({
      questionId: 'q2',
      sessionId: start.sessionId,
    });
  });
});

describe('/interview-practice history (beyond the spec)', () => {
  const summary = (id: string, averageScore: number | null, createdAt: string): InterviewSessionSummary => ({
    id,
    careerPath: 'Data Analyst',
    experienceLevel: 'entry-level',
    createdAt,
    completedAt: createdAt,
    questionCount: 3,
    answeredCount: 3,
    averageScore,
    engine: 'local',
  });
  const sessions = [
    summary('6b1f3f0e-1111-4f3c-9a55-000000000003', 78, '2026-11-20T10:00:00Z'),
    summary('6b1f3f0e-1111-4f3c-9a55-000000000002', 61, '2026-11-10T10:00:00Z'),
    summary('6b1f3f0e-1111-4f3c-9a55-000000000001', 40, '2026-11-01T10:00:00Z'),
  ];
  const detail: InterviewSessionDetail = {
    ...sessions[0],
    occupation: null,
    questions: start.questions.map((q, i) => ({
      ...q,
      answers:
        i === 0
          ? [
              {
                ...evaluation(q.id, 50),
                id: 'a1',
                questionId: q.id,
                attempt: 1,
                response: 'First try.',
                createdAt: sessions[0].createdAt,
              },
              {
                ...evaluation(q.id, 80),
                id: 'a2',
                questionId: q.id,
                attempt: 2,
                response: 'Second try.',
                createdAt: sessions[0].createdAt,
              },
            ]
          : [],
    })),
  };

  it('shows past sessions with their scores over time and reviews one', async () => {
    const { user } = renderScreen({ sessions, detail });
    expect(await screen.findByRole('heading', { name: 'Your Past Sessions' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scores over time: 40, 61, 78' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Past sessions' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByTestId('score-badge')).toHaveTextContent('78/100');
    await user.click(within(rows[0]).getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Session Review' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('result-card');
    expect(within(cards[0]).getByText('Second try.')).toBeInTheDocument();
    expect(within(cards[0]).getByText('50 → 80')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Up 30 points on the previous attempt.')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Not answered')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Answer this question' })).toBeInTheDocument();
  });
});
