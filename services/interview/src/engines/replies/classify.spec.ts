import { REPLY_CATEGORIES } from '@pathwise/contracts';
import { loadMessages } from '../../eval/eval-sets.js';
import { classificationFigures } from '../../eval/metrics.js';
import { classifyMessage } from './classify.js';

describe('classifyMessage', () => {
  const messages = loadMessages('dev');

  it('classifies at least 40 written employer messages of every category, at 90% or better', () => {
    expect(messages.length).toBeGreaterThanOrEqual(40);
    expect(new Set(messages.map((m) => m.category))).toEqual(new Set(REPLY_CATEGORIES));
    const f = classificationFigures(
      messages.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
    );
    expect(f.accuracy).toBeGreaterThanOrEqual(0.9);
    for (const [category, c] of Object.entries(f.byCategory))
      expect({ category, share: c.correct / c.count >= 0.75 }).toEqual({ category, share: true });
  });

  it('says which cues it matched', () => {
    const c = classifyMessage('Unfortunately, we have decided to move forward with other candidates.');
    expect(c.category).toBe('rejection');
    expect(c.cues.join(' ')).toMatch(/Unfortunately/);
  });

  it('tells an offer that names pay from a salary question, and a declined offer from an offer', () => {
    expect(classifyMessage("We're pleased to offer you the role at $70,000 a year starting May 1.").category).toBe(
      'offer',
    );
    expect(classifyMessage('What salary are you expecting for this role?').category).toBe('salary-question');
    expect(classifyMessage('After review we will not be offering you the position.').category).toBe('rejection');
  });
});
