import { defaultMatchEngine } from '../catalog/default-engine.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import {
  CHANGE_ELSEWHERE,
  CHANGE_ELSEWHERE_NAMED,
  TARGET_NEIGHBOUR_FIT,
  UNSURE_BASE,
  UNSURE_NO_CREDENTIAL_FIT,
  UNSURE_RELATED,
} from './matching-weights.js';
import { calibrateMatchScore } from './calibration.js';
import { relationsTo } from './relatedness.js';
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

  it('counts their own job and its specialties as work related to it (staying is one answer), held at Good', () => {
    const own = scores.filter((s) => s.relation.kind === 'same' || s.relation.kind === 'specialty');
    expect(own.length).toBeGreaterThan(0);
    for (const s of own) expect(s.components.career).toBeCloseTo(UNSURE_BASE + UNSURE_RELATED * s.relation.score);
    // Held at Good: a data scientist unsure what next, whose own work fits her answers as Excellent.
    const analyst = { ...SAMPLE_PEOPLE.analytical, jobTitle: 'Data scientist' };
    const ownWork = (answers: SampleAnswers) =>
      engine.explain('15-2051.00', buildUserProfile(validateQuizSubmission(sampleSubmission(answers))))!;
    const unsure = ownWork({ ...analyst, intent: 'unsure' });
    expect(calibrateMatchScore(unsure.fit)).toBeGreaterThan(89);
    expect(unsure.recommendation.matchScore).toBe(89);
    expect(unsure.cap).toBe('own-work');
    const staying = ownWork({ ...analyst, intent: 'stay' });
    expect(staying.recommendation.matchScore).toBeGreaterThan(89);
    expect(staying.cap).toBeNull();
  });

  it("counts their own field's first-line supervisors as the step up, fully", () => {
    const cashier = scoresOf({ ...picker, jobTitle: 'Cashier' });
    const retailSupervisors = cashier.find((s) => s.entry.occupation.code === '41-1011.00')!;
    expect(retailSupervisors.relation.score).toBeLessThan(1);
    expect(retailSupervisors.components.career).toBeCloseTo(UNSURE_BASE + UNSURE_RELATED);
  });

  it('does not count related work in a lower Job Zone than their job (a step down)', () => {
    const electrician = scoresOf({ ...picker, jobTitle: 'Electrician' });
    const zone = (s: (typeof scores)[number]) => s.entry.occupation.jobZone;
    const jobZone = zone(electrician.find((s) => s.relation.kind === 'same')!);
    const below = electrician.filter((s) => s.relation.kind === 'related' && zone(s) < jobZone);
    expect(below.length).toBeGreaterThan(0);
    for (const s of below) expect(s.components.career).toBe(UNSURE_BASE);
  });

  it('counts zone-2 work that asks no credential as a step down from a diploma', () => {
    const cashier = { ...picker, jobTitle: 'Cashier', education: 1, furtherEducation: 0 };
    const preparation = (answers: SampleAnswers, code: string) =>
      scoresOf(answers).find((s) => s.entry.occupation.code === code)!.components.preparation;
    // Hosts and Hostesses (no formal credential) against Customer Service Representatives (high school), both zone 2.
    expect(preparation(cashier, '35-9031.00')).toBe(UNSURE_NO_CREDENTIAL_FIT);
    expect(preparation(cashier, '43-4051.00')).toBe(1);
    expect(preparation({ ...cashier, intent: 'stay' }, '35-9031.00')).toBe(1);
  });

  it('still counts two relations away for people staying in their field', () => {
    const staying = scoresOf({ ...picker, intent: 'stay' }).filter((s) => s.relation.kind === 'two-steps');
    expect(staying.some((s) => (s.components.career ?? 0) > 0)).toBe(true);
  });
});

