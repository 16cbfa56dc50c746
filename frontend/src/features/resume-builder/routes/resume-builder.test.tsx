import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResumeMessages, type Resume, type ResumeAnalysis, type ResumeAnalysisResponse } from '@pathwise/contracts';
import { USER_QUERY_KEY } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toast';
import { fakeResponse, mockFetch, type MockHandler, type MockReply } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { makeUser } from '@/testing/users';
import ResumeBuilderRoute from './resume-builder';

const analysis: ResumeAnalysis = {
  strengths: ['9 achievements quantified with numbers', 'Clear structure with standard headings'],
  weaknesses: ['No summary section'],
  improvementSuggestions: ["Open 'Responsible for the on-call rotation' with a stronger verb, e.g. 'Led'"],
  experienceLevel: 'senior-level',
  extractedSkills: ['TypeScript', 'React', 'Leadership'],
  keywords: ['Apache Kafka', 'GraphQL'],
  skillEvidence: [
    { skill: 'TypeScript', evidence: 'Rebuilt the patient portal in React and TypeScript' },
    { skill: 'React', evidence: 'Rebuilt the patient portal in React and TypeScript' },
  ],
  atsScore: 82,
  atsReasons: ['The text extracts in order and the main sections are found.', 'No phone number. (-5)'],
  yearsOfExperience: 7.4,
  basis: 'Analysed the text of cv.pdf (2 pages): 3 skills, 2 dated roles (7.4 years, overlaps counted once).',
  engine: 'local',
};

function makeResume(overrides: Partial<Resume> = {}, withAnalysis: ResumeAnalysis | null = analysis): Resume {
  return {
    id: 'r1',
    fileName: 'cv.pdf',
    linkedinUrl: null,
    uploadedAt: '2026-03-05T12:00:00Z',
    analysis: withAnalysis ? JSON.stringify(withAnalysis) : null,
    ...overrides,
  };
}

const uploaded = (resume = makeResume()): ResumeAnalysisResponse => ({ resume, analysis });

function pdf(name = 'cv.pdf', bytes = 2048, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** A reply the test releases itself, to look at the pending state in between. */
function deferred() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => (release = resolve));
  return { promise, release };
}

