import { matchBand, QuizSubmitBody } from '@pathwise/contracts';
import { defaultMatchEngine } from '../catalog/default-engine.js';
import { randomSubmission } from '../eval/random-answers.js';
import { seededRandom } from '../eval/seeded-random.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { QUIZ_QUESTIONS } from '../quiz/quiz-questions.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import { calibrateMatchScore, capScore } from './calibration.js';
import { CALIBRATION } from './matching-weights.js';
import { RIASEC_AREAS, type RiasecArea } from './riasec.js';

const engine = defaultMatchEngine();
const run = (answers: SampleAnswers) =>
  engine.match(buildUserProfile(validateQuizSubmission(sampleSubmission(answers))));

describe('the match percent', () => {
  it('rises with the fit, through the calibration anchors, within 10-99', () => {
    let previous = -1;
    for (let fit = 0; fit <= 1.0001; fit += 0.01) {
      const score = calibrateMatchScore(fit);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
    for (const [fit, score] of CALIBRATION.anchors) expect(calibrateMatchScore(fit)).toBe(Math.max(10, score));
    expect(calibrateMatchScore(1.2)).toBe(99);
    expect(calibrateMatchScore(-1)).toBe(10);
  });

  it('holds scores below a band where the bands would not mean what they say', () => {
    const clear = { status: 'clear' as const, outOfReach: false, leaving: false };
    expect(capScore(95, clear)).toEqual({ score: 95, cap: null });
    expect(capScore(95, { ...clear, status: 'inconsistent' })).toEqual({ score: 74, cap: 'inconsistent' });
    expect(capScore(95, { ...clear, status: 'undifferentiated' })).toEqual({ score: 84, cap: 'undifferentiated' });
    expect(capScore(95, { ...clear, outOfReach: true })).toEqual({ score: 79, cap: 'out-of-reach' });
    expect(capScore(95, { ...clear, leaving: true })).toEqual({ score: 74, cap: 'leaving' });
    expect(capScore(60, { ...clear, leaving: true })).toEqual({ score: 60, cap: null });
    expect(capScore(95, { ...clear, ownWorkUnsure: true })).toEqual({ score: 89, cap: 'own-work' });
    expect(capScore(95, { ...clear, ownWorkUnsure: true, leaving: true })).toEqual({ score: 74, cap: 'leaving' });
  });
});

describe('bands that mean what they say', () => {
  it('never reads random answers as Excellent, and seldom as Good', () => {
    const random = seededRandom('calibration random answers');
    const tops: number[] = [];
    for (let i = 0; i < 400; i++) {
      const body = QuizSubmitBody.parse(randomSubmission(QUIZ_QUESTIONS, random));
      tops.push(engine.match(buildUserProfile(validateQuizSubmission(body))).matches[0].recommendation.matchScore);
    }
    expect(tops.filter((s) => matchBand(s) === 'Excellent Match')).toEqual([]);
    expect(tops.filter((s) => s >= 80).length / tops.length).toBeLessThan(0.02);
  });

  it('keeps a nearly flat profile below Excellent and says so plainly', () => {
    const flat: SampleAnswers = {
      ...SAMPLE_PEOPLE.analytical,
      ratings: Object.fromEntries(RIASEC_AREAS.map((a, i) => [a, [3, 3, 3, i % 2 ? 4 : 2, 3]])) as Record<
        RiasecArea,
        number[]
      >,
    };
    const result = run(flat);
    expect(result.quality.status).toBe('undifferentiated');
    for (const m of result.matches) {
      expect(matchBand(m.recommendation.matchScore)).not.toBe('Excellent Match');
      expect(m.recommendation.reasoning).toMatch(/^You rated all six kinds of work about the same/);
    }
  });

  it('gives a clear profile with matching skills and tools Good or Excellent best matches, and the rest lower', () => {
    for (const person of Object.values(SAMPLE_PEOPLE)) {
      const scores = run(person).matches.map((m) => m.recommendation.matchScore);
      expect(scores[0]).toBeGreaterThanOrEqual(85);
      expect(Math.min(...scores)).toBeLessThan(scores[0]);
    }
  });
});
