import { ResumeMessages } from '@pathwise/contracts';
import { ApiError, isUnauthorizedError, serverMessage } from '@/lib/api-client';

/**
 * Whether an error is the resume service's "busy" or "not running" 503: the upload or profile address is stored and
 * its analysis runs when a worker is free, so nothing failed. The gateway's own 503 (the service is not running) says something else:
 * that one is a failure, as nothing may have been stored.
 */
const QUEUED_MESSAGES: ReadonlySet<string> = new Set([ResumeMessages.busy, ResumeMessages.notRunning]);

export function isAnalysisQueued(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && QUEUED_MESSAGES.has(serverMessage(error) ?? '');
}

/** What the page shows beside a form after a failed or queued call (the toast keeps the spec's fixed text). */
export type ResumeNote = { kind: 'queued' } | { kind: 'problem'; message: string };

/**
 * The server's word on a failed call, for the page: why a file was refused (400 wrong type, 413 too large, 422
 * encrypted, corrupt or image-only PDF...) or that the work is queued (503). Null for a 401 (the unauthorized handling
 * takes over) and for errors that explain nothing.
 */
export function resumeNote(error: unknown): ResumeNote | null {
  if (!error || isUnauthorizedError(error)) return null;
  if (isAnalysisQueued(error)) return { kind: 'queued' };
  const message = serverMessage(error);
  return message ? { kind: 'problem', message } : null;
}