describe('career component of the occupations around a named career', () => {
  const changer = {
    ...SAMPLE_PEOPLE.analytical,
    jobTitle: 'Cashier',
    intent: 'change' as const,
    education: 4,
    goals: 'I want to become a data scientist.',
  };
  const noTraining = scoresOf({ ...changer, furtherEducation: 0 });
  const graduateSchool = new Map(
    scoresOf({ ...changer, furtherEducation: 4 }).map((s) => [s.entry.occupation.code, s]),
  );
  const user = prepareUser(
    engine.index,
    buildUserProfile(validateQuizSubmission(sampleSubmission({ ...changer, furtherEducation: 0 }))),
  );
  const neighbours = noTraining.filter(
    (s) =>
      !s.named && s.relation.kind === 'none' && (user.targetRelations.get(s.entry.occupation.code)?.score ?? 0) > 0.5,
  );

  it('counts them as the way toward it within the preparation the person would add', () => {
    const within = neighbours.filter((s) => !s.outOfReach);
    expect(within.length).toBeGreaterThan(0);
    for (const s of within)
      expect(s.components.career).toBe(graduateSchool.get(s.entry.occupation.code)!.components.career);
  });

  it('counts only what O*NET relates to it directly, not work two relations away or merely in its SOC group', () => {
    const around = relationsTo(
      engine.index.related,
      [...user.named.keys()].map((code) => ({ code, share: 1 / user.named.size })),
    );
    const indirect = noTraining.filter(
      (s) =>
        !s.named &&
        s.relation.kind === 'none' &&
        !s.outOfReach &&
        ['two-steps', 'minor-group', 'major-group'].includes(around.get(s.entry.occupation.code)?.kind ?? ''),
    );
    const base = CHANGE_ELSEWHERE_NAMED;
    // Some of them are close enough that, counted as the way toward the career, they would score above the base.
    expect(
      indirect.filter((s) => around.get(s.entry.occupation.code)!.score * TARGET_NEIGHBOUR_FIT > base).length,
    ).toBeGreaterThan(0);
    for (const s of indirect) expect(s.components.career).toBeCloseTo(base);
  });

  it('counts work neither named nor on the way toward it below the way toward it', () => {
    const elsewhere = noTraining.filter(
      (s) => !s.named && s.relation.kind === 'none' && !user.targetRelations.has(s.entry.occupation.code),
    );
    expect(elsewhere.length).toBeGreaterThan(100);
    for (const s of elsewhere) expect(s.components.career).toBe(CHANGE_ELSEWHERE_NAMED);
    expect(CHANGE_ELSEWHERE_NAMED).toBeLessThan(CHANGE_ELSEWHERE);
    const within = neighbours.filter((s) => !s.outOfReach);
    for (const s of within) expect(s.components.career).toBeGreaterThan(CHANGE_ELSEWHERE_NAMED);
  });

  it('does not count those beyond it (the named career itself stays shown, however far)', () => {
    const beyond = neighbours.filter((s) => s.outOfReach);
    const withGraduateSchool = (s: (typeof beyond)[number]) =>
      graduateSchool.get(s.entry.occupation.code)!.components.career!;
    expect(beyond.length).toBeGreaterThan(0);
    for (const s of beyond) expect(s.components.career).toBeLessThanOrEqual(withGraduateSchool(s));
    expect(beyond.some((s) => s.components.career! < withGraduateSchool(s))).toBe(true);
  });
});

describe('careers named in the goals as a lone word', () => {
  const namedCodes = (jobTitle: string, goals: string) => [
    ...prepareUser(
      engine.index,
      buildUserProfile(validateQuizSubmission(sampleSubmission({ ...SAMPLE_PEOPLE.analytical, jobTitle, goals }))),
    ).named.keys(),
  ];

  it("mean the field's own role only where the field has several titles of that name", () => {
    // A framer's "estimator" is a cost estimator: the log graders' one "Timber Estimator" and the insulation
    // workers' one "Insulation Estimator" are no role of carpentry (were read instead of Cost Estimators).
    expect(namedCodes('framer', 'Want something like building inspector or estimator.')).toEqual([
      '47-4011.00',
      '13-1051.00',
    ]);
  });
});

describe('SOC structure in the reading of a job', () => {
  const relation = (job: string, code: string) =>
    relationsTo(engine.index.related, [{ code: job, share: 1 }]).get(code) ?? { kind: 'none', score: 0 };

  it('reads an apprentice as the trade learnt, not its helpers (SOC classifies apprentices with the trade)', () => {
    const stay = { ...SAMPLE_PEOPLE.analytical, jobTitle: 'plumbing apprentice (2nd yr)', intent: 'stay' as const };
    const user = prepareUser(engine.index, buildUserProfile(validateQuizSubmission(sampleSubmission(stay))));
    expect(user.job?.candidates.map((c) => c.code)).toEqual(['47-2152.00']);
    const helper = { ...stay, jobTitle: 'plumbers helper' };
    const helperUser = prepareUser(engine.index, buildUserProfile(validateQuizSubmission(sampleSubmission(helper))));
    expect(helperUser.job?.candidates.map((c) => c.code)).toContain('47-3015.00');
  });

  it('relates no two occupations for sharing an "All Other" code or a "Miscellaneous" broad group', () => {
    // Loss Prevention Managers and Wind Energy Operations Managers are both 11-9199 (Managers, All Other).
    expect(relation('11-9199.08', '11-9199.09').kind).not.toBe('specialty');
    // Dental Hygienists and Acupuncturists share 29-1290 (Miscellaneous Health Diagnosing and Treating Practitioners).
    expect(relation('29-1292.00', '29-1291.00').kind).not.toBe('broad-group');
    // Specialties of an ordinary occupation still are.
    expect(relation('29-1141.00', '29-1141.01').kind).toBe('specialty');
  });

  it("takes the step up to the first-line supervisors of the worker's own field where the group has several", () => {
    expect(relation('33-3051.00', '33-1012.00').score).toBeGreaterThanOrEqual(0.8);
    expect(relation('33-3051.00', '33-1021.00').kind).not.toBe('supervisor');
    expect(relation('33-9032.00', '33-1091.00').score).toBeGreaterThanOrEqual(0.8);
    expect(relation('47-2111.00', '47-1011.00').kind).toBe('supervisor');
    // A supervisor's specialty only for the workers O*NET relates to it: solar installation managers for electricians,
    // not for drywall installers.
    expect(relation('47-2111.00', '47-1011.03').kind).toBe('supervisor');
    expect(relation('47-2081.00', '47-1011.03').kind).not.toBe('supervisor');
  });
});
