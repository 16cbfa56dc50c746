/** A tiny stand-in for `fetch` in jsdom (which has none): routes each call to a handler that returns a reply. */
export interface MockReply {
  status?: number;
  statusText?: string;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
}

export type MockHandler = (url: string, init: RequestInit) => MockReply | Promise<MockReply>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function fakeResponse({ status = 200, statusText, body }: MockReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: statusText ?? STATUS_TEXT[status] ?? '',
    // Apollo's HttpLink reads the content type (JSON unless the body is a plain string).
    headers: new Map([
      ['content-type', typeof body === 'string' ? 'text/plain' : 'application/json'],
    ]) as unknown as Headers,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/** Installs the mock as global fetch and returns the jest mock for call assertions. */
export function mockFetch(handler: MockHandler): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    fakeResponse(await handler(String(input), init)),
  );
  (globalThis as { fetch: unknown }).fetch = fn;
  return fn;
}
