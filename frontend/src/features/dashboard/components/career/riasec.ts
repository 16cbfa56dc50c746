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

/** "a", "a and b", "a, b and c". */
function listOf(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The profile in words, true to ties as the scores are shown (one decimal): level ratings name no area, areas tied at
 * the top are named together, else the first area and the runner-up (or how far ahead the first is).
 */
export function describeInterests(scores: AreaScore[]): { text: string; level: boolean } {
  const ranked = rankAreas(scores);
  const top = formatScore(ranked[0]!.score);
  const tied = ranked.filter((s) => formatScore(s.score) === top);
  if (tied.length === ranked.length) {
    return {
      text: 'From your quiz ratings (1 to 5): you rated the six interest areas the same, so none stands out and your matches rest on your other answers.',
      level: true,
    };
  }
  const shape = ' Careers whose work has the same shape rank highest.';
  if (tied.length > 1) {
    return {
      text: `From your quiz ratings (1 to 5): you are equally drawn to ${listOf(tied.map((s) => s.area.activity))}.${shape}`,
      level: false,
    };
  }
  const [first, second] = ranked as [AreaScore, AreaScore];
  const after = second.score >= 3 ? `, then ${second.area.activity}` : ', well ahead of the other areas';
  return {
    text: `From your quiz ratings (1 to 5): you are most drawn to ${first.area.activity}${after}.${shape}`,
    level: false,
  };
}
