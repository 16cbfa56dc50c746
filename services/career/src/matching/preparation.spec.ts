import { EXPERIENCE_RELATED_MIN } from './matching-weights.js';
import { preparationFit } from './preparation.js';
import type { UserProfile } from './user-profile.js';

/** A high-school graduate (Job Zone 2) who would take a one- to two-year program (reach zone 3). */
const person = (experienceYears: number) =>
  ({ jobZone: 2, reachZone: 3, experienceYears }) as Pick<UserProfile, 'jobZone' | 'reachZone' | 'experienceYears'>;
const fit = (zone: number, years: number, relation: number) =>
  preparationFit(zone, person(years) as UserProfile, relation, 2);

describe('preparation: education plus related experience (O*NET Job Zones)', () => {
  it('lets years of related work, not only of the same title, prepare for the step above', () => {
    // A roofer's fifteen years toward estimating (a zone 4 relation of his supervisors, not of roofing itself).
    const estimator = fit(4, 15, EXPERIENCE_RELATED_MIN);
    expect(estimator).toMatchObject({ preparedZone: 4, byExperience: true, stretch: false, outOfReach: false });
    expect(estimator.fit).toBe(1);
    expect(fit(3, 5, EXPERIENCE_RELATED_MIN)).toMatchObject({ preparedZone: 3, byExperience: true, stretch: false });
  });

  it('never counts unrelated work: a truck driver’s fifteen years do not prepare for plant management', () => {
    const unrelated = fit(4, 15, EXPERIENCE_RELATED_MIN - 0.2);
    expect(unrelated).toMatchObject({ preparedZone: 2, byExperience: false, outOfReach: true });
    expect(unrelated.fit).toBeLessThan(0.5);
  });

  it('stops the lift at zone 4: zone 5 asks for graduate school', () => {
    expect(fit(5, 25, 1)).toMatchObject({ preparedZone: 4, stretch: true, outOfReach: true });
  });
});
