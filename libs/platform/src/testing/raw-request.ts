/** What a hostile request got back: its status, the `message` of a JSON answer, and whether that is a clear 4xx. */
export interface RawAnswer {
  status: number;
  message: unknown;
  /** A 4xx whose JSON body carries a non-empty `message`: what every bad outside input must get. */
  clear: boolean;
}

/**
 * Sends requests exactly as a hostile client would (malformed JSON, forms, 200 KB strings; the body as given, never
 * re-encoded) to `baseUrl` with the caller's cookie, and reads each answer's status and message.
 */
export function rawRequester(baseUrl: string, cookie: string) {
  return async (method: string, path: string, body?: string, contentType = 'application/json'): Promise<RawAnswer> => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': contentType }) },
      body,
    });
    const text = await res.text();
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    const clear = res.status >= 400 && res.status < 500 && typeof message === 'string' && message.length > 0;
    return { status: res.status, message, clear };
  };
}
