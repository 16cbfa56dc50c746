import { UnrecoverableError } from 'bullmq';
import type { BoardAdapter } from '../boards/board-adapter.js';

/** A board answered 429 or 5xx: BullMQ retries the job with its backoff. */
export class BoardUnavailableError extends Error {}

/**
 * One page from a board, as JSON, within JOB_BOARD_TIMEOUT_MS. 401/403 (a wrong or missing key) cannot get better by
 * retrying and fail the run at once; 429 and 5xx are retried with the queue's exponential backoff.
 */
export async function fetchBoardPage(
  adapter: BoardAdapter,
  request: { url: string; headers?: Record<string, string> },
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const res = await fetchImpl(request.url, {
    headers: { Accept: 'application/json', 'User-Agent': 'Pathwise job index', ...request.headers },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 401 || res.status === 403) {
    throw new UnrecoverableError(`${adapter.source} refused the credentials (HTTP ${res.status}): check its API key`);
  }
  if (res.status === 429 || res.status >= 500) {
    throw new BoardUnavailableError(`${adapter.source} answered HTTP ${res.status} (rate limit or outage)`);
  }
  if (!res.ok) throw new UnrecoverableError(`${adapter.source} answered HTTP ${res.status}`);
  return res.json();
}
