import { loadResumes, type Split, SPLITS } from '../../test/eval/eval-set.js';
import { analyseDocument, type Figures, figures, groupBy, type Row, runEvaluation } from '../../test/eval/evaluate.js';
import { PdfParserPool } from './pdf/pdf-parser-pool.js';
import { formsOf, normalise, scoreSkills } from '../../test/eval/score.js';

/**
 * Floors on the evaluation set of test/eval (101 resumes of 94 occupations, each in 7 layouts, and 13 of them
 * scanned). They only go up: raise them with the analyser, never lower them to let a change through. `npm run
 * eval:resume` prints the figures. The second held-out set has floors of its own (it shows how far the vocabulary
 * falls short on occupations it was not written for), and so has the third (written 2026-11-24, measured before the
 * tuning that followed: 0.75 / 0.89; after it 0.79 / 0.87) and the fourth (written 2026-11-24 with skills named
 * mostly once inside job bullets, measured before any tuning: 0.48 / 0.93, level 55/65), the two sets nobody tuned
 * on, and the fifth (written 2026-11-24 before the phrase vocabulary, ten occupations none of the others has, measured
 * before any tuning: 0.42 / 0.90, level 61/70) and the sixth (written 2026-11-24 before the noun-phrase work, ten
 * more occupations, measured before it: 0.62 / 0.91, level 48/70) and the seventh (written 2026-11-24 before the
 * work that followed, twelve more occupations: 0.589 / 0.849, level 77/84) and the eighth (written on the evening of
 * 2026-11-24 before that session's engine changes, twelve more occupations over job zones 1 to 5: 0.680 / 0.868, level
 * 75/84) and the ninth (written late that evening, twelve more over job zones 1 to 5: 0.657 / 0.838, level 76/84).
 * The per-layout floors were set on the first three sets and hold over them; the fourth to ninth have their own
 * floors.
 */
/** The splits with floors of their own (dev and the first held-out set share the overall floors). */
type SetSplit = Exclude<Split, 'dev' | 'heldout'>;

