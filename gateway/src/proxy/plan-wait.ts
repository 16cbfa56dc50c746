import { setTimeout as sleep } from 'node:timers/promises';
import type { Plan } from '@pathwise/platform';
import type { SessionReader } from '../sessions/session-cache.js';

/** How long an answer that changed the plan is held for the session to follow (auth applies billing's event). */
export const PLAN_WAIT_MS = 5_000;
const PLAN_POLL_MS = 20;

/** The plan a billing answer reports (`{ subscription: { plan } }`), or null when it names none. */
export function answeredPlan(payload: Buffer): Plan | null {
  try {
    const plan = (JSON.parse(payload.toString('utf8')) as { subscription?: { plan?: unknown } })?.subscription?.plan;
    return plan === 'premium' || plan === 'free' ? plan : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the caller's session has `plan` (at most PLAN_WAIT_MS), so that the next call after a trial or a payment
 * already sees it. Billing tells auth by an event; without the wait `GET /api/auth/user` and the premium gates answered
 * 'free' for a moment after a successful answer. Resolves to whether the session agreed; a session gone or unreadable
 * ends the wait (the answer still goes out: the change itself is stored).
 */
export async function awaitSessionPlan(sessions: SessionReader, token: string, plan: Plan): Promise<boolean> {
  const deadline = Date.now() + PLAN_WAIT_MS;
  for (;;) {
    let session;
    try {
      session = await sessions.get(token);
    } catch {
      return false;
    }
    if (session === null) return false;
    if (session.plan === plan) return true;
    if (Date.now() >= deadline) return false;
    await sleep(PLAN_POLL_MS);
  }
}
