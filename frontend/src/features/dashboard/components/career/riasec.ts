/** Holland's six interest areas (RIASEC) in hexagon order, as the career service scores them (1-5 each). */
export const RIASEC_AREAS = [
  { name: 'Realistic', letter: 'R', activity: 'hands-on work with tools, machines and materials' },
  { name: 'Investigative', letter: 'I', activity: 'researching and analysing problems' },
  { name: 'Artistic', letter: 'A', activity: 'creating, designing and expressing ideas' },
  { name: 'Social', letter: 'S', activity: 'helping, teaching and caring for people' },
  { name: 'Enterprising', letter: 'E', activity: 'leading, persuading and selling' },
  { name: 'Conventional', letter: 'C', activity: 'organising information and following clear procedures' },
] as const;

export type RiasecArea = (typeof RIASEC_AREAS)[number];

export interface AreaScore {
  area: RiasecArea;
  /** The mean of the area's ratings, 1-5. */
  score: number;
}

/** The user's six scores in hexagon order; null when the profile is missing or incomplete. */
export function readInterestProfile(profile: Record<string, number> | null | undefined): AreaScore[] | null {
  if (!profile) return null;
  const scores = RIASEC_AREAS.map((area) => ({ area, score: profile[area.name] }));
  return scores.every((s) => typeof s.score === 'number' && Number.isFinite(s.score)) ? scores : null;
}

/** Highest first; equal scores keep hexagon order, so the same answers always give the same code. */
export function rankAreas(scores: AreaScore[]): AreaScore[] {
  return [...scores].sort((a, b) => b.score - a.score);
}

/** The three-letter Holland code of the top areas ("A-S-E"). */
export function hollandCode(scores: AreaScore[]): string {
  return rankAreas(scores)
    .slice(0, 3)
    .map((s) => s.area.letter)
    .join('-');
}

/** One decimal, as the reasoning quotes it ("Artistic 4.8/5"). */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}
