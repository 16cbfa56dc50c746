import { defaultMatchEngine } from '../../catalog/default-engine.js';
import { measureTypedTitles } from './measure-reading.js';

const { titles } = defaultMatchEngine().index;

/**
 * Floors under the title reader on job titles as people type them (typed-titles.ts; EVAL.md, "Reading round"): the
 * share read first as an accepted occupation may rise, never fall below these.
 */
const FLOORS = { devFirst: 0.86, heldoutFirst: 0.81 };

describe('typed job titles', () => {
  const { dev, heldout } = measureTypedTitles(titles);
  it('reads the dev titles first as an accepted occupation', () => {
    expect(dev.first / dev.total).toBeGreaterThanOrEqual(FLOORS.devFirst);
  });
  it('reads the held-out titles first as an accepted occupation', () => {
    expect(heldout.first / heldout.total).toBeGreaterThanOrEqual(FLOORS.heldoutFirst);
  });
});
