import { trialOwnerHash } from './trial-owner.js';

describe('trialOwnerHash', () => {
  it('is the same for the same mailbox however it is written, and keeps nothing of the address', () => {
    const key = trialOwnerHash('ann@mail.com');
    expect(trialOwnerHash('  Ann@MAIL.com ')).toBe(key);
    expect(trialOwnerHash('ann+pathwise2@mail.com')).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('ann');
  });

  it('tells different mailboxes apart', () => {
    expect(trialOwnerHash('ann@mail.com')).not.toBe(trialOwnerHash('ann@mail.org'));
    expect(trialOwnerHash('ann@mail.com')).not.toBe(trialOwnerHash('anne@mail.com'));
  });
});
