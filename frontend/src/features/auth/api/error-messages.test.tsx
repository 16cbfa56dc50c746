import { ApiError } from '@/lib/api-client';
import { loginErrorMessage } from './login';
import { registerErrorMessage } from './register';

/** Spec section 8: 'Login Failed' / 'Registration Failed' toasts carry the server's message, else the fallback. */
const apiError = (status: number, statusText: string, body: string) => new ApiError(status, statusText, body);

describe.each([
  ['sign-in', loginErrorMessage, 'Invalid email or password', 'Login failed'],
  ['registration', registerErrorMessage, 'Failed to create account', 'Registration failed'],
])('%s failure text', (_what, message, fallback, bare) => {
  it("is the server's message when it sends one", () => {
    const body = JSON.stringify({ message: 'An account with this email already exists', code: 'CONFLICT' });
    expect(message(apiError(409, 'Conflict', body))).toBe('An account with this email already exists');
  });

  it.each([
    ['an empty body', apiError(502, 'Bad Gateway', '')],
    ['a JSON body without a message', apiError(500, 'Internal Server Error', '{"code":"INTERNAL"}')],
    ['a blank message', apiError(400, 'Bad Request', '{"message":"  "}')],
    ['a body that is not JSON', apiError(502, 'Bad Gateway', '<html>Bad Gateway</html>')],
    ['a network error', new TypeError('Failed to fetch')],
  ])(`is '${fallback}' for %s`, (_case, error) => {
    expect(message(error)).toBe(fallback);
  });

  it(`is '${bare}' only for an error with no message at all`, () => {
    expect(message(new Error(''))).toBe(bare);
    expect(message(undefined)).toBe(bare);
    expect(message('nope')).toBe(bare);
  });
});
