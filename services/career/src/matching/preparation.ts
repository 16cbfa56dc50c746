import {
  EXPERIENCE_RELATED_MIN,
  PREPARATION_ABOVE_IN_REACH,
  PREPARATION_ABOVE_OUT_OF_REACH,
  PREPARATION_BELOW,
  PREPARATION_UNKNOWN,
} from './matching-weights.js';
import type { UserProfile } from './user-profile.js';

/**
 * Preparation as O*NET's Job Zones count it: education, plus related experience. Years in a line of work prepare
 * for that work and the work closely related to it (O*NET: zone 3 needs "previous work-related skill, knowledge, or
 * experience", zone 4 "several years of work-related experience"), never for unrelated work: a truck driver's fifteen
 * years do not prepare for plant management.
 */
export interface PreparationFit {
  fit: number;
  /** The Job Zone the person is prepared for in this occupation (education, or related experience). */
  preparedZone: number | null;
  /** Above what the person is prepared for. */
  stretch: boolean;
  /** Above what the person said they would train for. */
  outOfReach: boolean;
  /** Related experience raised the zone. */
  byExperience: boolean;
  /** Zones below what the person is prepared for. */
  below: number;
}

/**
 * @param zone the occupation's Job Zone
 * @param relation how close the occupation is to the person's job (relatedness.ts), 0 when unrelated or no job
 * @param currentZone the Job Zone of the person's job, when read
 */
export function preparationFit(
  zone: number,
  profile: UserProfile,
  relation: number,
  currentZone: number | null,
): PreparationFit {
  const education = profile.jobZone;
  if (education === null) {
    return {
      fit: PREPARATION_UNKNOWN,
      preparedZone: null,
      stretch: false,
      outOfReach: false,
      byExperience: false,
      below: 0,
    };
  }
  let prepared = education;
  let byExperience = false;
  if (relation >= EXPERIENCE_RELATED_MIN && currentZone !== null) {
    // Doing related work prepares for work at its level; years of it prepare for the step above (at most zone 4:
    // O*NET's zone 5 asks for graduate school).
    const years = profile.experienceYears ?? 0;
    const lift = years >= 10 ? 2 : years >= 4 ? 1 : 0;
    const fromWork = Math.max(currentZone, Math.min(4, currentZone + lift));
    if (fromWork > prepared) {
      prepared = fromWork;
      byExperience = true;
    }
  }
  const reach = Math.max(prepared, profile.reachZone ?? prepared);
  if (zone <= prepared) {
    const below = prepared - zone;
    // Work well below one's preparation is a step down, unless it is one's own line of work.
    const fit =
      relation >= 0.85 ? Math.max(0.85, PREPARATION_BELOW[below] ?? 0.15) : (PREPARATION_BELOW[below] ?? 0.15);
    return { fit, preparedZone: prepared, stretch: false, outOfReach: false, byExperience, below };
  }
  if (zone <= reach) {
    return {
      fit: PREPARATION_ABOVE_IN_REACH[zone - prepared - 1] ?? 0.4,
      preparedZone: prepared,
      stretch: true,
      outOfReach: false,
      byExperience,
      below: 0,
    };
  }
  return {
    fit: PREPARATION_ABOVE_OUT_OF_REACH[zone - reach - 1] ?? 0.05,
    preparedZone: prepared,
    stretch: true,
    outOfReach: true,
    byExperience,
    below: 0,
  };
}
