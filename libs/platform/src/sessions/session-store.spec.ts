import { readCookie } from './session-store.js';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; pathwise_session=abc%2Bdef; b=2', 'pathwise_session')).toBe('abc+def');
    expect(readCookie('pathwise_session_other=x', 'pathwise_session')).toBeNull();
    expect(readCookie(undefined, 'pathwise_session')).toBeNull();
    expect(readCookie('broken; =; x', 'pathwise_session')).toBeNull();
    expect(readCookie('pathwise_session=%E0%A4%A', 'pathwise_session')).toBeNull();
  });
});
