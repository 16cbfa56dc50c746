import { classifyMessage } from './classify.js';
import { ownText, plainText } from './message-text.js';

describe('the message’s own text', () => {
  it('leaves out the quoted thread, the signature and the legal notice', () => {
    const message = [
      'Hi Maya,',
      '',
      'One more question: have you built any forecasting models?',
      '',
      'Thanks,',
      'Owen Park | Analytics Lead',
      '(303) 555-0100',
      '',
      'On Tue, Nov 17, 2026 at 9:02 AM Maya Chen wrote:',
      '> Could you let me know your availability for a second interview?',
      '',
      'CONFIDENTIALITY NOTICE: This e-mail may contain privileged information.',
    ].join('\n');
    expect(ownText(message)).toBe('Hi Maya,\n\nOne more question: have you built any forecasting models?\n\nThanks,');
    expect(classifyMessage(message).category).toBe('experience-question');
  });

  it('keeps a message that is all body, and a one-line text', () => {
    expect(ownText('Thanks!')).toBe('Thanks!');
    expect(ownText('Can we talk Friday at 2pm?\nThanks')).toBe('Can we talk Friday at 2pm?\nThanks');
  });

  it('writes out text-message shorthand and leaves ordinary words alone', () => {
    expect(plainText('hey jasmine, ur in! need u at the yard mon 6am. bring ur license')).toBe(
      "hey jasmine, you're in! need you at the yard Monday 6am. bring your license",
    );
    expect(plainText('can u come in thurs at 3 to talk w the chef? thx')).toBe(
      'can you come in Thursday at 3 to talk with the chef? thanks',
    );
    expect(plainText('Our U.S. office, c’mon in, the Mon-Fri schedule')).toBe(
      'Our U.S. office, c’mon in, the Mon-Fri schedule',
    );
  });
});
