/**
 * The one way the SPA talks to the gateway (spec sections 7 and 8): every call sends cookies, JSON bodies carry a
 * JSON content type, uploads go as multipart forms, and any non-success response becomes an ApiError whose message
 * is `"<status>: <body text or status text>"`.
 */

/** Error bodies of the API (DECISIONS.md): `{ message, code, errors?, requestId }`. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string>;
  requestId?: string;
}

export class ApiError extends Error {
  readonly status: number;
  /** The raw response text (may be empty). */
  readonly bodyText: string;
  /** The body parsed as the API's JSON error shape, or null when it is not JSON. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** Throws an ApiError for any non-2xx response; returns the response untouched otherwise. */
export async function throwIfResNotOk(res: Response): Promise<Response> {
  if (!res.ok) {
    let text = '';
    try {
      text = await res.text();
    } catch {
      // An unreadable body still yields "<status>: <status text>".
    }
    throw new ApiError(res.status, res.statusText, text);
  }
  return res;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends a request with credentials; `data` is sent as JSON, or as multipart when it is a FormData. */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (data instanceof FormData) {
    // The browser sets the multipart boundary itself; setting Content-Type here would break it.
    init.body = data;
  } else if (data !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await fetch(url, init);
  return throwIfResNotOk(res);
}

/** apiRequest, then the body read as JSON (an empty body reads as undefined). */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The spec's unauthorized test: the error message matches `401: ...Unauthorized`. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The `message` field of an API error body, if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const message = error.body?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }
  return undefined;
}

/** Whether an error says anything at all: an Error with a non-blank message (every ApiError does). */
export function hasMessage(error: unknown): boolean {
  return error instanceof Error && error.message.trim() !== '';
}

/** Per-field messages of a 400 validation error (`errors: { field: message }`), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.body?.errors && typeof error.body.errors === 'object') {
    return error.body.errors;
  }
  return {};
}
