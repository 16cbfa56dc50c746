import {
  CLEAR_PROFILE_SPREAD,
  CONSISTENT_ANSWERS_MIN_SHARE,
  FLAT_PROFILE_SPREAD,
  INCONSISTENT_ANSWERS_MAX_SHARE,
  INCONSISTENT_WITHIN_SD,
} from './matching-weights.js';
import { RIASEC_AREAS } from './riasec.js';
import type { UserProfile } from './user-profile.js';

/**
 * Whether the interest ratings can carry a match. O*NET and CareerOneStop decline to match on an undifferentiated
 * profile (every area rated about the same) and the same applies to answers that do not hang together by area
 * (random-looking ratings): the engine still lists careers from the other answers, says so plainly, and keeps such
 * matches below "Excellent" (see MatchEngine).
 *
 * - spread: highest area mean minus lowest (1-5 scale). Below FLAT_PROFILE_SPREAD the profile is undifferentiated.
 * - consistency: the share of the variance of all 60 ratings that lies between the six areas (eta squared). Each
 *   area's ten activities belong together, so a person's ratings differ more between areas than within one; random
 *   answers leave about 5/59 = 8% between areas. Below INCONSISTENT_ANSWERS_MAX_SHARE, with ratings that vary within
 *   an area as much as random ones (standard deviation INCONSISTENT_WITHIN_SD or more; random: 1.4), the answers are
 *   inconsistent; with little variation anywhere, undifferentiated.
 */
export type ProfileStatus = 'clear' | 'undifferentiated' | 'inconsistent';

export interface ProfileQuality {
  status: ProfileStatus;
  spread: number;
  /** Eta squared of the item ratings by area, 0-1; null for a profile of the first quiz (means only). */
  consistency: number | null;
  /** 0.35-1: how far interest fit can be trusted; multiplies the interest component. */
  factor: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

export function assessProfile(profile: UserProfile): ProfileQuality {
  const means = RIASEC_AREAS.map((a) => profile.riasec[a]);
  const spread = Math.max(...means) - Math.min(...means);
  let consistency: number | null = null;
  let withinSd = 0;
  const items = profile.itemRatings;
  if (items && RIASEC_AREAS.every((a) => (items[a]?.length ?? 0) > 1)) {
    const all = RIASEC_AREAS.flatMap((a) => items[a]);
    const grand = all.reduce((s, v) => s + v, 0) / all.length;
    const total = all.reduce((s, v) => s + (v - grand) ** 2, 0);
    let between = 0;
    for (const a of RIASEC_AREAS) {
      const m = items[a].reduce((s, v) => s + v, 0) / items[a].length;
      between += items[a].length * (m - grand) ** 2;
    }
    consistency = total > 0 ? between / total : 0;
    withinSd = Math.sqrt((total - between) / Math.max(1, all.length - RIASEC_AREAS.length));
  }

  const spreadScore = clamp01((spread - FLAT_PROFILE_SPREAD) / (CLEAR_PROFILE_SPREAD - FLAT_PROFILE_SPREAD));
  const consistencyScore =
    consistency === null
      ? 1
      : clamp01(
          (consistency - INCONSISTENT_ANSWERS_MAX_SHARE) /
            (CONSISTENT_ANSWERS_MIN_SHARE - INCONSISTENT_ANSWERS_MAX_SHARE),
        );
  let status: ProfileStatus = 'clear';
  // Ratings that differ as much within an area as random ones do, and no more between areas: inconsistent. Ratings
  // that differ little anywhere (a person who likes most things about the same): undifferentiated.
  if (consistency !== null && consistency < INCONSISTENT_ANSWERS_MAX_SHARE && withinSd >= INCONSISTENT_WITHIN_SD)
    status = 'inconsistent';
  else if (spread < FLAT_PROFILE_SPREAD || (consistency !== null && consistency < INCONSISTENT_ANSWERS_MAX_SHARE))
    status = 'undifferentiated';
  const factor = 0.35 + 0.65 * Math.min(spreadScore, consistencyScore);
  return { status, spread, consistency, factor };
}
