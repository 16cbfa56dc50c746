import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardResponse, QuizQuestion, QuizSubmitRequest, User } from '@pathwise/contracts';
import { RequireUser } from '@/app/guards';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { resetUnauthorized } from '@/lib/unauthorized';
import { mockFetch, type MockHandler, type MockReply } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import QuizRoute from './quiz';

const questions: QuizQuestion[] = [
  {
    id: 1,
    question: 'How much would you enjoy this work activity? Draw pictures',
    category: 'Interests',
    type: 'rating',
    options: null,
  },
  {
    id: 31,
    question: 'Which work environments would you prefer? Choose all that suit you.',
    category: 'Work Environment',
    type: 'multiple-choice',
    options: ['Remote (work from home)', 'Office', 'Hybrid (part home, part office)'],
  },
  {
    id: 33,
    question: 'What is the highest level of education you have completed?',
    category: 'Education & Experience',
    type: 'multiple-choice',
    options: ['High school diploma or equivalent', "Bachelor's degree"],
  },
  {
    id: 38,
    question: 'Which kinds of work interest you most?',
    category: 'Your Goals',
    type: 'text',
    options: null,
  },
];

const recommendations = [
  { title: 'Graphic Designers', matchScore: 93, reasoning: 'You love to draw.', actionSteps: ['Build a portfolio'] },
  { title: 'Art Directors', matchScore: 86, reasoning: 'Art and leading.', actionSteps: [] },
];

interface Options {
  /** The signed-in user (the draft is kept per user). */
  who?: User;
  questionList?: QuizQuestion[] | MockReply;
  submitReply?: MockReply | (() => MockReply | Promise<MockReply>);
}

/** /quiz behind the signed-in guard, with a known session; records what is submitted. */
function renderQuiz({
  who = makeUser(),
  questionList = questions,
  submitReply = { status: 201, body: { submissionId: 's1', recommendations } },
}: Options = {}) {
  const submitted: QuizSubmitRequest[] = [];
  const handler: MockHandler = async (url, init) => {
    if (url === '/api/quiz/questions') return Array.isArray(questionList) ? { body: questionList } : questionList;
    if (url === '/api/quiz/responses' && init.method === 'POST') {
      submitted.push(JSON.parse(String(init.body)) as QuizSubmitRequest);
      return typeof submitReply === 'function' ? submitReply() : submitReply;
    }
    return { status: 404, body: '' };
  };
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, who);
  const view = renderRoutes(
    [
      { element: <RequireUser />, children: [{ path: '/quiz', element: <QuizRoute /> }] },
      { path: '/jobs', element: <h1>Jobs page</h1> },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path: '/quiz', queryClient },
  );
  return { ...view, fetchMock, submitted, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: /Next Question/ });

/** Answers the four sample questions, ending on the last page. */
async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /5\s*Excellent/ }));
  await user.click(next());
  await user.click(screen.getByRole('checkbox', { name: 'Hybrid (part home, part office)' }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: "Bachelor's degree" }));
  await user.click(next());
  await user.type(screen.getByPlaceholderText('Type your answer here...'), 'Illustration and film');
}

beforeEach(() => {
  resetToasts();
  resetUnauthorized();
  localStorage.clear();
});

