import {
  ApplyJobRequest,
  API_ROUTES,
  isMultiLineText,
  LocalConfirmRequest,
  isSingleLineText,
  LinkedinRequest,
  ProfileUpdateRequest,
  QuizSubmitRequest,
  ResumeMatchRequest,
  SaveJobRequest,
  EVENT_SUBSCRIBERS,
  EventPayloads,
  GatewayMessages,
  InterviewEvaluateRequest,
  InterviewStartRequest,
  JobFitQuery,
  JobSearchQuery,
  LoginRequest,
  matchBand,
  parseActionSteps,
  PasswordChangeRequest,
  RegisterForm,
  RegisterRequest,
  ResponseDraftRequest,
} from './index.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth schemas carry the spec messages', () => {
  it('registration', () => {
    const r = RegisterRequest.safeParse({ firstName: 'A', lastName: '', email: 'nope', password: '12345' });
    expect(messages(r)).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('sign-up form puts the mismatch on confirmPassword', () => {
    const r = RegisterForm.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(messages(r)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('login normalises the email and checks the password length', () => {
    expect(LoginRequest.parse({ email: '  Ada@Example.COM ', password: 'secret' }).email).toBe('ada@example.com');
    expect(messages(LoginRequest.safeParse({ email: 'x', password: '1' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('password change mismatch message', () => {
    const r = PasswordChangeRequest.safeParse({
      currentPassword: 'old-one',
      newPassword: 'new-one1',
      confirmPassword: 'new-one2',
    });
    expect(messages(r)).toEqual({ confirmPassword: 'New password and confirm password do not match.' });
  });
});

describe('a text over its limit is told so, not that it is missing', () => {
  it('interview start, answer and employer message, job fit ids', () => {
    const long = (n: number) => 'a'.repeat(n + 1);
    expect(messages(InterviewStartRequest.safeParse({ careerPath: long(200), experienceLevel: 'mid-level' }))).toEqual({
      careerPath: 'careerPath must be at most 200 characters',
    });
    expect(
      messages(InterviewEvaluateRequest.safeParse({ question: 'Why?', response: long(10_000), careerPath: 'Nurse' })),
    ).toEqual({ response: 'Your response must be at most 10000 characters' });
    expect(
      messages(InterviewEvaluateRequest.safeParse({ question: 'Why?', response: ' ', careerPath: 'Nurse' })),
    ).toEqual({ response: 'Empty Response: Please provide a response to the question.' });
    expect(messages(ResponseDraftRequest.safeParse({ employerRequest: long(10_000) }))).toEqual({
      employerRequest: "The employer's message must be at most 10000 characters",
    });
    expect(messages(JobSearchQuery.safeParse({ keyword: long(200), location: long(200) }))).toEqual({
      keyword: 'keyword must be at most 200 characters',
      location: 'location must be at most 200 characters',
    });
    expect(messages(JobFitQuery.safeParse({ jobIds: long(4000) }))).toEqual({
      jobIds: 'jobIds must be at most 4000 characters',
    });
  });
});

describe('free text that comes in holds no control characters (one rule, every field)', () => {
  it('a line refuses C0 controls but tab, DEL and C1; text with lines keeps line feed and carriage return', () => {
    for (const text of ['Nurse', 'Zoë Ølsen 日本 🚀', 'tab\there', '', 'ממחשב \u200f(IT)', 'مهندس']) {
      expect(isSingleLineText(text)).toBe(true);
    }
    for (const text of ['N\u202eesruN', 'a\u2066b\u2069', 'x\u202a']) {
      expect({ text, line: isSingleLineText(text), lines: isMultiLineText(text) }).toEqual({
        text,
        line: false,
        lines: false,
      });
    }
    for (const text of ['a\nb', 'a\rb', 'a\u0000b', 'a\u0007', '\u001b[2J', 'a\u007f', 'a\u0085', 'a\u009b']) {
      expect({ text, ok: isSingleLineText(text) }).toEqual({ text, ok: false });
    }
    for (const text of ['line one\r\nline two\n\tindented', 'plain']) expect(isMultiLineText(text)).toBe(true);
    for (const text of ['a\u0000b', 'bell\u0007', '\u001b[31m', 'a\u000bb', 'a\u000cb', 'a\u007f', 'a\u0085']) {
      expect({ text, ok: isMultiLineText(text) }).toEqual({ text, ok: false });
    }
  });

  it('is applied to every free-text field of the requests, with the field named in the message', () => {
    const esc = 'x\u001b[2J';
    const cases: [{ safeParse: (v: unknown) => any }, object, string, string][] = [
      [
        RegisterRequest,
        { firstName: esc, lastName: 'Lee', email: 'a@b.co', password: 'secret1' },
        'firstName',
        'First name',
      ],
      [
        RegisterRequest,
        { firstName: 'Ann', lastName: esc, email: 'a@b.co', password: 'secret1' },
        'lastName',
        'Last name',
      ],
      [
        ProfileUpdateRequest,
        { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', location: esc },
        'location',
        'Location',
      ],
      [InterviewStartRequest, { careerPath: esc, experienceLevel: 'mid-level' }, 'careerPath', 'careerPath'],
      [InterviewEvaluateRequest, { question: 'Q?', response: esc, careerPath: 'Nurse' }, 'response', 'Your response'],
      [InterviewEvaluateRequest, { question: 'Q?', response: 'A', careerPath: esc }, 'careerPath', 'careerPath'],
      [InterviewEvaluateRequest, { question: esc, response: 'A', careerPath: 'Nurse' }, 'question', 'question'],
      [ResponseDraftRequest, { employerRequest: esc }, 'employerRequest', "The employer's message"],
      [LinkedinRequest, { linkedinUrl: esc }, 'linkedinUrl', 'LinkedIn profile URL'],
      [ResumeMatchRequest, { jobDescription: `${'d'.repeat(120)}${esc}` }, 'jobDescription', 'The job description'],
      [JobSearchQuery, { keyword: esc }, 'keyword', 'keyword'],
      [JobSearchQuery, { location: esc }, 'location', 'location'],
      [SaveJobRequest, { jobId: esc }, 'jobId', 'jobId'],
      [ApplyJobRequest, { jobId: 'j1', notes: esc }, 'notes', 'Notes'],
      [QuizSubmitRequest, { responses: [{ questionId: 1, response: esc }] }, 'responses.0.response', 'response'],
      [
        QuizSubmitRequest,
        { responses: [{ questionId: 1, response: 'a', category: esc }] },
        'responses.0.category',
        'category',
      ],
    ];
    for (const [schema, input, field, label] of cases) {
      expect({ field, errors: messages(schema.safeParse(input)) }).toEqual({
        field,
        errors: { [field]: `${label} must not contain control characters` },
      });
    }
    // where text has lines, line breaks pass
    expect(ApplyJobRequest.safeParse({ jobId: 'j1', notes: 'Called them.\r\nFollow up Friday.' }).success).toBe(true);
    expect(ResponseDraftRequest.safeParse({ employerRequest: 'Hi,\n\nCan you send a sample?' }).success).toBe(true);
  });
});

describe('the local card form says what is missing in the words of the card form', () => {
  it('a missing or mistyped field names the field, never a type', () => {
    expect(messages(LocalConfirmRequest.safeParse({}))).toEqual({
      clientSecret: 'clientSecret is required',
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(
      messages(LocalConfirmRequest.safeParse({ clientSecret: 's', cardNumber: 4242, expiry: 1230, cvc: 123 })),
    ).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });
});

describe('job search query parameters are told what they take', () => {
  it('page, remoteOnly and the filters', () => {
    const pageMessage = 'page must be a whole number from 1 to 1000';
    for (const page of ['abc', '0', '1.5', '1001']) {
      expect(messages(JobSearchQuery.safeParse({ page }))).toEqual({ page: pageMessage });
    }
    expect(messages(JobSearchQuery.safeParse({ remoteOnly: 'maybe' }))).toEqual({
      remoteOnly: "remoteOnly must be 'true' or 'false'",
    });
    expect(messages(JobSearchQuery.safeParse({ experienceLevel: 'god', employmentType: 'x' }))).toEqual({
      experienceLevel: 'experienceLevel must be one of any, entry_level, mid_level, senior_level, executive',
      employmentType: 'employmentType must be one of any, FULLTIME, PARTTIME, CONTRACT, TEMPORARY, INTERN',
    });
    expect(JobSearchQuery.parse({ page: '3', remoteOnly: 'true' })).toMatchObject({ page: 3, remoteOnly: true });
  });
});

describe('career helpers', () => {
  it('bands match scores as the spec says', () => {
    expect([95, 90, 89.5, 80, 79, 10].map(matchBand)).toEqual([
      'Excellent Match',
      'Excellent Match',
      'Good Match',
      'Good Match',
      'Potential Match',
      'Potential Match',
    ]);
  });

  it('reads action steps as an array or a JSON string of one', () => {
    expect(parseActionSteps(['a', 'b'])).toEqual(['a', 'b']);
    expect(parseActionSteps('["a","b"]')).toEqual(['a', 'b']);
    expect(parseActionSteps('just text')).toEqual(['just text']);
  });
});

describe('route table and events', () => {
  it('lists every route of the spec once, with premium routes gated', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const required of [
      'GET /api/auth/user',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/logout',
      'GET /api/dashboard',
      'GET /api/recommendations',
      'GET /api/quiz/questions',
      'POST /api/quiz/responses',
      'PUT /api/profile',
      'PUT /api/profile/password',
      'POST /api/profile/picture',
      'POST /api/subscription/cancel',
      'POST /api/get-or-create-subscription',
      'POST /api/interview/start',
      'POST /api/interview/evaluate',
      'GET /api/ai/conversations',
      'POST /api/ai/response-draft',
      'GET /api/resume',
      'POST /api/resume/upload',
      'POST /api/resume/linkedin',
      'DELETE /api/resume',
      'GET /api/jobs/search',
      'GET /api/jobs/saved',
      'GET /api/jobs/applications',
      'POST /api/jobs/save',
      'DELETE /api/jobs/save/:jobId',
      'POST /api/jobs/apply',
      'GET /api/placeholder/:w/:h',
    ]) {
      expect(keys).toContain(required);
    }
    for (const r of API_ROUTES.filter((r) => r.path.startsWith('/api/interview') || r.path.startsWith('/api/ai'))) {
      expect(r.access).toBe('premium');
    }
  });

  it('routes the beyond-spec billing history and portal to billing for signed-in users', () => {
    for (const key of ['GET /api/billing/history', 'POST /api/billing/portal']) {
      const route = API_ROUTES.find((r) => `${r.method} ${r.path}` === key);
      expect(route).toMatchObject({ service: 'billing', access: 'user' });
    }
    expect(API_ROUTES.find((r) => r.path === '/api/billing/webhook')).toMatchObject({ access: 'public', body: 'raw' });
  });

  it('marks the costly routes, and only them, with the gateway rate limit they count against', () => {
    const limited = Object.fromEntries(
      API_ROUTES.filter((r) => r.limit).map((r) => [`${r.method} ${r.path}`, r.limit]),
    );
    expect(limited).toEqual({
      'POST /api/quiz/responses': 'quiz-submit',
      'POST /api/interview/start': 'ai',
      'POST /api/interview/evaluate': 'ai',
      'POST /api/ai/response-draft': 'ai',
      'POST /api/resume/upload': 'resume-upload',
      'POST /api/resume/linkedin': 'resume-upload',
      'POST /api/resume/match': 'resume-match',
      'GET /api/jobs/search': 'job-search',
    });
    for (const group of Object.values(limited)) expect(GatewayMessages.rateLimited[group!]).toEqual(expect.any(String));
  });

  it('has a payload schema and a subscriber list for every event', () => {
    expect(Object.keys(EVENT_SUBSCRIBERS).sort()).toEqual(Object.keys(EventPayloads).sort());
  });
});
