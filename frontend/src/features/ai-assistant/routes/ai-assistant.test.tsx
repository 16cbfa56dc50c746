import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation, ResponseDraftResponse } from '@pathwise/contracts';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { mockFetch, type MockHandler } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import AiAssistantRoute from './ai-assistant';

const conversation = (n: number): Conversation => ({
  id: `c${n}`,
  type: 'response-draft',
  employerRequest: `Employer message number ${n}`,
  aiResponse: `Hello,\n\nReply number ${n}.\n\nBest regards,\nAda Lovelace`,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T10:00:00Z`,
  category: 'other',
  engine: n === 1 ? 'llm' : 'local',
});

const draft: ResponseDraftResponse = {
  responseDraft:
    'Hi Sam,\n\nThank you for your message. I am available Monday at 10am or [another time that suits you].\n\nBest regards,\nAda Lovelace',
  conversationId: 'new-1',
  category: 'interview-scheduling',
  blanks: ['[another time that suits you]'],
  engine: 'local',
};

function renderScreen({ premium = true, fails = false, conversations = [1, 2, 3, 4, 5, 6].map(conversation) } = {}) {
  let stored = conversations;
  const handler: MockHandler = (url, init) => {
    if (url === '/api/ai/conversations') return { body: stored };
    if (url === '/api/ai/response-draft' && init.method === 'POST') {
      if (fails) return { status: 503, body: { message: 'busy' } };
      const { employerRequest } = JSON.parse(String(init.body));
      stored = [
        { ...conversation(0), id: draft.conversationId, employerRequest, aiResponse: draft.responseDraft },
        ...stored,
      ];
      return { body: draft };
    }
    return { status: 404, body: { message: 'no route' } };
  };
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, makeUser({ isPremium: premium }));
  const view = renderRoutes([{ path: '/ai-assistant', element: <AiAssistantRoute /> }], {
    path: '/ai-assistant',
    queryClient,
  });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: jest.Mock, url: string) => fetchMock.mock.calls.filter(([u]) => u === url);

function shownToast() {
  const toasts = document.querySelectorAll('[data-slot="toast"]');
  expect(toasts).toHaveLength(1);
  return {
    title: toasts[0].querySelector('[data-slot="toast-title"]')?.textContent,
    description: toasts[0].querySelector('[data-slot="toast-description"]')?.textContent,
  };
}

beforeEach(() => resetToasts());

describe('/ai-assistant', () => {
  it('lists the 5 most recent conversations and shows one when chosen, with the engine that wrote it', async () => {
    const { user } = renderScreen();
    const list = await screen.findByRole('list', { name: 'Recent conversations' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Employer message number 1');
    expect(within(list).queryByText('Employer message number 6')).not.toBeInTheDocument();
    await user.click(items[0]);
    const card = screen.getByTestId('draft-card');
    expect(within(card).getByRole('textbox')).toHaveValue(conversation(1).aiResponse);
    expect(within(card).getByText('Written by the AI model')).toBeInTheDocument();
    expect(screen.getByLabelText("Employer's request or message")).toHaveValue('Employer message number 1');
  });

  it('takes no more of a message than the server accepts (10000 characters)', async () => {
    renderScreen();
    expect(await screen.findByLabelText("Employer's request or message")).toHaveAttribute('maxlength', '10000');
  });

  it('refuses an empty request with Missing Request', async () => {
    const { user, fetchMock } = renderScreen();
    await user.type(await screen.findByLabelText("Employer's request or message"), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Response' }));
    expect(shownToast()).toEqual({
      title: 'Missing Request',
      description: "Please enter the employer's request or message.",
    });
    expect(calls(fetchMock, '/api/ai/response-draft')).toHaveLength(0);
  });

  it('fills the box from the three canned examples, generates a draft, and copies it', async () => {
    const { user, fetchMock } = renderScreen();
    // user-event puts its own clipboard stub on navigator; watch what is written to it
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const box = await screen.findByLabelText("Employer's request or message");
    for (const [label, pattern] of [
      ['Code sample request', /code sample/],
      ['Experience question', /experience with/],
      ['Interview scheduling', /interview/],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      expect((box as HTMLTextAreaElement).value).toMatch(pattern);
    }
    await user.click(screen.getByRole('button', { name: 'Generate Response' }));
    const card = await screen.findByTestId('draft-card');
    expect(JSON.parse(calls(fetchMock, '/api/ai/response-draft')[0][1].body)).toEqual({
      employerRequest: (box as HTMLTextAreaElement).value,
    });
    await waitFor(() => expect(shownToast().title).toBe('Response Generated'));
    expect(within(card).getByRole('textbox')).toHaveValue(draft.responseDraft);
    expect(within(card).getByText('Interview scheduling')).toBeInTheDocument();
    expect(within(card).getByText('Written by the built-in engine')).toBeInTheDocument();
    expect(within(card).getByTestId('draft-blanks')).toHaveTextContent('[another time that suits you]');
    // the new conversation heads the list
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Recent conversations' })).getAllByRole('button')[0],
      ).toHaveAttribute('aria-current', 'true'),
    );

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(draft.responseDraft);
    expect(within(card).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(shownToast().title).toBe('Copied!'));
  });

  it('sends one request for a double click (both clicks landing before the button is disabled)', async () => {
    const { user, fetchMock } = renderScreen();
    await user.type(await screen.findByLabelText("Employer's request or message"), 'Are you free Tuesday?');
    const generate = screen.getByRole('button', { name: 'Generate Response' });
    fireEvent.click(generate);
    fireEvent.click(generate);
    await screen.findByTestId('draft-card');
    expect(calls(fetchMock, '/api/ai/response-draft')).toHaveLength(1);
  });

  it('says so when no draft could be generated', async () => {
    const { user } = renderScreen({ fails: true });
    await user.type(await screen.findByLabelText("Employer's request or message"), 'Are you free Tuesday?');
    await user.click(screen.getByRole('button', { name: 'Generate Response' }));
    await waitFor(() => expect(shownToast().description).toBe('Failed to generate response. Please try again.'));
    expect(screen.queryByTestId('draft-card')).not.toBeInTheDocument();
  });

  it('shows the Premium Feature panel to a free user and never fetches the conversations', async () => {
    const { fetchMock } = renderScreen({ premium: false });
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/ai/conversations')).toHaveLength(0);
  });
});
