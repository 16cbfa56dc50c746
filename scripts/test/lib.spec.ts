import { internalSecret } from '../lib.mjs';

describe('the signing secret of an npm start run', () => {
  it('is 32 random bytes, made afresh, with nothing of the process in it', () => {
    const a = internalSecret({});
    const b = internalSecret({});
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    for (const secret of [a, b]) expect(secret).not.toContain(String(process.pid));
  });

  it('keeps the one the operator gave', () => {
    expect(internalSecret({ INTERNAL_SECRET: 'a-secret-of-my-own-0123456789-abcdef' })).toBe(
      'a-secret-of-my-own-0123456789-abcdef',
    );
  });
});