const FLOORS = {
  overall: { recall: 0.85, precision: 0.9, level: 0.99 },
  /**
   * Eight dev resumes written 2026-11-25 for lines of work the set lacked, measured before that session's engine
   * changes: 0.693 / 0.821, level 35/56 (a contact centre's, a stocker's and a cashier's years counted towards an
   * office or warehouse clerk's: the level is not this set's subject yet); after that session's layout work, 0.734 /
   * 0.836. Only go up.
   */
  dev2: { recall: 0.73, precision: 0.83, level: 0.62 },
  /**
   * Twelve dev resumes written 2026-11-25 for the experience level (career changers, service jobs before office work,
   * promotions inside one employer, a job held while studying, concurrent jobs, a gap), measured before that
   * session's level changes: 0.856 / 0.935, level 68/84, 3 false statements; after a title listed under a first-line
   * supervisor counted the work supervised, level 74/84. Only go up.
   */
  dev3: { recall: 0.85, precision: 0.93, level: 0.88 },
  /**
   * Nine dev resumes written 2026-11-25 for work named in plain verbs (custodian, patient care technician, painter,
   * route driver, server, prep cook, receptionist, AP clerk, child care worker), measured on main 76c47fc before any
   * engine change: 0.349 / 0.713, level 49/63. Only go up.
   */
  dev4: { recall: 0.34, precision: 0.7, level: 0.77 },
  heldout2: { recall: 0.79, precision: 0.9, level: 0.98 },
  heldout3: { recall: 0.83, precision: 0.86, level: 0.98 },
  /** After the occupations' technology names (2026-11-24, late evening): 0.557 / 0.909. */
  heldout4: { recall: 0.55, precision: 0.9, level: 0.98 },
  /**
   * Written 2026-11-24 before the phrase vocabulary, measured before it: 0.42 / 0.90, level 61/70; after, 0.51 / 0.87;
   * after the skill-head phrases, 0.552 / 0.865; after the document nouns, 0.567 / 0.862.
   */
  heldout5: { recall: 0.555, precision: 0.86, level: 0.97 },
  /**
   * Written 2026-11-24 before the noun-phrase work: 0.624 / 0.913, level 48/70; then 0.698 / 0.911; then (titles by
   * any occupation's worker noun) 0.699 / 0.911, 55/70; after the terse bullets' opening phrases, 0.709 / 0.912;
   * then (a title's other readings by a distinctive word) 62/70; after the acronyms a sentence defines, 0.709 / 0.918.
   */
  heldout6: { recall: 0.7, precision: 0.91, level: 0.88 },
  /**
   * Written 2026-11-24 (twelve occupations no other set has): 0.589 / 0.849, 77/84; then 0.617 / 0.856; then
   * (titles by any occupation's worker noun) 84/84; after the terse bullets' opening phrases, 0.629 / 0.854.
   */
  heldout7: { recall: 0.62, precision: 0.85, level: 0.98 },
  /**
   * Written 2026-11-24, evening (twelve occupations no other set has, zones 1-5), on main def21fe: 0.680 / 0.868,
   * 75/84; after the terse bullets' opening phrases, unchanged.
   */
  heldout8: { recall: 0.66, precision: 0.85, level: 0.88 },
  /**
   * Written 2026-11-24, late evening (twelve occupations no other set has, zones 1-5), measured on main 7f46d23 before
   * any engine change: 0.657 / 0.838, 76/84.
   */
  heldout9: { recall: 0.64, precision: 0.82, level: 0.89 },
  /**
   * Written 2026-11-25 by a session that changed no engine (eight occupations no other set has), measured on main
   * 031b726 before any change: 0.774 / 0.802, 42/56; on main 886e616 (the day's resume skill work), 0.783 / 0.804, 42/56.
   */
  heldout10: { recall: 0.76, precision: 0.79, level: 0.73 },
  /**
   * Written on the morning of 2026-11-25 by the sets engineer (eight resumes in the groups the other sets cover least,
   * job zones 1 to 4), measured on 76c47fc before any change: 0.709 / 0.770, 49/56, no false statement.
   */
  heldout11: { recall: 0.7, precision: 0.76, level: 0.87 },
  layout: { recall: 0.8, precision: 0.85, level: 0.97 },
  /** Layouts added after the floors above were set, at their first figures. */
  newLayouts: { 'pdfkit-gutter': { recall: 0.75, precision: 0.85, level: 0.97 } } as Record<string, Floor>,
  /** Read by OCR from page images (their own run: OCR takes seconds a page). */
  scanned: { recall: 0.65, precision: 0.75, level: 0.92 },
};
type Floor = { recall: number; precision: number; level: number };
/**
 * Ceilings on feedback statements the resume's own document shows to be false (test/eval/feedback-truth.ts: a missing
 * section, dates, results, skills or contact details it has, a layout it does not use), 7 layouts, per split; only go
 * down. Counted first on 2026-11-24: 95 statements on 92 of the 650 PDFs, mostly 'Only n of m bullets show a
 * measurable result' where counts ('9 local farms', 'mentor 2 EITs') were not read as numbers and role title lines
 * were counted as bullets; then 26 on 25 PDFs; then 12 on 11 (dash bullets, bullets wrapped before a sum, dates
 * wrapped beside a title, '300 ms' no degree, OCR's glued words and misread state codes); then 7 on 6 ('Project
 * Experience' holding a builder's roles); then 3 on 3, all scans (ranges wrapped after a season or with an end wider
 * than its start, a bullet's figure after its colon); then none but held-out 7's 6 (a figure glued
 * to its unit by OCR, a sentence under a role's dates no employer's name, a state code OCR read in mixed case).
 * Then every claim of absence checked against what the resume says (feedback/sections-shown.ts, a certifications
 * section counting as the skills an ATS reads, bullets counted joined and unjoined, ranges left open by the layout,
 * a phone number anywhere): held-out 7 6 -> 2 on 1 PDF, held-out 8 9 -> 7 on 5.
 */
