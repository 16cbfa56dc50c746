import { CALIBRATION } from './matching-weights.js';

/**
 * The weighted fit (0-1) as a match percent: linear through the two anchors of CALIBRATION, clamped, rounded.
 * Monotonic, so the ranking is the fit's ranking.
 */
export function calibrateMatchScore(fit: number): number {
  const { fitLow, scoreLow, fitHigh, scoreHigh, min, max } = CALIBRATION;
  const score = scoreLow + ((fit - fitLow) * (scoreHigh - scoreLow)) / (fitHigh - fitLow);
  return Math.round(Math.min(max, Math.max(min, score)));
}
