import { defaultMatchEngine } from '../catalog/default-engine.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import { UNSURE_BASE } from './matching-weights.js';
import { prepareUser, scoreOccupation } from './score-occupation.js';

const engine = defaultMatchEngine();
const scoresOf = (answers: SampleAnswers) => {
  const user = prepareUser(engine.index, buildUserProfile(validateQuizSubmission(sampleSubmission(answers))));
  return engine.index.occupations.map((entry) => scoreOccupation(engine.index, user, entry));
};

describe('career component of people who are not sure what next', () => {
  const picker = { ...SAMPLE_PEOPLE.analytical, jobTitle: 'Order picker in a warehouse', intent: 'unsure' as const };
  const scores = scoresOf(picker);
  const ofKind = (kind: string) => scores.filter((s) => s.relation.kind === kind);

  it('counts work directly related to their job above the rest', () => {
    const related = ofKind('related');
    expect(related.length).toBeGreaterThan(5);
    for (const s of related) expect(s.components.career).toBeGreaterThan(UNSURE_BASE);
  });

  it('does not count work two relations away from their job', () => {
    const twoSteps = ofKind('two-steps');
    expect(twoSteps.length).toBeGreaterThan(5);
    for (const s of twoSteps) expect(s.components.career).toBe(UNSURE_BASE);
  });

  it('still counts two relations away for people staying in their field', () => {
    const staying = scoresOf({ ...picker, intent: 'stay' }).filter((s) => s.relation.kind === 'two-steps');
    expect(staying.some((s) => (s.components.career ?? 0) > 0)).toBe(true);
  });
});