const FALSE_FEEDBACK: Record<string, number> = {
  dev: 0,
  dev2: 0,
  dev3: 3,
  dev4: 0,
  heldout: 0,
  heldout2: 0,
  heldout3: 0,
  heldout4: 0,
  heldout5: 0,
  heldout6: 0,
  heldout7: 2,
  /** Counted when written, on main def21fe: 9 statements on 7 of its 84 PDFs. */
  heldout8: 7,
  /** Counted when written, on main 7f46d23: 3 statements on 3 of its 84 PDFs. */
  heldout9: 3,
  /** Counted when written, on main 031b726: none on its 56 PDFs. */
  heldout10: 0,
  /** Counted when written, on 76c47fc: none on its 56 PDFs. */
  heldout11: 0,
  scanned: 0,
};
const LAYOUTS = 7;
const isScan = (pdf: { layout: string }) => pdf.layout === 'scanned';

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
    rows = await runEvaluation({ filter: (pdf) => !isScan(pdf) });
  }, 300_000);

  it('covers at least 30 resumes and 15 occupations in at least 4 layouts, with a held-out part', () => {
    const resumes = loadResumes();
    expect(resumes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(resumes.map((r) => r.truth.occupation)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.layout)).size).toBeGreaterThanOrEqual(4);
    expect(resumes.filter((r) => r.truth.split === 'heldout').length).toBeGreaterThanOrEqual(10);
    expect(rows).toHaveLength(resumes.length * LAYOUTS);
    expect(resumes.filter((r) => r.truth.split === 'heldout2').length).toBeGreaterThanOrEqual(8);
    expect(resumes.filter((r) => r.truth.split === 'heldout3').length).toBeGreaterThanOrEqual(8);
    expect(resumes.filter((r) => r.truth.split === 'heldout4').length).toBeGreaterThanOrEqual(8);
    expect(resumes.filter((r) => r.truth.split === 'heldout5').length).toBeGreaterThanOrEqual(9);
    expect(resumes.filter((r) => r.truth.split === 'heldout6').length).toBeGreaterThanOrEqual(10);
    expect(resumes.filter((r) => r.truth.split === 'heldout7').length).toBeGreaterThanOrEqual(12);
    expect(resumes.filter((r) => r.truth.split === 'heldout8').length).toBeGreaterThanOrEqual(12);
    expect(resumes.filter((r) => r.truth.split === 'heldout9').length).toBeGreaterThanOrEqual(12);
    expect(resumes.filter((r) => r.truth.split === 'heldout10').length).toBeGreaterThanOrEqual(8);
    expect(resumes.filter((r) => r.truth.split === 'heldout11').length).toBeGreaterThanOrEqual(8);
  });

  it.each(['dev', 'heldout'] as const)('keeps skills and levels above their floors on the %s resumes', (split) => {
    expect(below(figures(rows.filter((r) => r.split === split)), FLOORS.overall)).toEqual({});
  });

  it.each(SPLITS.filter((s): s is SetSplit => s !== 'dev' && s !== 'heldout'))(
    'keeps the %s set above its floors',
    (split) => {
      expect(below(figures(rows.filter((r) => r.split === split)), FLOORS[split])).toEqual({});
    },
  );

  it.each(Object.keys(FALSE_FEEDBACK).filter((k) => k !== 'scanned'))(
    'says no more false things than its ceiling on the %s resumes',
    (split) => {
      const statements = figures(rows.filter((r) => r.split === split)).falseStatements;
      expect({ split, statements }).toEqual({ split, statements: Math.min(statements, FALSE_FEEDBACK[split]) });
    },
  );

  it('holds in every layout', () => {
    for (const [layout, subset] of groupBy(
      rows.filter(
        (r) =>
          ![
            'dev2',
            'dev3',
            'dev4',
            'heldout4',
            'heldout5',
            'heldout6',
            'heldout7',
            'heldout8',
            'heldout9',
            'heldout10',
            'heldout11',
          ].includes(r.split),
      ),
      (r) => r.layout,
    )) {
      const floor = FLOORS.newLayouts[layout] ?? FLOORS.layout;
      expect({ layout, below: below(figures(subset), floor) }).toEqual({ layout, below: {} });
    }
  });
});

describe('the analyser on scanned resumes (OCR)', () => {
  // read in a parsing thread as the product does (OCR's native runtime stays out of jest's module registry),
  // with a bound of their own: OCR takes seconds a page, many more on a loaded machine
  const pool = new PdfParserPool({ size: 1, timeoutMs: 600_000, memoryMb: 256 });
  let rows: Row[];
  beforeAll(async () => {
    rows = await runEvaluation({ filter: isScan, analyse: async (pdf) => analyseDocument(await pool.parse(pdf)) });
  }, 1_800_000);
  afterAll(() => pool.close());

  it('reads every scan by OCR and keeps skills and levels above their floors', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.level.startsWith('error'))).toEqual([]);
    expect(below(figures(rows), FLOORS.scanned)).toEqual({});
    expect(figures(rows).falseStatements).toBeLessThanOrEqual(FALSE_FEEDBACK.scanned);
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
