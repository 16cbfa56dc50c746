import type { Persona } from './persona.js';
import { rateActivity } from './answer-quiz.js';
import { seededRandom } from './seeded-random.js';

const middling: Persona = {
  id: 'middling rater',
  split: 'dev',
  who: 'test',
  jobTitle: null,
  jobCode: null,
  intent: 'unsure',
  interests: { R: 2.5, I: 2, A: 2.5, S: 3.5, E: 3.5, C: 3.5 },
  style: 'middling',
  education: 'highschool',
  years: 0,
  willing: 'none',
  settings: [],
  values: [],
  skills: [],
  tools: '',
  goals: '',
  accept: [],
  why: '',
};

describe('rateActivity', () => {
  it("keeps a middling rater's areas apart: the ratings of an area average what the persona likes", () => {
    const random = seededRandom('noise');
    const rounding = seededRandom('rounding');
    const mean = (activity: string) => {
      let sum = 0;
      for (let i = 0; i < 2000; i++) sum += rateActivity(middling, activity, random, rounding);
      return sum / 2000;
    };
    // middling: 3 + (3.5 - 3) / 2 = 3.25 for Conventional, 3 + (2 - 3) / 2 = 2.5 for Investigative
    expect(mean('Keep inventory records')).toBeCloseTo(3.25, 1);
    expect(mean('Conduct chemical experiments')).toBeCloseTo(2.5, 1);
  });

  it('rates a named activity 5 or 4 and stays on the 1-5 scale', () => {
    const random = seededRandom('noise');
    const rounding = seededRandom('rounding');
    const liker = { ...middling, style: 'plain' as const, likes: ['Keep inventory records'] };
    for (let i = 0; i < 200; i++) {
      expect(rateActivity(liker, 'Keep inventory records', random, rounding)).toBeGreaterThanOrEqual(4);
      const r = rateActivity(liker, 'Conduct chemical experiments', random, rounding);
      expect(r).toBeGreaterThanOrEqual(1);
      expect(r).toBeLessThanOrEqual(5);
    }
  });
});
