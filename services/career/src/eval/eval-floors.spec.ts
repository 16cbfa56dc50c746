import { QUIZ_QUESTIONS } from '../quiz/quiz-questions.js';
import { answerQuiz } from './answer-quiz.js';
import { PERSONAS } from './personas/index.js';
import { runEvaluation } from './run-eval.js';

/**
 * Floors under the career-matching evaluation (EVAL.md): the figures `npm run eval:career` prints may rise, never
 * fall below these. Raised as the engine improves. The held-out and all-people floors were set again when the 13 people
 * of round 5 joined the held-out set (harder kinds, measured before any tuning: the held-out fit@5 went from 62.4% to
 * 60.4%, the fit@10 of all from 46.3% to 44.9% and the Excellent precision of all from 91.4% to 88.7% with the
 * engine unchanged), and again when the 11 people of round 6 joined (held-out fit@5 62.2% -> 58.8%, fit@10 of all
 * 45.1% -> 43.2%, named targets in the top 10 of all 47 of 50 -> 53 of 57, engine unchanged). Ratings between two
 * points of the scale are rounded at random in proportion since (answer-quiz.ts), which moved the held-out fit@5 to
 * 57.6% with the engine unchanged. The 12 people of round 7 (five unsure, three changing field) moved the held-out fit@5
 to 54.9% and the Excellent precision of all to 86.4%, engine unchanged; the activities component of round 7 raised
 them (dev 69.7% -> 71.0%, held-out 54.9% -> 57.9%, Excellent 86.4% -> 92.9%), and the floors with it, less a margin.
 The 12 people of round 8 moved the held-out fit@5 to 57.3% (32 of 90 at 4+ of 5), engine unchanged; the floors hold.
 Round 8's changes (the goals reader, a change of field not read from the job left) raised dev to 71.7% and held-out to
 58.0% (32 of 90, named targets 68 of 71 of all), and the floors with them, less a margin.
 The 12 people of round 9 (typed the way people type: informal titles, typos, abbreviations) moved the held-out fit@5
 to 56.7% (35 of 102), the fit@10 of all to 42.1% and the named targets of all to 75 of 80, engine unchanged: those
 three floors were set again under them.
 Round 9's ranking changes (the unsure count only work directly related to their job; a named career's neighbours only
 within the preparation the person would add) raised held-out to 59.8%, fit@10 of all to 43.8% and the share acceptable
 of Excellent / Good matches to 93.2% / 67.5%, and those floors with them, just under.
 The 12 people of round 10 (written on the evening of 2026-11-24, measured on main def21fe before any change of that
 evening: round 10 alone 36.7%, none at 4+ of 5) moved the held-out fit@5 to 57.4% (37 of 114), the fit@10 of all to
 42.2%, the named targets of all to 81 of 88 and the Excellent precision of all to 91.9%, engine unchanged: those
 four floors were set again just under them.
 Round 10's ranking changes (for the unsure: their field's supervisors the step up, related work in a lower Job Zone
 and zone-2 work that asks no credential a step down) raised dev to 72.4%, held-out to 57.7% (38 of 114) and Good
 matches acceptable to 67.3%, and those floors with them, just under.
 The 12 people of round 11 (written late on 2026-11-24, measured on main 7f46d23 before any change after them: round 11
 alone 41.7%, 3 of 12 at 4+ of 5) moved the held-out fit@5 from 58.2% to 56.7% (43 of 126), the fit@10 of all from
 42.5% to 41.4%, the named targets of all from 81 of 88 to 88 of 97 and the Excellent precision of all to 88.8%, engine
 unchanged: those four floors were set again just under them.
 The night's ranking changes (the way toward a named career only through its direct O*NET relations; the unsure's own
 job counted as related work, held at Good; changers who name careers: other work below the way toward them), measured
 with round 11: held-out fit@5 56.7% -> 57.9% (43 -> 47 of 126), fit@10 of all 41.4% -> 42.1%, Good matches acceptable
 66.7% -> 67.4%; those floors raised just under.
 The 12 dev people of the broad everyday fields (dev-broad-fields.ts, 2026-11-25) have floors of their own, set when
 written (56.7%, 4 of 12 at 4+ of 5, engine unchanged); the dev floors stay on the first 29. They moved the share
 acceptable of all Excellent / Good matches from 88.8% / 67.4% to 87.2% / 65.4% (engine unchanged): those two floors
 were set again just under. The title reading of the same day (the fast-food shift manager read as a supervisor, no
 longer as a food service manager) showed him more supervisors at Good, some of fields his labels leave out: Good of
 all 65.4% -> 65.0% (held-out 66.0% -> 66.2%, the first 29 dev unchanged), its floor 0.65 -> 0.645. A lone word
 named in the goals read as the person's field's role only where that field has several titles of the name (a
 framer's "estimator": cost estimators, was log graders) raised held-out fit@5 58.4% -> 58.7%: floor 0.575 -> 0.58.
 The 12 people of round 12 (written on 2026-11-25, measured on main 031b726 before any change after them: round 12
 alone 33.3%, none at 4+ of 5) moved the held-out fit@5 from 58.3% to 56.1% (47 of 138), the fit@10 of all from 42.2%
 to 40.8%, the named targets of all from 88 of 97 to 91 of 102 and the Good precision of all from 67.4% to 66.9%,
 engine unchanged: those four floors were set again just under them. Measured again with the broad-field people and
 the title reading above (main 886e616): held-out fit@5 56.5% (47 of 138), fit@10 of all 41.2%, named targets of all
 101 of 111, Good of all 64.8%: the held-out fit@5 floor 0.56, the others as set above.
 The 13 dev people of everyday and professional work (dev-everyday-2026-11-25.ts, second session of 2026-11-25) were
 measured when written at 58.5% (5 of 13 at 4+ of 5), engine unchanged; their floors sit under the figure after that
 session's changes (63.1%, 6 of 13). The same changes (a supervisor's specialty only for workers O*NET relates to it)
 raised the broad dev people to 60.0%: floor 0.595.
 The 12 people of round 13 (written on the morning of 2026-11-25 by the sets engineer, measured on 76c47fc before any
 change after them: round 13 alone 50.0%, 3 of 12 at 4+ of 5, fit@10 34.2%, named targets 8 of 8) moved the held-out
 fit@5 from 56.5% to 56.0% (50 of 150), the fit@10 of all from 41.2% to 40.8%, the named targets of all from 101 of
 111 to 109 of 119 and the Good precision of all from 64.8% to 64.6%, engine unchanged: the held-out fit@5 floor was
 set just under it (0.555; 56.0% is the floor of 0.56 itself), the others hold; round 13 has floors of its own just
 under its first figures (fit@5 0.48, one match under; 2 at 4+ of 5).
 */
