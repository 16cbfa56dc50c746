import type { ServiceName } from './events.js';

/** Who may call a route: anyone, a signed-in user, or a premium user. */
export type RouteAccess = 'public' | 'user' | 'premium';
/**
 * The gateway's per-user rate limit a costly route counts against (its numbers are the gateway's config, see its
 * README): `ai` calls OpenAI, `resume-upload` queues an analysis on the resume workers (a PDF parsed and maybe
 * OCR'd, or a LinkedIn profile), `resume-match` re-reads the stored resume and a job ad of up to 20,000 characters in
 * the resume service's HTTP process, `job-search` runs a keyword search in the database. Routes without one are not
 * limited by the gateway.
 */
export type RateLimitGroup = 'ai' | 'quiz-submit' | 'resume-upload' | 'resume-match' | 'job-search';
/** How the body travels: JSON (1 MB), a multipart upload (5 MB + overhead), raw bytes (webhooks), or none. */
export type RouteBody = 'none' | 'json' | 'upload' | 'raw';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with `:param` segments, always under /api. */
  path: string;
  service: ServiceName;
  access: RouteAccess;
  body: RouteBody;
  /**
   * The gateway answers this route itself by gathering every service's USER_DATA_EXPORT_PATH (the account export);
   * `service` is the owner of the account. No service serves the path.
   */
  gathered?: true;
  /** Counted against this per-user limit, and refused (429) before it is forwarded once past it. */
  limit?: RateLimitGroup;
  /**
   * Its success may change the caller's plan (`{ subscription: { plan } }` in the answer): the gateway holds the answer
   * until the session has that plan, so the next call already sees it.
   */
  changesPlan?: true;
}

const r = (
  method: ApiRoute['method'],
  path: string,
  service: ServiceName,
  access: RouteAccess,
  body: RouteBody = 'none',
): ApiRoute => ({
  method,
  path,
  service,
  access,
  body: body === 'none' && method !== 'GET' && method !== 'DELETE' ? 'json' : body,
});

/** Every /api route of the spec's section 7 (and the few DECISIONS.md adds), with its owning service. */
export const API_ROUTES: readonly ApiRoute[] = [
  // auth
  r('GET', '/api/auth/user', 'auth', 'user'),
  r('POST', '/api/auth/login', 'auth', 'public'),
  r('POST', '/api/auth/register', 'auth', 'public'),
  r('POST', '/api/auth/logout', 'auth', 'public'),
  r('PUT', '/api/profile', 'auth', 'user'),
  r('PUT', '/api/profile/password', 'auth', 'user'),
  // beyond the spec (DECISIONS.md): account deletion and the export of everything the user owns
  r('DELETE', '/api/profile', 'auth', 'user', 'json'),
  { ...r('GET', '/api/profile/export', 'auth', 'user'), gathered: true },
  r('POST', '/api/profile/picture', 'auth', 'user', 'upload'),
  r('GET', '/api/profile/picture/:pictureId', 'auth', 'public'),
  r('GET', '/api/placeholder/:w/:h', 'auth', 'public'),
  // career
  r('GET', '/api/dashboard', 'career', 'user'),
  r('GET', '/api/recommendations', 'career', 'user'),
  r('GET', '/api/quiz/questions', 'career', 'user'),
  { ...r('POST', '/api/quiz/responses', 'career', 'user'), limit: 'quiz-submit' },
  r('GET', '/api/careers/:code', 'career', 'user'),
  // billing
  r('GET', '/api/subscription', 'billing', 'user'),
  r('POST', '/api/subscription/cancel', 'billing', 'user'),
  { ...r('POST', '/api/subscription/trial', 'billing', 'user'), changesPlan: true },
  r('POST', '/api/get-or-create-subscription', 'billing', 'user'),
  { ...r('POST', '/api/billing/local/confirm', 'billing', 'user'), changesPlan: true },
  r('POST', '/api/billing/webhook', 'billing', 'public', 'raw'),
  // billing, beyond the spec: the invoices, and a link to Stripe's customer portal (Stripe mode)
  r('GET', '/api/billing/history', 'billing', 'user'),
  r('POST', '/api/billing/portal', 'billing', 'user'),
  // interview (premium)
  { ...r('POST', '/api/interview/start', 'interview', 'premium'), limit: 'ai' },
  { ...r('POST', '/api/interview/evaluate', 'interview', 'premium'), limit: 'ai' },
  // beyond the spec: the setup's career paths, and the history of past sessions with retries (integrations.md s10)
  r('GET', '/api/interview/career-paths', 'interview', 'premium'),
  r('GET', '/api/interview/sessions', 'interview', 'premium'),
  r('GET', '/api/interview/sessions/:sessionId', 'interview', 'premium'),
  r('GET', '/api/ai/conversations', 'interview', 'premium'),
  { ...r('POST', '/api/ai/response-draft', 'interview', 'premium'), limit: 'ai' },
  // resume
  r('GET', '/api/resume', 'resume', 'user'),
  { ...r('POST', '/api/resume/upload', 'resume', 'user', 'upload'), limit: 'resume-upload' },
  { ...r('POST', '/api/resume/linkedin', 'resume', 'user'), limit: 'resume-upload' },
  r('DELETE', '/api/resume', 'resume', 'user'),
  // beyond the spec: the current resume matched against a pasted job description
  { ...r('POST', '/api/resume/match', 'resume', 'user'), limit: 'resume-match' },
  // jobs
  { ...r('GET', '/api/jobs/search', 'jobs', 'user'), limit: 'job-search' },
  r('GET', '/api/jobs/saved', 'jobs', 'user'),
  r('GET', '/api/jobs/applications', 'jobs', 'user'),
  r('POST', '/api/jobs/save', 'jobs', 'user'),
  r('DELETE', '/api/jobs/save/:jobId', 'jobs', 'user'),
  r('POST', '/api/jobs/apply', 'jobs', 'user'),
  // jobs, beyond the spec: local market figures for the career matches, and each listing's fit to the user
  r('GET', '/api/jobs/insights', 'jobs', 'user'),
  r('GET', '/api/jobs/fit', 'jobs', 'user'),
];

export const GatewayMessages = {
  unauthorized: 'Unauthorized',
  premiumRequired: 'Premium subscription required',
  notFound: 'Not found',
  /** 405 of a known /api path asked with a method it does not have (the Allow header names those it has). */
  methodNotAllowed: (method: string) => `Method ${method} is not allowed here`,
  unavailable: (service: string) => `The ${service} service is unavailable`,
  tooLarge: 'Request body is too large',
  /** Redis (where sessions are) does not answer, or sessions are being restored after it restarted. */
  signInUnavailable: 'Sign-in is temporarily unavailable',
  /** 429 of a route past its per-user limit (RateLimitGroup); Retry-After says when to try again. */
  rateLimited: {
    ai: 'Too many AI requests. Please wait a little and try again.',
    'quiz-submit': 'Too many quiz submissions. Please wait a while and try again.',
    'resume-upload':
      'Too many resume uploads or LinkedIn profile submissions. Please wait a few minutes and try again.',
    'resume-match': 'Too many job description matches. Please wait a moment and try again.',
    'job-search': 'Too many job searches. Please wait a moment and try again.',
  },
} as const;
