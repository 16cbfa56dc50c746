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

/**
 * Scores of a list (best first) with ties at the cap spread: only the first match shows the cap, each one after it
 * that would equal or pass its predecessor gets one point less (97, 96, 95), until the list falls below on its own.
 * Several "97%" at the top would say the engine cannot tell them apart, when their fits still differ (or the order,
 * by code, is at least fixed). Deterministic: it follows the list's order.
 */
export function spreadCapTies(scores: readonly number[]): number[] {
  const out = [...scores];
  if (out[0] !== CALIBRATION.max) return out;
  for (let i = 1; i < out.length && out[i] >= out[i - 1]; i++) out[i] = out[i - 1] - 1;
  return out;
}
