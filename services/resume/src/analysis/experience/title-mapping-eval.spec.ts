import { evaluateTitles, titleFigures } from '../../../test/eval/titles/title-eval.js';

/**
 * Floors on the title-mapping evaluation (test/eval/titles: job titles as written on resumes, with the O*NET codes a
 * counsellor accepts). They only go up. `npm run eval:resume -- --titles` prints the figures. Held-out was written
 * with dev and committed before any tuning; it is measured, never tuned on. First figures (before the ranking,
 * priors and supervisor domains): dev 0.776 / 0.881, held-out 0.831 / 0.903; after them 0.896 / 0.965 and 0.923 / 0.964;
 * then ('-man' workers, owners' fields, a supervisor under another head) 0.905 / 0.975 and 0.928 / 0.969. The
 * families sets (283 titles of every occupation family, admin, emergency services and finance among them, written
 * 2026-11-24 evening and measured before any change they led to): dev 0.946 / 0.980, held-out 0.926 / 0.971. Dev then
 * took 45 more titles (other trades' foremen, apprentices and helpers, warehouse associates, advocates, specialists,
 * case managers, bankers; written before the change they led to): 0.905 / 0.975 -> 0.837 / 0.927 on its 246; after
 * the apprentices' trades and the supervised line of work weighed by employment 0.890 / 0.943 (families-heldout
 * 0.934 / 0.978); after the worker's head words ('Packing Associate': packers) 0.902 / 0.963, held-out 0.928 / 0.974.
 */
const FLOORS = {
  dev: { top1: 0.9, majorGroup: 0.96, titles: 240 },
  heldout: { top1: 0.925, majorGroup: 0.97, titles: 190 },
  'families-dev': { top1: 0.94, majorGroup: 0.975, titles: 140 },
  'families-heldout': { top1: 0.93, majorGroup: 0.975, titles: 130 },
};

describe('title mapping evaluation', () => {
  it.each(['dev', 'heldout', 'families-dev', 'families-heldout'] as const)(
    '%s: top-1 and SOC major group accuracy hold their floors',
    (split) => {
      const results = evaluateTitles(split);
      expect(results.length).toBeGreaterThanOrEqual(FLOORS[split].titles);
      const figures = titleFigures(results);
      expect(figures.top1).toBeGreaterThanOrEqual(FLOORS[split].top1);
      expect(figures.majorGroup).toBeGreaterThanOrEqual(FLOORS[split].majorGroup);
    },
  );
});
