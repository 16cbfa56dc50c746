import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's own build, from node_modules: injected into the page, nothing downloaded.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** Up to five offending elements, each as its CSS path and what axe says is wrong with it. */
  nodes: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/**
 * Runs axe-core over the page as it is now and answers its serious and critical violations (WCAG 2.x A and AA rules
 * and axe's best practices). The page context must bypass the CSP (`newContext(browser, { bypassCSP: true })`).
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Colours are measured as they will stay: wait for the finite animations (fades, slides) to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return (result as AxeResult).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
    }));
}

/**
 * The screens of one journey: each is checked where it stands, and the journey fails at its end with every screen's
 * serious or critical violations at once (not only the first screen's).
 */
export function axeAudit(page: Page) {
  const findings: { screen: string; violations: AxeFinding[] }[] = [];
  return {
    async check(screen: string): Promise<void> {
      const violations = await seriousViolations(page);
      if (violations.length > 0) findings.push({ screen, violations });
    },
    expectClean(): void {
      expect(findings).toEqual([]);
    },
  };
}
