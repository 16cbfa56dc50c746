import {
  CALIBRATION,
  INCONSISTENT_SCORE_CAP,
  LEAVING_SCORE_CAP,
  OUT_OF_REACH_SCORE_CAP,
  UNDIFFERENTIATED_SCORE_CAP,
  UNSURE_OWN_WORK_SCORE_CAP,
} from './matching-weights.js';
import type { ProfileStatus } from './profile-quality.js';

/**
 * The fit (0-1) as a match percent: piecewise straight through the anchors of CALIBRATION, clamped, rounded.
 * Monotonic, so the order of scores is the order of fits.
 */
export function calibrateMatchScore(fit: number): number {
  const { anchors, min, max } = CALIBRATION;
  let score = anchors[anchors.length - 1][1];
  for (let i = 1; i < anchors.length; i++) {
    const [f0, s0] = anchors[i - 1];
    const [f1, s1] = anchors[i];
    if (fit <= f1) {
      score = s0 + ((Math.max(fit, f0) - f0) * (s1 - s0)) / (f1 - f0);
      break;
    }
  }
  return Math.round(Math.min(max, Math.max(min, score)));
}

/** Why a score is held below a band. */
export type ScoreCap = 'inconsistent' | 'undifferentiated' | 'out-of-reach' | 'leaving' | 'own-work';

/**
 * The bands must mean what they say: answers that do not hang together never read as Good, a flat profile never
 * as Excellent, and neither does a role beyond the preparation the person would take on, work they want to leave or,
 * for someone not sure what next, the work they already do (`ownWorkUnsure`).
 */
export function capScore(
  score: number,
  facts: { status: ProfileStatus; outOfReach: boolean; leaving: boolean; ownWorkUnsure?: boolean },
): { score: number; cap: ScoreCap | null } {
  const caps: Array<[boolean, number, ScoreCap]> = [
    [facts.status === 'inconsistent', INCONSISTENT_SCORE_CAP, 'inconsistent'],
    [facts.leaving, LEAVING_SCORE_CAP, 'leaving'],
    [facts.outOfReach, OUT_OF_REACH_SCORE_CAP, 'out-of-reach'],
    [facts.status === 'undifferentiated', UNDIFFERENTIATED_SCORE_CAP, 'undifferentiated'],
    [facts.ownWorkUnsure === true, UNSURE_OWN_WORK_SCORE_CAP, 'own-work'],
  ];
  for (const [applies, cap, why] of caps) if (applies && score > cap) return { score: cap, cap: why };
  return { score, cap: null };
}
