import { normaliseTitle, type OccupationIndex, singular } from '../skills/occupations.js';
import type { TaxonomyData } from '../skills/taxonomy.js';

/** Words of a title that say rank or place in a team, not a line of work ('Executive Team Leader', 'Crew Member'). */
const RANK_WORDS = new Set([
  'executive',
  'team',
  'leader',
  'lead',
  'member',
  'associate',
  'senior',
  'sr',
  'junior',
  'jr',
  'staff',
  'manager',
  'supervisor',
  'assistant',
  'deputy',
  'head',
  'chief',
  'specialist',
  'coordinator',
  'crew',
  'shift',
  'i',
  'ii',
  'iii',
  'iv',
]);

const listedOf: WeakMap<TaxonomyData, Map<string, number[]>> = new WeakMap();
/**
 * Every occupation O*NET lists a title under, the title as printed or without its rank words ('Assistant Store
 * Manager': 'Store Manager', a general and operations manager and a first-line supervisor of retail sales workers),
 * not only the likeliest: the line of work of a resume aimed at that title is any of them.
 */
export function listedReadings(title: string, data: TaxonomyData): number[] {
  let listed = listedOf.get(data);
  if (!listed) {
    listed = new Map(data.titles.map(([t, os]) => [t, os]));
    listedOf.set(data, listed);
  }
  const words = normaliseTitle(title.replace(/\([^)]*\)/g, ' '))
    .split(' ')
    .filter(Boolean);
  const found = listed.get(words.join(' '));
  if (found) return found;
  const plain = words.filter((w, i) => i === words.length - 1 || !RANK_WORDS.has(w));
  return plain.length < words.length ? (listed.get(plain.join(' ')) ?? []) : [];
}

/** A title made only of rank words names no line of work: the resume's headline says which one it is. */
export function namesNoLineOfWork(title: string): boolean {
  const words = normaliseTitle(title).split(' ').filter(Boolean);
  return words.length > 0 && words.every((w) => RANK_WORDS.has(w));
}

/** The armed forces named by a role's lines, or a specialty code after its title ('(92Y)', '(MOS 88M)', '(0311)'). */
const ARMED_FORCES =
  /\b(?:army|navy|marine corps|marines|air force|coast guard|national guard|space force)\b|\b(?:USMC|USAF|USN|USCG)\b|\((?:MOS|AFSC|rating)?\s*\d{2,4}[A-Z]?\d?\)/i;

export const isMilitaryRole = (text: string) => ARMED_FORCES.test(text);

/** Military ranks printed beside a specialty ('Unit Supply Specialist, Sergeant'): no line of work. */
const RANKS =
  /\b(?:private|corporal|sergeant|staff sergeant|petty officer|seaman|airman|lance corporal|lieutenant|captain|major|colonel|warrant officer|e-?\d|o-?\d)\b/gi;

/**
 * Readings of a military specialty's title: its own, then those of the title without its first words (a specialty
 * names the unit it serves before the work: 'Unit Supply Specialist' is a supply specialist, whom O*NET also lists
 * under logistics analysts and stockers).
 */
export function militaryReadings(title: string, occupations: OccupationIndex): number[] {
  const words = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(RANKS, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  const readings = [...occupations.occupationsForRole(words.join(' '))];
  for (let i = 1; i <= words.length - 2; i++)
    readings.push(...occupations.occupationsForRole(words.slice(i).join(' ')));
  return [...new Set(readings)];
}

/**
 * Whether a role's occupations are in a target's line of work (OccupationIndex.sameLineOfWork), with one limit:
 * an occupation counts through O*NET's related-occupation list alone only when it asks at least the target's job
 * zone. A related occupation a zone below is a way in, not the same work: sterile processing before surgical
 * technology, a line cook before a chef, a clerk before a logistician.
 */
export function inLineOfWork(
  role: number[],
  target: number[],
  sameEmployer: boolean,
  occupations: OccupationIndex,
  data: TaxonomyData,
): boolean {
  const code = (o: number) => data.occupations[o][0];
  const zone = (o: number) => data.occupations[o][4];
  const supervisor = (o: number) => data.occupations[o][1].startsWith('First-Line Supervisors');
  for (const x of role)
    for (const y of target) {
      if (!occupations.sameLineOfWork([x], [y], sameEmployer)) continue;
      const sameMajor = code(x).slice(0, 2) === code(y).slice(0, 2);
      const sameMinor = code(x).slice(0, 4) === code(y).slice(0, 4);
      const direct = x === y || sameMinor || (sameMajor && (sameEmployer || supervisor(x) || supervisor(y)));
      if (direct || !zone(x) || !zone(y) || zone(x) >= zone(y)) return true;
    }
  return false;
}

/** Last words of O*NET titles that name a thing, a place or a relation, not a worker. */
const NOT_WORKERS = new Set(
  'other water computer counter order plant restaurant court equipment plastic basic register superior river prior over mother brother parent student resident employee generator compressor scanner timer condenser freezer sprinkler anchor helicopter boiler heater dryer drier cooler monitor partner owner founder'.split(
    ' ',
  ),
);
/** A worker's noun: '-er', '-or', '-ist', '-ian', '-ant', '-ent', '-ic', '-ee', '-ive' ('reporter', 'phlebotomist'). */
const AGENT_NOUN = /(?:er|or|ist|ian|ant|ent|ic|ee|ive)$/;
const headsOf: WeakMap<TaxonomyData, Set<string>> = new WeakMap();

/**
 * The workers O*NET names: the last word of each part of an occupation's title ('Court Reporters and Simultaneous
 * Captioners': reporter, captioner), and of three or more of its alternate and reported titles ('Hair Stylist',
 * 'Senior Stylist', ...: stylist), so that a role's title is found whatever its line of work, not only by a fixed
 * list of title words.
 */
function occupationHeads(data: TaxonomyData): Set<string> {
  let heads = headsOf.get(data);
  if (!heads) {
    heads = new Set();
    const worker = (w: string) => AGENT_NOUN.test(w) && !NOT_WORKERS.has(w);
    for (const [, title] of data.occupations) {
      const named = title.replace(/\b(?:except|including)\b.*$/i, '').replace(/\([^)]*\)/g, ' ');
      for (const part of named.split(/,|\band\b|\bor\b|\//i)) {
        const head = singular(normaliseTitle(part).split(' ').filter(Boolean).pop() ?? '');
        if (worker(head)) heads.add(head);
      }
    }
    const counts = new Map<string, number>();
    for (const [title] of data.titles) {
      const head = singular(title.split(' ').pop() ?? '');
      counts.set(head, (counts.get(head) ?? 0) + 1);
    }
    for (const [head, n] of counts) if (n >= 3 && worker(head)) heads.add(head);
    headsOf.set(data, heads);
  }
  return heads;
}

/**
 * A field ends with a worker's noun of some O*NET occupation ('Official Court Reporter', 'Hairstylist', 'Flight
 * Attendant') or a worker named by what is worked on and '-man' ('Lineman', 'Groundman').
 */
export function endsWithWorkerNoun(field: string, data: TaxonomyData): boolean {
  const last =
    normaliseTitle(field)
      .split(/[\s/&]+/)
      .filter(Boolean)
      .pop() ?? '';
  return occupationHeads(data).has(singular(last)) || /^[a-z]{2,}(?:man|men|woman|person)$/.test(last);
}