describe('/quiz', () => {
  it('starts at question 1 with its category, the progress percent and Previous disabled', async () => {
    renderQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.getByText('25% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Interests')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Draw pictures/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exit Quiz' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(screen.getByText(/O\*NET Interest Profiler/)).toBeInTheDocument();
  });

  it('labels the rating scale Poor to Excellent and says what is selected', async () => {
    const { user } = renderQuiz();
    const group = await screen.findByRole('radiogroup', { name: /Draw pictures/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '1Poor',
      '2Fair',
      '3Good',
      '4Very Good',
      '5Excellent',
    ]);
    expect(screen.getByText('Please select a rating')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /4\s*Very Good/ }));
    expect(screen.getByText('Selected: 4/5')).toBeInTheDocument();
    expect(screen.queryByText('Please select a rating')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('moves forward and back, keeping each answer and the progress in step', async () => {
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: /3\s*Good/ }));
    await user.click(next());
    expect(screen.getByRole('heading', { level: 1, name: 'Question 2 of 4' })).toBeInTheDocument();
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    expect(screen.getByText('Work Environment')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    // The question takes focus on a new page.
    expect(screen.getByRole('heading', { level: 2, name: /work environments/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /3\s*Good/ })).toBeChecked();
    expect(screen.getByText('Selected: 3/5')).toBeInTheDocument();
  });

  it('lets "choose all" questions take several options and single-answer questions one', async () => {
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: /2\s*Fair/ }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote (work from home)' }));
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(next());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'High school diploma or equivalent' }));
    await user.click(screen.getByRole('radio', { name: "Bachelor's degree" }));
    expect(screen.getByRole('radio', { name: 'High school diploma or equivalent' })).not.toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('keeps Complete Quiz disabled for a blank text answer', async () => {
    const { user } = renderQuiz();
    await answerAll(user);
    const box = screen.getByPlaceholderText('Type your answer here...');
    await user.clear(box);
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: /Complete Quiz/ })).toBeDisabled();
  });

  it('submits every answer at once, the latest answer of each question, options joined by |||', async () => {
    const { user, submitted } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: /2\s*Fair/ }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote (work from home)' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: "Bachelor's degree" }));
    await user.click(next());
    await user.type(screen.getByPlaceholderText('Type your answer here...'), '  Illustration  ');
    // Back to the first question to change its answer: the new one replaces the old.
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('radio', { name: /5\s*Excellent/ }));
    for (let i = 0; i < 3; i++) await user.click(next());
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));

    await screen.findByRole('heading', { name: 'Quiz Complete!' });
    expect(submitted).toEqual([
      {
        responses: [
          { questionId: 1, question: questions[0].question, category: 'Interests', response: '5' },
          {
            questionId: 31,
            question: questions[1].question,
            category: 'Work Environment',
            response: 'Remote (work from home)|||Office',
          },
          {
            questionId: 33,
            question: questions[2].question,
            category: 'Education & Experience',
            response: "Bachelor's degree",
          },
          { questionId: 38, question: questions[3].question, category: 'Your Goals', response: 'Illustration' },
        ],
      },
    ]);
  });

  it('submits once for a double click on Complete Quiz (both clicks landing before the button is disabled)', async () => {
    const { user, submitted } = renderQuiz();
    await answerAll(user);
    const complete = screen.getByRole('button', { name: /Complete Quiz/ });
    fireEvent.click(complete);
    fireEvent.click(complete);
    await screen.findByRole('heading', { name: 'Quiz Complete!' });
    expect(submitted).toHaveLength(1);
  });

  it("shows 'Processing...' while submitting, then the completion screen and toast, and refreshes the dashboard", async () => {
    let release: (reply: MockReply) => void = () => {};
    const { user, queryClient } = renderQuiz({
      submitReply: () => new Promise<MockReply>((resolve) => (release = resolve)),
    });
    const stale: DashboardResponse = {
      progressScore: 0,
      quizCompleted: false,
      resume: null,
      recommendations: [{ title: 'Old match', matchScore: 70, reasoning: 'old', actionSteps: [] }],
    };
    queryClient.setQueryData(['/api/dashboard'], stale);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));

    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    release({ status: 201, body: { submissionId: 's1', recommendations } });
    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(await screen.findByText('Quiz Completed!')).toBeInTheDocument();
    expect(screen.getByText('Your career recommendations are ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View My Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('Graphic Designers')).toBeInTheDocument();
    expect(screen.getByText('Excellent Match')).toBeInTheDocument();

    const dashboard = queryClient.getQueryState(['/api/dashboard']);
    expect(dashboard?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<DashboardResponse>(['/api/dashboard'])?.recommendations[0].title).toBe(
      'Graphic Designers',
    );
  });

  it('stays on the last question with its answers when the submit fails', async () => {
    const { user } = renderQuiz({ submitReply: { status: 500, body: { message: 'boom', code: 'INTERNAL_ERROR' } } });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit quiz responses. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Question 4 of 4' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your answer here...')).toHaveValue('Illustration and film');
    expect(screen.getByRole('button', { name: /Complete Quiz/ })).toBeEnabled();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("toasts the spec's text for a refused submit and keeps the server's explanation on the page", async () => {
    const flat =
      'Your answers rate every activity the same, so they cannot tell careers apart. Please retake the quiz and rate the activities you enjoy more highly than the ones you do not.';
    const { user } = renderQuiz({ submitReply: { status: 422, body: { message: flat, code: 'UNPROCESSABLE' } } });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));

    // The toast: always 'Error' / the spec's message (section 8), never the server's text.
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit quiz responses. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText(flat)).toHaveLength(1);
    // The explanation: in the alert on the page, with a way back to the first question.
    expect(screen.getByRole('alert')).toHaveTextContent(flat);
    await user.click(screen.getByRole('button', { name: 'Review my answers from the first question' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
  });

  it("names the problem of a 400 in the alert, with the spec's toast", async () => {
    const message = "Question 33: 'PhD in wizardry' is not one of the options offered";
    const { user } = renderQuiz({ submitReply: { status: 400, body: { message, code: 'VALIDATION_FAILED' } } });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));

    expect(await screen.findByText('Failed to submit quiz responses. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('shows exactly the spec toast, and clears the explanation when the quiz is submitted again', async () => {
    const message = 'Question 1: the rating must be a whole number from 1 to 5';
    let release!: (reply: MockReply) => void;
    const replies: (() => MockReply | Promise<MockReply>)[] = [
      () => ({ status: 400, body: { message, code: 'VALIDATION_FAILED' } }),
      () => new Promise<MockReply>((resolve) => (release = resolve)),
    ];
    const { user } = renderQuiz({ submitReply: () => replies.shift()!() });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));
    await screen.findByText('Failed to submit quiz responses. Please try again.');
    const toasts = document.querySelectorAll('[data-slot="toast"]');
    expect(toasts).toHaveLength(1);
    expect(toasts[0].querySelector('[data-slot="toast-title"]')).toHaveTextContent(/^Error$/);
    expect(toasts[0].querySelector('[data-slot="toast-description"]')).toHaveTextContent(
      /^Failed to submit quiz responses\. Please try again\.$/,
    );
    expect(toasts[0]).toHaveClass('destructive');
    expect(screen.getByRole('alert')).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));
    expect(await screen.findByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release({ status: 201, body: { submissionId: 's2', recommendations } });
    expect(await screen.findByText('Quiz Completed!')).toBeInTheDocument();
  });

  it('says the answers are saved when matching is still running (503), pointing to the dashboard', async () => {
    const busy =
      'Your answers are saved and your career matches are still being prepared. Please open your dashboard again in a minute.';
    const { user } = renderQuiz({ submitReply: { status: 503, body: { message: busy, code: 'SERVICE_UNAVAILABLE' } } });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));

    expect(await screen.findByText('Failed to submit quiz responses. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(busy);
    expect(screen.queryByRole('button', { name: 'Review my answers from the first question' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Open my dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('leaves a 401 to the unauthorized handling', async () => {
    const { user } = renderQuiz({ submitReply: { status: 401, body: { message: 'Unauthorized' } } });
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: /Complete Quiz/ }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit quiz responses. Please try again.')).not.toBeInTheDocument();
  });

  it('takes number keys for ratings and Enter for the next question', async () => {
    const { user } = renderQuiz();
    await screen.findByRole('radiogroup');
    await user.keyboard('4');
    expect(screen.getByRole('radio', { name: /4\s*Very Good/ })).toBeChecked();
    await user.keyboard('2');
    expect(screen.getByText('Selected: 2/5')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Question 2 of 4' })).toBeInTheDocument();
    // Not answered yet: Enter does nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Question 2 of 4' })).toBeInTheDocument();
  });

  it("shows 'No Quiz Questions Available' when there are none", async () => {
    renderQuiz({ questionList: [] });
    expect(await screen.findByRole('heading', { name: 'No Quiz Questions Available' })).toBeInTheDocument();
    expect(screen.getByText("We're setting up your career assessment. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the questions cannot be loaded', async () => {
    const { user, fetchMock } = renderQuiz({ questionList: { status: 503, body: { message: 'down' } } });
    await screen.findByRole('heading', { name: 'No Quiz Questions Available' });
    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/quiz/questions').length;
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/quiz/questions').length).toBe(calls + 1),
    );
  });
});

describe('multiple choice with a limit', () => {
  it('stops at the number the question allows', async () => {
    const limited: QuizQuestion[] = [
      {
        id: 32,
        question: 'What matters most to you in a job? Choose up to three.',
        category: 'Work Values',
        type: 'multiple-choice',
        options: ['Achievement', 'Recognition', 'Relationships', 'Support', 'Independence'],
      },
    ];
    const { user } = renderQuiz({ questionList: limited });
    await user.click(await screen.findByRole('checkbox', { name: 'Achievement' }));
    await user.click(screen.getByRole('checkbox', { name: 'Support' }));
    await user.click(screen.getByRole('checkbox', { name: 'Independence' }));
    expect(screen.getByText('3 of 3 chosen')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Recognition' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Complete Quiz/ })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Support' }));
    expect(screen.getByRole('checkbox', { name: 'Recognition' })).toBeEnabled();
  });
});

describe('the quiz draft (this browser, this user)', () => {
  /** Answers the first two questions and moves on to the third page. */
  async function answerTwo(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('radio', { name: /4\s*Very Good/ }));
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Office' }));
    await user.click(next());
    expect(screen.getByRole('heading', { level: 1, name: 'Question 3 of 4' })).toBeInTheDocument();
  }

  it('resumes at the same page with the same answers after a reload', async () => {
    const first = renderQuiz();
    await answerTwo(first.user);
    first.unmount(); // a reload: nothing of the page survives but the browser's storage

    const { user } = renderQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 3 of 4' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-draft-restored')).toHaveTextContent('Your 2 answers from last time are restored');
    // answering on does not change what came back from last time
    await user.click(screen.getByRole('radio', { name: 'High school diploma or equivalent' }));
    expect(screen.getByTestId('quiz-draft-restored')).toHaveTextContent('Your 2 answers from last time are restored');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'Office' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: /4\s*Very Good/ })).toBeChecked();
  });

  it("asks before 'Exit Quiz' with answers; Keep Answering stays, Exit Quiz leaves and the draft is resumed", async () => {
    const first = renderQuiz();
    await answerTwo(first.user);
    await first.user.click(screen.getByRole('link', { name: 'Exit Quiz' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Exit the quiz?' });
    expect(dialog).toHaveTextContent('You have answered 2 of 4 questions');
    expect(dialog).toHaveTextContent('kept in this browser');
    await first.user.click(within(dialog).getByRole('button', { name: 'Keep Answering' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(first.router.state.location.pathname).toBe('/quiz');

    await first.user.click(screen.getByRole('link', { name: 'Exit Quiz' }));
    await first.user.click(await screen.findByRole('button', { name: 'Exit Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    first.unmount();

    renderQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 3 of 4' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing is answered', async () => {
    const { user, router } = renderQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' });
    await user.click(screen.getByRole('link', { name: 'Exit Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("keeps one user's draft from another user of the same browser", async () => {
    const ada = renderQuiz({ who: makeUser({ id: 'ada' }) });
    await answerTwo(ada.user);
    ada.unmount();
    renderQuiz({ who: makeUser({ id: 'grace', firstName: 'Grace' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.queryByTestId('quiz-draft-restored')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /4\s*Very Good/ })).not.toBeChecked();
  });

  it('forgets the draft once the quiz is submitted', async () => {
    const first = renderQuiz();
    await answerAll(first.user);
    await first.user.click(screen.getByRole('button', { name: /Complete Quiz/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Complete!' })).toBeInTheDocument();
    // The completed quiz leaves without asking.
    await first.user.click(screen.getByRole('link', { name: /Back to Home/ }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    first.unmount();

    renderQuiz();
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.queryByTestId('quiz-draft-restored')).not.toBeInTheDocument();
  });

  it('starts over from question 1 when asked', async () => {
    const first = renderQuiz();
    await answerTwo(first.user);
    first.unmount();
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /4\s*Very Good/ })).not.toBeChecked();
    expect(screen.queryByTestId('quiz-draft-restored')).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
