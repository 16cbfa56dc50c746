import { attemptGapMs, maxWaitMs } from './attempt-spacing.js';

const policy = { afterFailures: 10, baseMs: 500, maxMs: 8000 };

describe('spacing of password attempts at one account', () => {
  it('costs nothing until the failures pass the threshold, then doubles up to the cap', () => {
    expect([0, 5, 9].map((f) => attemptGapMs(f, policy))).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13, 14].map((f) => attemptGapMs(f, policy))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(attemptGapMs(1_000, policy)).toBe(8000);
    expect(maxWaitMs(policy)).toBe(16000);
  });
});
