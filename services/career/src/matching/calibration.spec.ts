import { matchBand } from '@pathwise/contracts';
import { loadCatalog } from '../catalog/load-catalog.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import { calibrateMatchScore, spreadCapTies } from './calibration.js';
import { createMatchEngine } from './match-engine.js';
import { CALIBRATION } from './matching-weights.js';
import { RIASEC_AREAS, RIASEC_LETTERS, type RiasecArea } from './riasec.js';

const engine = createMatchEngine(loadCatalog());
const run = (answers: SampleAnswers) =>
  engine.match(buildUserProfile(validateQuizSubmission(sampleSubmission(answers)))).matches;
const scores = (answers: SampleAnswers) => run(answers).map((m) => m.recommendation.matchScore);
const titles = (answers: SampleAnswers, n: number) =>
  run(answers)
    .slice(0, n)
    .map((m) => m.recommendation.title);

/** Ratings that single out one area (all 5s) over low ratings elsewhere; nothing else answered. */
const singleArea = (area: RiasecArea): SampleAnswers => ({
  ratings: Object.fromEntries(
    RIASEC_AREAS.map((a) => [a, a === area ? [5, 5, 5, 5, 5] : [1, 2, 1, 2, 1]]),
  ) as SampleAnswers['ratings'],
});
const withoutText = (answers: SampleAnswers): SampleAnswers => ({ ...answers, tools: '', goals: '' });

describe('calibration of a clear profile without free text, skills or tools', () => {
  it.each(RIASEC_AREAS.map((area, i) => [area, RIASEC_LETTERS[i]] as const))(
    'gives a profile that singles out %s its best matches at 85 or more, led by that area',
    (area, letter) => {
      const matches = run(singleArea(area));
      for (const m of matches.slice(0, 3)) {
        expect(m.recommendation.matchScore).toBeGreaterThanOrEqual(85);
        expect(m.recommendation.details?.riasec).toMatch(new RegExp(`^${letter}`));
      }
      // Still a calibrated percent, not everything at the top.
      expect(matches[0].recommendation.matchScore).toBeLessThanOrEqual(95);
    },
  );

  it('keeps the three sample people at 85+ and clearly apart when their free-text answers are empty', () => {
    const analytical = withoutText(SAMPLE_PEOPLE.analytical);
    const artistic = withoutText(SAMPLE_PEOPLE.artistic);
    const social = withoutText(SAMPLE_PEOPLE.social);
    for (const person of [analytical, artistic, social]) {
      expect(scores(person)[0]).toBeGreaterThanOrEqual(85);
      expect(matchBand(scores(person)[1])).not.toBe('Potential Match');
    }

    expect(titles(analytical, 5)).toEqual(expect.arrayContaining(['Data Scientists', 'Statisticians']));
    const research = /scientist|statistician|engineer|architect|technician/i;
    expect(titles(analytical, 8).filter((t) => !research.test(t))).toEqual([]);
    const creative = /designer|director|writer|author|poet|artist|animator|editor|actor|choreographer|composer/i;
    expect(titles(artistic, 6).filter((t) => !creative.test(t))).toEqual([]);
    const helping = titles(social, 8);
    expect(helping.some((t) => /Teachers/.test(t))).toBe(true);
    expect(helping.some((t) => /Social Workers|Counselors/.test(t))).toBe(true);

    const [a, b, c] = [analytical, artistic, social].map((p) => new Set(titles(p, 10)));
    expect([...a].filter((t) => b.has(t) || c.has(t))).toEqual([]);
    expect([...b].filter((t) => c.has(t))).toEqual([]);
  });
});

describe('no ties at the cap', () => {
  it('maps only a near-perfect fit to the cap', () => {
    expect(calibrateMatchScore(1)).toBe(CALIBRATION.max);
    expect(calibrateMatchScore(0.98)).toBeLessThan(CALIBRATION.max);
    expect(calibrateMatchScore(0.5)).toBe(60);
  });

  it('spreads ties at the cap down the list and leaves other lists alone', () => {
    expect(spreadCapTies([97, 97, 97, 95, 90])).toEqual([97, 96, 95, 94, 90]);
    expect(spreadCapTies([97, 96, 96])).toEqual([97, 96, 96]);
    expect(spreadCapTies([93, 93, 90])).toEqual([93, 93, 90]);
    expect(spreadCapTies([])).toEqual([]);
  });

  it('shows one 97 at most when several named careers reach a perfect fit, in the order of their fit', () => {
    const named: SampleAnswers = {
      ...SAMPLE_PEOPLE.analytical,
      goals: 'I want to become a data scientist, a statistician or a biostatistician.',
    };
    const matches = run(named);
    expect(matches.slice(0, 3).map((m) => m.fit)).toEqual([1, 1, 1]);
    const top = matches.map((m) => m.recommendation.matchScore);
    expect(top.filter((s) => s === CALIBRATION.max)).toHaveLength(1);
    expect(top.slice(0, 3)).toEqual([97, 96, 95]);
    // Data Scientists fit best before the named-career bonus, so they stay first.
    expect(matches[0].recommendation.title).toBe('Data Scientists');
    expect(run(named)).toEqual(matches);
    // The career page shows each of them with the score of the list.
    const profile = buildUserProfile(validateQuizSubmission(sampleSubmission(named)));
    for (const m of matches.slice(0, 3)) {
      const alone = engine.explain(m.recommendation.occupationCode, profile)!;
      expect(alone.recommendation.matchScore).toBe(m.recommendation.matchScore);
    }
  });

  it('gives no sample person several matches at the cap', () => {
    for (const person of Object.values(SAMPLE_PEOPLE)) {
      expect(scores(person).filter((s) => s === CALIBRATION.max).length).toBeLessThanOrEqual(1);
    }
  });
});
