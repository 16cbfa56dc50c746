import { loadResumes } from '../../test/eval/eval-set.js';
import { type Figures, figures, groupBy, type Row, runEvaluation } from '../../test/eval/evaluate.js';
import { formsOf, normalise, scoreSkills } from '../../test/eval/score.js';

/**
 * Floors on the evaluation set of test/eval (53 resumes of 46 occupations, each in 6 layouts). They only go up:
 * raise them with the analyser, never lower them to let a change through. `npm run eval:resume` prints the figures.
 */
const FLOORS = {
  overall: { recall: 0.84, precision: 0.9, level: 0.85 },
  layout: { recall: 0.8, precision: 0.85, level: 0.8 },
};

describe('evaluation scoring', () => {
  it('matches a skill written another way, once', () => {
    expect(normalise('Scaling & Root Planing')).toBe(normalise('scaling and root planing'));
    expect(normalise('12-lead EKGs')).toBe(normalise('12-lead EKG'));
    expect(formsOf('BLS (Basic Life Support)', {})).toEqual(
      new Set(['bls', 'basic life support', 'bls basic life support']),
    );
    const nurse = loadResumes().find((r) => r.id === 'rn-telemetry')!;
    const score = scoreSkills(nurse, [
      { name: 'BLS' },
      { name: 'Basic Life Support' },
      { name: 'Epic' },
      { name: 'Spanish' },
      { name: 'Vital signs' },
    ]);
    expect(score).toMatchObject({ matched: 2, correct: 2, extracted: 4, duplicates: ['Basic Life Support'] });
    expect(score.wrong).toEqual(['Spanish']);
  });
});

describe('the analyser on the evaluation set', () => {
  let rows: Row[];
  beforeAll(async () => {
    rows = await runEvaluation();
  }, 300_000);

  it('covers at least 30 resumes and 15 occupations in at least 4 layouts, with a held-out part', () => {
    const resumes = loadResumes();
    expect(resumes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(resumes.map((r) => r.truth.occupation)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.layout)).size).toBeGreaterThanOrEqual(4);
    expect(resumes.filter((r) => r.truth.split === 'heldout').length).toBeGreaterThanOrEqual(10);
    expect(rows).toHaveLength(resumes.length * 6);
  });

  it.each(['dev', 'heldout'] as const)('keeps skills and levels above their floors on the %s resumes', (split) => {
    expect(below(figures(rows.filter((r) => r.split === split)), FLOORS.overall)).toEqual({});
  });

  it('holds in every layout', () => {
    for (const [layout, subset] of groupBy(rows, (r) => r.layout)) {
      expect({ layout, below: below(figures(subset), FLOORS.layout) }).toEqual({ layout, below: {} });
    }
  });
});

/** The figures under their floor, each with its value, so that a failure shows what fell and by how much. */
function below(f: Figures, floors: { recall: number; precision: number; level: number }): Record<string, string> {
  const actual = { recall: f.recall, precision: f.precision, level: f.levelAccuracy };
  return Object.fromEntries(
    (Object.keys(floors) as (keyof typeof floors)[])
      .filter((k) => actual[k] < floors[k])
      .map((k) => [k, `${actual[k].toFixed(3)} < ${floors[k]}`]),
  );
}