const FLOORS = {
  /** fit@5 and people with 4+ of their first 5 acceptable, on the dev set and on the held-out set. */
  devFit5: 0.72,
  heldoutFit5: 0.555,
  dev4of5: 16,
  devBroadFit5: 0.595,
  devBroad4of5: 4,
  /** The 13 dev people of everyday and professional work (dev-everyday-2026-11-25.ts): 58.5%, 5 of 13 when written. */
  devEverydayFit5: 0.63,
  devEveryday4of5: 6,
  heldout4of5: 46,
  /** Round 13 alone (its first figures on 76c47fc: 50.0%, 3 of 12). */
  round13Fit5: 0.48,
  round13AtLeast4of5: 2,
  fit10: 0.405,
  targetsInTop10: 0.885,
  /** Of the first ten matches shown as Excellent, the share a counsellor accepts. */
  excellentAcceptable: 0.87,
  /** ... and of those shown as Good (80-89): more than half, so that Good means what it says. */
  goodAcceptable: 0.645,
  /** Share of random answer sets whose best match reaches 90 (Excellent) / 80 (Good or better). */
  random90: 0,
  random80: 0.005,
};

describe('career matching evaluation', () => {
  const report = runEvaluation(1000);

  it('has at least 40 labelled personas over all six interest areas, with a held-out part', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
    expect(PERSONAS.filter((p) => p.split === 'heldout').length).toBeGreaterThanOrEqual(12);
    for (const p of PERSONAS) {
      expect(p.accept.length).toBeGreaterThanOrEqual(5);
      expect(p.why.length).toBeGreaterThan(40);
    }
  });

  it('answers every question of the real quiz for every persona', () => {
    for (const p of PERSONAS) expect(answerQuiz(p, QUIZ_QUESTIONS).responses).toHaveLength(QUIZ_QUESTIONS.length);
  });

  it('keeps the fit of the first matches above its floors', () => {
    expect(report.dev.fit5).toBeGreaterThanOrEqual(FLOORS.devFit5);
    expect(report.heldout.fit5).toBeGreaterThanOrEqual(FLOORS.heldoutFit5);
    expect(report.dev.atLeast4of5).toBeGreaterThanOrEqual(FLOORS.dev4of5);
    expect(report.devBroad.fit5).toBeGreaterThanOrEqual(FLOORS.devBroadFit5);
    expect(report.devBroad.atLeast4of5).toBeGreaterThanOrEqual(FLOORS.devBroad4of5);
    expect(report.devEveryday.fit5).toBeGreaterThanOrEqual(FLOORS.devEverydayFit5);
    expect(report.devEveryday.atLeast4of5).toBeGreaterThanOrEqual(FLOORS.devEveryday4of5);
    expect(report.heldout.atLeast4of5).toBeGreaterThanOrEqual(FLOORS.heldout4of5);
    expect(report.round13.fit5).toBeGreaterThanOrEqual(FLOORS.round13Fit5);
    expect(report.round13.atLeast4of5).toBeGreaterThanOrEqual(FLOORS.round13AtLeast4of5);
    expect(report.all.fit10).toBeGreaterThanOrEqual(FLOORS.fit10);
    expect(report.all.targetsInTop10 / report.all.targets).toBeGreaterThanOrEqual(FLOORS.targetsInTop10);
  });

  it('shows as Excellent mostly, and as Good more often than not, what a counsellor accepts', () => {
    const { accepted, rejected } = report.all;
    expect(accepted.excellent / (accepted.excellent + rejected.excellent)).toBeGreaterThanOrEqual(
      FLOORS.excellentAcceptable,
    );
    expect(accepted.good / (accepted.good + rejected.good)).toBeGreaterThanOrEqual(FLOORS.goodAcceptable);
    expect(accepted.mean).toBeGreaterThan(rejected.mean);
  });

  it('does not read random answers as a strong fit', () => {
    expect(report.random.top90 / report.random.runs).toBeLessThanOrEqual(FLOORS.random90);
    expect(report.random.top80 / report.random.runs).toBeLessThanOrEqual(FLOORS.random80);
  });
});
