import { loadResumes } from '../../../test/eval/eval-set.js';
import { analyseBullets } from '../feedback/bullets.js';
import type { SectionedLine } from '../sections/sections.js';
import { loadTaxonomy } from '../skills/taxonomy.js';
import { rewriteBullet, rewriteBullets } from './rewrites.js';

const data = loadTaxonomy();
const line = (text: string): SectionedLine => ({
  text: `• ${text}`,
  parts: [`• ${text}`],
  page: 1,
  size: 10,
  section: 'experience',
  isHeading: false,
  listsSkills: false,
});

/** Numbers, and capitalised words past the first (names of tools, employers, places, people). */
function facts(text: string): string[] {
  const numbers = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const names = text
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter((w) => /^\p{Lu}/u.test(w));
  return [...numbers, ...names];
}

describe('premium rewrite suggestions', () => {
  it('gives a weak bullet a stronger verb and asks for the figure only the user knows', () => {
    const r = rewriteBullet('Responsible for managing the weekly schedule for the front desk', 'Responsible for', data);
    expect(r.rewrite).toBe('Managed the weekly schedule for the front desk, [result: how much, how many or how fast?]');
    expect(r.verb).toBe('Managed');
    expect(r.questions.join(' ')).toMatch(/How much time did it save/);

    const helped = rewriteBullet('Helped customers with returns and exchanges at the service desk', 'Helped', data);
    expect(helped.rewrite.startsWith('Supported customers with returns and exchanges')).toBe(true);
    expect(helped.questions[0]).toBe('How many customers (a day, a week, or in all)?');

    const reduce = rewriteBullet('Helped reduce food waste in the kitchen', 'Helped', data);
    expect(reduce.rewrite.startsWith('Reduced food waste in the kitchen')).toBe(true);

    // a number already there: no placeholder, no question for a figure
    const counted = rewriteBullet('Assisted with onboarding 12 new hires', 'Assisted with', data);
    expect(counted.rewrite).toBe('Onboarded 12 new hires');
    expect(counted.questions).toEqual([]);
  });

  it('finds the weak bullets of a resume and rewrites each', () => {
    const bullets = analyseBullets(
      [
        line('Responsible for inventory counts and ordering for two stores'),
        line('Reduced stock-outs by 30% by reordering weekly in NetSuite'),
        line('Trained new cashiers on the POS system and store policies'),
      ],
      data,
    );
    const rewrites = rewriteBullets(bullets, data);
    expect(rewrites.map((r) => r.original)).toEqual([
      'Responsible for inventory counts and ordering for two stores',
      'Trained new cashiers on the POS system and store policies',
    ]);
    expect(rewrites[1].verb).toBeUndefined();
    expect(rewrites[1].issues).toEqual(['gives no number or result']);
  });

  it('never puts a number, tool, employer or name in a rewrite that the bullet does not have', () => {
    const bullets = loadResumes().flatMap((r) =>
      ((r.document.work ?? []) as { highlights?: string[] }[]).flatMap((w) => w.highlights ?? []),
    );
    expect(bullets.length).toBeGreaterThan(200);
    const weakened = bullets.flatMap((b) => [
      b,
      `Responsible for ${b.charAt(0).toLowerCase()}${b.slice(1)}`,
      `Helped with ${b.charAt(0).toLowerCase()}${b.slice(1)}`,
    ]);
    const rewrites = rewriteBullets(analyseBullets(weakened.map(line), data), data);
    const all = [
      ...rewrites,
      ...weakened.map((b) => rewriteBullet(b, /^(Responsible for|Helped with)/.exec(b)?.[1], data)),
    ];
    for (const r of all) {
      const allowed = new Set(facts(r.original));
      const added = facts(r.rewrite).filter((f) => !allowed.has(f));
      expect({ bullet: r.original, added }).toEqual({ bullet: r.original, added: [] });
    }
  });
});