function renderScreen(handler: MockHandler, path = '/resume-builder') {
  const fetchMock = mockFetch(handler);
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, makeUser());
  // The dashboard was visited before: its data must be refreshed after changes to the resume.
  queryClient.setQueryData(['/api/dashboard'], {
    progressScore: 0,
    recommendations: [],
    quizCompleted: false,
    resume: null,
  });
  const view = renderRoutes(
    [
      { path: '/resume-builder', element: <ResumeBuilderRoute /> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { path, queryClient },
  );
  return { ...view, fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

const calls = (fetchMock: jest.Mock, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

const dashboardInvalidated = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryState(['/api/dashboard'])?.isInvalidated;

/** The toast on screen (at most one is shown): its title, its description, and whether it is destructive. */
function shownToast() {
  const toasts = document.querySelectorAll('[data-slot="toast"]');
  expect(toasts).toHaveLength(1);
  return {
    title: toasts[0].querySelector('[data-slot="toast-title"]')?.textContent,
    description: toasts[0].querySelector('[data-slot="toast-description"]')?.textContent,
    destructive: toasts[0].classList.contains('destructive'),
  };
}

beforeEach(() => resetToasts());

describe('/resume-builder frame', () => {
  it('shows a full-screen spinner while loading, then the title, the Dashboard button and three tabs', async () => {
    const reply = deferred();
    renderScreen(() => reply.promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your resume');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => reply.release({ body: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Builder & Analyzer' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Upload Resume',
      'LinkedIn Analysis',
      'AI Analysis',
    ]);
    expect(screen.getByRole('tab', { name: 'Upload Resume' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Choose PDF file or drag and drop')).toBeInTheDocument();
    expect(panel.getByText('Maximum file size: 5MB')).toBeInTheDocument();
    expect(panel.getByText(/Save to PDF/)).toBeInTheDocument();
  });

  it('selects a tab from ?tab= and keeps the selection in the address', async () => {
    const { user, router } = renderScreen(() => ({ body: null }), '/resume-builder?tab=linkedin');
    expect(await screen.findByRole('tab', { name: 'LinkedIn Analysis' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'AI Analysis' }));
    expect(router.state.location.search).toBe('?tab=analysis');
    await user.click(screen.getByRole('tab', { name: 'Upload Resume' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('Upload Resume', () => {
  it('refuses a file that is not a PDF', async () => {
    const { user } = renderScreen(() => ({ body: null }));
    await user.upload(
      await screen.findByLabelText('Choose PDF file or drag and drop'),
      pdf('photo.png', 100, 'image/png'),
    );
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a PDF file only.')).toBeInTheDocument();
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
  });

  it('asks for a file when none is selected', async () => {
    const { user, fetchMock } = renderScreen(() => ({ body: null }));
    await user.click(await screen.findByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByText('No File Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a PDF file to upload.')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/resume/upload')).toHaveLength(0);
  });

  it('refuses a PDF over 5 MB before sending it', async () => {
    const { user, fetchMock } = renderScreen(() => ({ body: null }));
    await user.upload(
      await screen.findByLabelText('Choose PDF file or drag and drop'),
      pdf('big.pdf', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please upload a PDF smaller than 5MB.')).toBeInTheDocument();
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/resume/upload')).toHaveLength(0);
  });

  it('takes a dropped PDF and shows its name and size in KB; it can be removed again', async () => {
    const { user } = renderScreen(() => ({ body: null }));
    const zone = await screen.findByTestId('pdf-drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(screen.getByText('Drop your PDF here')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf', 3584)] } });
    const selected = screen.getByTestId('selected-file');
    expect(within(selected).getByText('dropped.pdf')).toBeInTheDocument();
    expect(within(selected).getByText('3.5 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove dropped.pdf' }));
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
  });

  it('uploads, shows Analyzing Resume... meanwhile, then opens AI Analysis and refreshes the dashboard', async () => {
    const reply = deferred();
    let sent: FormData | undefined;
    const { user, router, queryClient } = renderScreen((url, init) => {
      if (url === '/api/resume/upload') {
        sent = init.body as FormData;
        return reply.promise;
      }
      return { body: null };
    });
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf('cv.pdf', 2048));
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    const pending = await screen.findByRole('button', { name: 'Analyzing Resume...' });
    expect(pending).toBeDisabled();
    expect((sent?.get('resume') as File).name).toBe('cv.pdf');
    await act(async () => reply.release({ body: uploaded() }));
    expect(await screen.findByText('Resume Analyzed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=analysis');
    expect(screen.getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(dashboardInvalidated(queryClient)).toBe(true);
  });

  it('sends one upload for a double click (both clicks landing before the button is disabled)', async () => {
    const { user, fetchMock } = renderScreen((url) =>
      url === '/api/resume/upload' ? { body: uploaded() } : { body: null },
    );
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf('cv.pdf', 2048));
    const send = screen.getByRole('button', { name: 'Upload & Analyze' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Resume Analyzed')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/resume/upload')).toHaveLength(1);
  });

  it.each([
    [
      'a 422 (image-only PDF)',
      { status: 422, body: { message: ResumeMessages.noText, code: 'UNPROCESSABLE' } },
      ResumeMessages.noText,
    ],
    [
      'a 413 (too large)',
      { status: 413, body: { message: ResumeMessages.tooLarge, code: 'PAYLOAD_TOO_LARGE' } },
      ResumeMessages.tooLarge,
    ],
    [
      'a 400 (not a PDF by its bytes)',
      { status: 400, body: { message: ResumeMessages.invalidType, code: 'VALIDATION_FAILED' } },
      ResumeMessages.invalidType,
    ],
  ])("toasts the spec's Upload Failed text for %s and explains it on the page", async (_case, reply, explanation) => {
    const { user } = renderScreen((url) => (url === '/api/resume/upload' ? reply : { body: null }));
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await screen.findByText('Upload Failed');
    // The toast: exactly the spec's words (section 8), never the server's.
    expect(shownToast()).toEqual({
      title: 'Upload Failed',
      description: 'Failed to upload resume',
      destructive: true,
    });
    // The explanation: an alert beside the form, once.
    const alert = within(screen.getByRole('tabpanel')).getByRole('alert');
    expect(alert).toHaveTextContent(explanation);
    expect(screen.getAllByText(explanation)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Upload Resume' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Upload & Analyze' })).toBeEnabled();
    // The chosen file stays, so a fixed choice or a retry is one step away.
    expect(screen.getByTestId('selected-file')).toBeInTheDocument();
  });

  it('toasts Upload Failed with no note on the page when the server explains nothing', async () => {
    const { user } = renderScreen((url) =>
      url === '/api/resume/upload' ? { status: 500, body: 'Internal Server Error' } : { body: null },
    );
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload resume')).toBeInTheDocument();
    expect(screen.queryByTestId('resume-note')).not.toBeInTheDocument();
  });

  it('clears the explanation when another file is chosen, and on the next attempt', async () => {
    const reply: MockReply = { status: 422, body: { message: ResumeMessages.encrypted, code: 'UNPROCESSABLE' } };
    const { user } = renderScreen((url) => (url === '/api/resume/upload' ? reply : { body: null }));
    const input = await screen.findByLabelText('Choose PDF file or drag and drop');
    await user.upload(input, pdf('locked.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ResumeMessages.encrypted);
    await user.upload(input, pdf('unlocked.pdf'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ResumeMessages.encrypted);
    const second = deferred();
    (globalThis.fetch as jest.Mock).mockImplementationOnce(async () => fakeResponse(await second.promise));
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByRole('button', { name: 'Analyzing Resume...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => second.release({ body: uploaded() }));
    expect(await screen.findByText('Resume Analyzed')).toBeInTheDocument();
  });

  it('keeps the chosen file across tabs, and an upload finishing meanwhile still opens AI Analysis', async () => {
    const reply = deferred();
    const { user } = renderScreen((url) => (url === '/api/resume/upload' ? reply.promise : { body: null }));
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf('kept.pdf'));
    await user.click(screen.getByRole('tab', { name: 'LinkedIn Analysis' }));
    await user.click(screen.getByRole('tab', { name: 'Upload Resume' }));
    expect(within(screen.getByTestId('selected-file')).getByText('kept.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await user.click(screen.getByRole('tab', { name: 'LinkedIn Analysis' }));
    await act(async () => reply.release({ body: uploaded() }));
    expect(await screen.findByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
  });

  it('treats a busy 503 as queued, not failed: a plain toast, a note, and the stored resume fetched again', async () => {
    let stored = false;
    const { user, fetchMock } = renderScreen((url) => {
      if (url === '/api/resume/upload') {
        stored = true;
        return { status: 503, body: { message: ResumeMessages.busy, code: 'SERVICE_UNAVAILABLE' } };
      }
      return { body: stored ? makeResume({ fileName: 'queued.pdf' }, null) : null };
    });
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf('queued.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    await screen.findByText('Analysis Queued');
    expect(shownToast()).toEqual({
      title: 'Analysis Queued',
      description: 'Your resume is saved and will be analyzed shortly.',
      destructive: false,
    });
    // The note: a status, not an alert; the file is stored, so it is no longer a choice still to send.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('resume-note')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('resume-note')).toHaveTextContent(/Your resume is saved and will be analyzed shortly/);
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    // The resume was fetched again: the stored file is now the current one.
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/resume')).toHaveLength(2));
    expect(await screen.findByText(/A new upload replaces your current resume/)).toHaveTextContent('queued.pdf');
    await user.click(screen.getByRole('button', { name: 'Open AI Analysis' }));
    expect(screen.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Your Analysis Is On Its Way' })).toBeInTheDocument();
  });

  it("calls the gateway's 503 (service not running) a failure: nothing may be stored", async () => {
    const { user } = renderScreen((url) =>
      url === '/api/resume/upload'
        ? { status: 503, body: { message: 'The resume service is unavailable', code: 'SERVICE_UNAVAILABLE' } }
        : { body: null },
    );
    await user.upload(await screen.findByLabelText('Choose PDF file or drag and drop'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload & Analyze' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The resume service is unavailable');
    expect(screen.getByTestId('selected-file')).toBeInTheDocument();
  });

  it('says that a new upload replaces the current resume', async () => {
    renderScreen(() => ({ body: makeResume() }));
    expect(await screen.findByText(/A new upload replaces your current resume/)).toHaveTextContent('cv.pdf');
  });
});

describe('LinkedIn Analysis', () => {
  it('keeps the button disabled while the field is blank and shows the 4-step hint', async () => {
    const { user } = renderScreen(() => ({ body: null }), '/resume-builder?tab=linkedin');
    const field = await screen.findByLabelText('LinkedIn Profile URL');
    expect(field).toHaveAttribute('placeholder', 'https://www.linkedin.com/in/your-profile');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    // The list is ordered; its visible numbers are decoration.
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Go to your LinkedIn profile',
      "2Click 'Edit public profile & URL'",
      '3Copy the URL from the right panel',
      '4Paste it here',
    ]);
    const button = screen.getByRole('button', { name: 'Analyze LinkedIn Profile' });
    expect(button).toBeDisabled();
    await user.type(field, 'x');
    expect(button).toBeEnabled();
  });

  it('toasts Missing URL for an address that is blank after trimming', async () => {
    const { user, fetchMock } = renderScreen(() => ({ body: null }), '/resume-builder?tab=linkedin');
    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), '   ');
    await user.click(screen.getByRole('button', { name: 'Analyze LinkedIn Profile' }));
    expect(await screen.findByText('Missing URL')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter your LinkedIn profile URL.').length).toBeGreaterThan(0);
    expect(calls(fetchMock, 'POST', '/api/resume/linkedin')).toHaveLength(0);
  });

  it('analyses the profile, shows Analyzing Profile... meanwhile, then opens AI Analysis with the basis', async () => {
    const reply = deferred();
    const profile: ResumeAnalysis = {
      ...analysis,
      experienceLevel: 'unknown',
      basis: 'Based only on your profile address.',
      atsScore: undefined,
      atsReasons: [],
      yearsOfExperience: undefined,
    };
    const { user, fetchMock, queryClient } = renderScreen(
      (url) => (url === '/api/resume/linkedin' ? reply.promise : { body: null }),
      '/resume-builder?tab=linkedin',
    );
    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), '  https://www.linkedin.com/in/ada  ');
    await user.click(screen.getByRole('button', { name: 'Analyze LinkedIn Profile' }));
    expect(await screen.findByRole('button', { name: 'Analyzing Profile...' })).toBeDisabled();
    const [, init] = calls(fetchMock, 'POST', '/api/resume/linkedin')[0];
    expect(JSON.parse(String(init.body))).toEqual({ linkedinUrl: 'https://www.linkedin.com/in/ada' });
    const resume = makeResume({ fileName: null, linkedinUrl: 'https://www.linkedin.com/in/ada' }, profile);
    await act(async () => reply.release({ body: { resume, analysis: profile } }));
    expect(await screen.findByText('Profile Analyzed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Analysis' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('analysis-basis')).toHaveTextContent('Based only on your profile address.');
    expect(screen.getByText('An ATS check needs your resume file. Upload a PDF to get a score.')).toBeInTheDocument();
    // The address alone says nothing of experience: the server's default level is not shown as the user's.
    expect(screen.getByTestId('experience-level')).toHaveTextContent('Not assessed');
    expect(screen.queryByText(/Entry Level/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /https:\/\/www\.linkedin\.com\/in\/ada/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ada',
    );
    expect(dashboardInvalidated(queryClient)).toBe(true);
  });

  it("toasts the spec's Analysis Failed text and explains the failure on the page", async () => {
    const { user } = renderScreen(
      (url) =>
        url === '/api/resume/linkedin'
          ? { status: 500, body: { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' } }
          : { body: null },
      '/resume-builder?tab=linkedin',
    );
    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Analyze LinkedIn Profile' }));
    await screen.findByText('Analysis Failed');
    expect(shownToast()).toEqual({
      title: 'Analysis Failed',
      description: 'Failed to analyze LinkedIn profile',
      destructive: true,
    });
    expect(within(screen.getByRole('tabpanel')).getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side.',
    );
  });

  it('treats a busy 503 as queued, with a plain toast and a note', async () => {
    const { user } = renderScreen(
      (url) =>
        url === '/api/resume/linkedin'
          ? { status: 503, body: { message: ResumeMessages.busy, code: 'SERVICE_UNAVAILABLE' } }
          : { body: null },
      '/resume-builder?tab=linkedin',
    );
    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Analyze LinkedIn Profile' }));
    await screen.findByText('Analysis Queued');
    expect(shownToast()).toEqual({
      title: 'Analysis Queued',
      description: 'Your LinkedIn profile is saved and will be analyzed shortly.',
      destructive: false,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('resume-note')).toHaveTextContent(/LinkedIn profile is saved/);
  });

  it('shows a 400 about the address on the field, not twice', async () => {
    const message = 'LinkedIn profile URL must be at most 500 characters';
    const { user } = renderScreen(
      (url) =>
        url === '/api/resume/linkedin'
          ? { status: 400, body: { message, code: 'VALIDATION_FAILED', errors: { linkedinUrl: message } } }
          : { body: null },
      '/resume-builder?tab=linkedin',
    );
    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Analyze LinkedIn Profile' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByTestId('resume-note')).not.toBeInTheDocument();
  });
});

describe('AI Analysis', () => {
  it('shows the empty state with Get Started back to the Upload tab', async () => {
    const { user, router } = renderScreen(() => ({ body: null }), '/resume-builder?tab=analysis');
    expect(await screen.findByRole('heading', { name: 'No Resume Analysis Available' })).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Get Started' });
    expect(start).toHaveAttribute('href', '/resume-builder');
    await user.click(start);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Upload Resume' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders every card of the analysis', async () => {
    renderScreen(
      () => ({ body: makeResume({ linkedinUrl: 'https://www.linkedin.com/in/ada' }) }),
      '/resume-builder?tab=analysis',
    );
    expect(await screen.findByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(screen.getByText('9 achievements quantified with numbers')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Areas for Improvement' })).getByText('No summary section'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open 'Responsible for the on-call rotation'/)).toBeInTheDocument();
    expect(screen.getByTestId('experience-level')).toHaveTextContent('Senior Level (6+ years)');
    expect(screen.getByText('7.4 years')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-engine')).toHaveTextContent("Pathwise's built-in analyzer");
    expect(screen.getByRole('meter', { name: 'ATS readiness score' })).toHaveAttribute('aria-valuenow', '82');
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.getByText('No phone number. (-5)')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: 'Extracted skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript', 'React', 'Leadership']);
    const keywords = screen.getByRole('list', { name: 'Recommended keywords' });
    expect(within(keywords).getByText('Apache Kafka')).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('cv.pdf')).toBeInTheDocument();
    expect(panel.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-basis')).toHaveTextContent('Analysed the text of cv.pdf');
    expect(screen.getByRole('button', { name: 'Delete Resume' })).toBeInTheDocument();
  });

  it("lists the keywords of the resume's own line of work and of the career matches under their labels", async () => {
    const grouped: ResumeAnalysis = {
      ...analysis,
      keywords: ['Cardiac monitoring'],
      keywordGroups: [
        {
          source: 'resume',
          label: 'For Registered Nurses, the line of work of your resume',
          occupations: [{ code: '29-1141.00', title: 'Registered Nurses' }],
          keywords: ['Cardiac monitoring', 'Triage'],
        },
        {
          source: 'career-matches',
          label: 'For your career matches (Nurse Practitioners)',
          occupations: [{ code: '29-1171.00', title: 'Nurse Practitioners' }],
          keywords: ['Prescribing'],
        },
      ],
      textSource: 'ocr',
    };
    renderScreen(() => ({ body: makeResume({}, grouped) }), '/resume-builder?tab=analysis');
    const own = await screen.findByRole('list', { name: 'For Registered Nurses, the line of work of your resume' });
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cardiac monitoring', 'Triage']);
    const matches = screen.getByRole('list', { name: 'For your career matches (Nurse Practitioners)' });
    expect(within(matches).getByText('Prescribing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For your career matches (Nurse Practitioners)' })).toBeInTheDocument();
    expect(screen.queryByText(/Take the career quiz to see/)).not.toBeInTheDocument();
    // the text of a scanned resume was read from its page image, and the screen says so
    expect(screen.getByTestId('analysis-ocr')).toHaveTextContent('Read from an image');
  });

  it("invites the quiz when only the resume's own keywords are there", async () => {
    const ownOnly: ResumeAnalysis = {
      ...analysis,
      keywordGroups: [
        {
          source: 'resume',
          label: 'For Software Developers, the line of work of your resume',
          occupations: [{ code: '15-1252.00', title: 'Software Developers' }],
          keywords: ['Apache Kafka'],
        },
      ],
    };
    renderScreen(() => ({ body: makeResume({}, ownOnly) }), '/resume-builder?tab=analysis');
    expect(
      await screen.findByRole('list', { name: 'For Software Developers, the line of work of your resume' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Take the career quiz to see the keywords of your career matches/)).toBeInTheDocument();
    expect(screen.queryByTestId('analysis-ocr')).not.toBeInTheDocument();
  });

  it('shows premium users a rewrite of each weak bullet with the questions to answer', async () => {
    const withRewrites: ResumeAnalysis = {
      ...analysis,
      rewrites: [
        {
          original: 'Responsible for the on-call rotation',
          rewrite: 'Managed the on-call rotation, [result: how much, how many or how fast?]',
          verb: 'Managed',
          questions: ['What changed because of it (faster, cheaper, more, fewer, a rating, an award)?'],
          issues: ["opens with 'Responsible for', which describes a duty rather than what you did"],
        },
      ],
    };
    renderScreen(() => ({ body: makeResume({}, withRewrites) }), '/resume-builder?tab=analysis');
    const list = within(await screen.findByRole('list', { name: 'Bullet rewrites' }));
    expect(list.getByText('Responsible for the on-call rotation')).toBeInTheDocument();
    expect(list.getByText(/^Managed the on-call rotation/)).toBeInTheDocument();
    expect(list.getByText(/What changed because of it/)).toBeInTheDocument();
    expect(screen.queryByTestId('rewrites-preview')).not.toBeInTheDocument();
  });

  it('tells free users what Premium would add, with a way to upgrade', async () => {
    renderScreen(
      () => ({ body: makeResume({}, { ...analysis, premiumPreview: { rewrites: 3 } }) }),
      '/resume-builder?tab=analysis',
    );
    const preview = within(await screen.findByTestId('rewrites-preview'));
    expect(preview.getByText(/each of the 3 bullets/)).toBeInTheDocument();
    expect(preview.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('list', { name: 'Bullet rewrites' })).not.toBeInTheDocument();
  });

  it('matches a pasted job description and shows the rate, the skills and the job title', async () => {
    const { user, fetchMock } = renderScreen((url, init) => {
      if (url === '/api/resume/match' && init.method === 'POST') {
        return {
          body: {
            matchRate: 72,
            hardSkills: { matched: ['TypeScript', 'React'], missing: ['GraphQL'] },
            softSkills: { matched: ['Leadership'], missing: ['Communication'] },
            jobTitle: {
              posting: 'Frontend Engineer',
              resume: 'Senior Software Engineer',
              match: 'related',
              advice: "Your titles are in the same line of work, but none is 'Frontend Engineer'.",
            },
            notes: [],
          },
        };
      }
      return { body: makeResume() };
    }, '/resume-builder?tab=analysis');
    const card = within(await screen.findByTestId('job-match'));
    await user.type(card.getByLabelText('Job description'), 'Frontend Engineer. React, TypeScript and GraphQL.');
    await user.click(card.getByRole('button', { name: 'Match my resume' }));
    expect(await card.findByTestId('match-rate')).toHaveTextContent('72%');
    expect(within(card.getByRole('list', { name: 'Hard skills missing' })).getByText('GraphQL')).toBeInTheDocument();
    expect(within(card.getByRole('list', { name: 'Hard skills you have' })).getByText('React')).toBeInTheDocument();
    expect(card.getByText(/none is 'Frontend Engineer'/)).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'POST', '/api/resume/match')[0];
    expect(JSON.parse(init.body as string)).toEqual({
      jobDescription: 'Frontend Engineer. React, TypeScript and GraphQL.',
    });
  });

  it("shows the server's explanation when a job description cannot be matched", async () => {
    const { user } = renderScreen(
      (url) =>
        url === '/api/resume/match'
          ? {
              status: 400,
              body: {
                message:
                  'Please paste the whole job description (at least 100 characters), including its requirements.',
              },
            }
          : { body: makeResume() },
      '/resume-builder?tab=analysis',
    );
    const card = within(await screen.findByTestId('job-match'));
    await user.type(card.getByLabelText('Job description'), 'Nurse wanted');
    await user.click(card.getByRole('button', { name: 'Match my resume' }));
    expect(await card.findByRole('alert')).toHaveTextContent('at least 100 characters');
  });

  it('dates Resume Info by when the analysis was written, else by when the resume was sent', async () => {
    const { unmount } = renderScreen(
      () => ({ body: makeResume({ uploadedAt: '2026-03-05T12:00:00Z', analyzedAt: '2026-03-07T12:00:00Z' }) }),
      '/resume-builder?tab=analysis',
    );
    const analyzed = await screen.findByText('Analyzed');
    const date = within(analyzed.parentElement!).getByText('March 7, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2026-03-07T12:00:00Z');
    unmount();

    renderScreen(() => ({ body: makeResume({ analyzedAt: null }) }), '/resume-builder?tab=analysis');
    const fallback = await screen.findByText('Analyzed');
    expect(within(fallback.parentElement!).getByText('March 5, 2026')).toHaveAttribute(
      'dateTime',
      '2026-03-05T12:00:00Z',
    );
  });

  it.each([
    ['says it is unknown', 'unknown'],
    ['was written before that, with a default band', 'entry-level'],
  ])('shows no experience level for a LinkedIn-only analysis whose level %s', async (_case, experienceLevel) => {
    const profile: ResumeAnalysis = {
      ...analysis,
      experienceLevel,
      extractedSkills: [],
      skillEvidence: [],
      atsScore: undefined,
      atsReasons: [],
      yearsOfExperience: undefined,
      basis:
        'Based only on your profile address. LinkedIn profiles cannot be fetched, so the experience level is a default, not a reading.',
    };
    const { user, router } = renderScreen(
      () => ({ body: makeResume({ fileName: null, linkedinUrl: 'https://www.linkedin.com/in/ada' }, profile) }),
      '/resume-builder?tab=analysis',
    );
    const level = await screen.findByTestId('experience-level');
    expect(level).toHaveTextContent('Not assessed');
    expect(screen.queryByText(/Entry Level/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^unknown$/i)).not.toBeInTheDocument();
    expect(screen.getByText(/no level is given/)).toBeInTheDocument();
    await user.click(within(level.parentElement!).getByRole('button', { name: 'Upload a PDF' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Upload Resume' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows no level when the analysis of a file says it is unknown, rather than the word 'unknown'", async () => {
    renderScreen(
      () => ({ body: makeResume({}, { ...analysis, experienceLevel: 'unknown', yearsOfExperience: undefined }) }),
      '/resume-builder?tab=analysis',
    );
    expect(await screen.findByTestId('experience-level')).toHaveTextContent('Not assessed');
    expect(screen.getByText(/No dated roles could be read/)).toBeInTheDocument();
  });

  it('shows the level read from the file when a LinkedIn address joins an uploaded resume', async () => {
    renderScreen(
      () => ({ body: makeResume({ linkedinUrl: 'https://www.linkedin.com/in/ada' }) }),
      '/resume-builder?tab=analysis',
    );
    expect(await screen.findByTestId('experience-level')).toHaveTextContent('Senior Level (6+ years)');
    expect(screen.queryByText('Not assessed')).not.toBeInTheDocument();
  });

  it('shows where a skill appears on keyboard focus, on click, and in the expandable list', async () => {
    const { user } = renderScreen(() => ({ body: makeResume() }), '/resume-builder?tab=analysis');
    const typescript = await screen.findByRole('button', { name: 'TypeScript' });
    // A skill without evidence is plain text, not a button.
    expect(screen.queryByRole('button', { name: 'Leadership' })).not.toBeInTheDocument();
    act(() => typescript.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rebuilt the patient portal in React and TypeScript');
    expect(typescript).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'React' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Found in your resume');

    const toggle = screen.getByRole('button', { name: 'Show where each skill appears' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide where each skill appears' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const lines = within(screen.getByTestId('skill-evidence'));
    expect(lines.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['TypeScript', 'React']);
    expect(lines.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '“Rebuilt the patient portal in React and TypeScript”',
      '“Rebuilt the patient portal in React and TypeScript”',
    ]);
  });

  it('deletes the resume after confirmation, shows Deleting... meanwhile, then the empty state', async () => {
    const reply = deferred();
    const { user, queryClient } = renderScreen(
      (url, init) => (url === '/api/resume' && init.method === 'DELETE' ? reply.promise : { body: makeResume() }),
      '/resume-builder?tab=analysis',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Resume' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your resume?' });
    expect(dialog).toHaveTextContent('cv.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Resume' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await act(async () => reply.release({ body: { ok: true } }));
    expect(await screen.findByRole('heading', { name: 'No Resume Analysis Available' })).toBeInTheDocument();
    expect(screen.getByText('Resume Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dashboardInvalidated(queryClient)).toBe(true);
  });

  it('keeps the resume and toasts Delete Failed when deleting fails', async () => {
    const { user } = renderScreen(
      (url, init) =>
        url === '/api/resume' && init.method === 'DELETE' ? { status: 500, body: 'boom' } : { body: makeResume() },
      '/resume-builder?tab=analysis',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Resume' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Resume' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(shownToast()).toEqual({ title: 'Delete Failed', description: 'Failed to delete resume', destructive: true });
    expect(screen.getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
  });

  it('cancelling the dialog deletes nothing', async () => {
    const { user, fetchMock } = renderScreen(() => ({ body: makeResume() }), '/resume-builder?tab=analysis');
    await user.click(await screen.findByRole('button', { name: 'Delete Resume' }));
    await user.click(screen.getByRole('button', { name: 'Keep Resume' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/resume')).toHaveLength(0);
  });

  it('says when a stored resume is still being analysed, and checks again on request', async () => {
    let ready = false;
    const { user } = renderScreen(
      () => ({ body: ready ? makeResume() : makeResume({}, null) }),
      '/resume-builder?tab=analysis',
    );
    expect(await screen.findByRole('heading', { name: 'Your Analysis Is On Its Way' })).toBeInTheDocument();
    ready = true;
    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
  });

  it('says why a queued resume could not be analysed, instead of waiting for it for ever', async () => {
    const { user, router } = renderScreen(
      () => ({
        body: makeResume({ fileName: 'scan.pdf', status: 'rejected', problem: ResumeMessages.noText }, null),
      }),
      '/resume-builder?tab=analysis',
    );
    expect(await screen.findByRole('heading', { name: 'Your Resume Could Not Be Analyzed' })).toBeInTheDocument();
    expect(screen.getByTestId('analysis-problem')).toHaveTextContent(ResumeMessages.noText);
    expect(screen.queryByRole('heading', { name: 'Your Analysis Is On Its Way' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Resume' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload a New File' }));
    expect(router.state.location.search).toBe('');
  });

  it('notes that the previous resume was kept when the last upload could not be used', async () => {
    const kept = `The file you uploaded last could not be used, so your previous resume is kept. ${ResumeMessages.encrypted}`;
    renderScreen(() => ({ body: makeResume({ status: 'completed', problem: kept }) }), '/resume-builder?tab=analysis');
    expect(await screen.findByTestId('resume-problem')).toHaveTextContent(kept);
    expect(screen.getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
  });

  it('offers a retry when the resume cannot be loaded', async () => {
    let up = false;
    const { user } = renderScreen(
      () => (up ? { body: makeResume() } : { status: 503, body: { message: 'unavailable' } }),
      '/resume-builder?tab=analysis',
    );
    expect(await screen.findByRole('heading', { name: 'Your Analysis Could Not Be Loaded' })).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
  });
});
