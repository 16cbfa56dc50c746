/**
 * How far apart attempts at one account's password are kept once it has failed often from many addresses: the first
 * `afterFailures` failures cost nothing, then the gap doubles from `baseMs` with every further failure, up to `maxMs`.
 * A lone attempt never waits (the gap only separates attempts from each other), so the owner signs in at once when
 * nobody else is guessing, and within one gap or two while someone is.
 */
export interface SpacingPolicy {
  afterFailures: number;
  baseMs: number;
  maxMs: number;
}

export function attemptGapMs(failures: number, policy: SpacingPolicy): number {
  if (failures < policy.afterFailures) return 0;
  const doublings = Math.min(failures - policy.afterFailures, 30);
  return Math.min(policy.baseMs * 2 ** doublings, policy.maxMs);
}

/** The longest an attempt may be held back before it is told to come again (attempts are queuing up faster). */
export const maxWaitMs = (policy: SpacingPolicy) => 2 * policy.maxMs;
