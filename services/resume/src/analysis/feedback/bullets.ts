import type { SectionedLine } from '../sections/sections.js';
import type { ActionVerbGroup, TaxonomyData } from '../skills/taxonomy.js';

export interface BulletFacts {
  bullets: string[];
  quantified: string[];
  weak: { text: string; opening: string }[];
  strongOpenings: string[];
  firstPerson: string[];
  buzzwords: { phrase: string; line: string }[];
  longBullets: string[];
  /**
   * The same bullets with every unmarked line that follows a bullet joined to it, when the resume marks its bullets
   * (three marked or more): a bullet wrapped onto lines the layout did not join is one bullet, not two, and a claim
   * about how many bullets show a result must hold both ways.
   */
  joined: { bullets: number; quantified: number };
  /** Every line with a bullet's mark, in any section. */
  marked: { bullets: number; quantified: number };
  /** Bullets with any figure standing as a word that is not a year ('from 4.1 to 4.6', 'line 3'). */
  withAnyFigure: number;
}

/** A figure standing as a word, not a year: looser than `QUANTIFIED` (decimals, a number after 'line' or 'room'). */
const ANY_FIGURE = /(?<![\w./-])(?!(?:19|20)\d\d\b)\d+(?:[.,]\d+)*\+?(?![\w./-]|\.\d)|[$€£]\s?\d|\d\s?%/;

/** A list item's mark: a bullet glyph, a dash before a space ('– Drove ...'), or a number. */
const BULLET_MARK = /^\s*(?:[•·●▪■◦►✓*➢➤→-]|[–—](?=\s)|\d{1,2}[.)])\s*/;
export const WEAK_OPENING =
  /^(responsible for|duties included|tasked with|in charge of|helped(?: with| to)?|assisted(?: with| in)?|participated in|involved in|worked on|was part of|contributed to|handled)\b/i;
/**
 * A bullet with a number in it: money, a percentage, a multiple, a figure of two digits or more that is not a year,
 * a count standing as a word ('9 local farms', 'mentor 2 EITs', '4 of them'; not a code: 'Level 1', 'Windows 10',
 * 'Stage 2-3', 'D6'), or a ratio in words ('by half', 'doubled'); a figure glued to its unit or to the next word, as
 * OCR runs them together ('60,000sqft', '500MCM'; not a code: 'ISO9001', 'D17').
 */
export const QUANTIFIED =
  /(?:(?<![\w.,/-])(?<!\b(?:level|stage|tier|type|class|grade|version|windows|phase|step|part|form|section|unit|zone|osha|ios|android|chapter|article|title|rule|room|bay|gate|dock|station|line|no\.?|number|#)\s)[1-9](?![\w.,/:-])(?!\s*(?:st|nd|rd|th)\b)|\b(?:by half|halved|doubled|tripled|quadrupled|twice as|three times|tenfold)\b|[$€£¥]\s?\d|\d+(?:[.,]\d+)?\s?(?:%|percent|x\b|k\b|m\b|mm\b|bn\b|million|billion|\+)|\b\d{1,3}(?:,\d{3})+\b|(?<![\w.,/-])(?:\d{1,3}(?:,\d{3})+|(?!(?:19|20)\d\d)\d{2,})(?!(?:st|nd|rd|th)\b)(?=[a-z]{2,})|\b(?!(?:19|20)\d\d\b)\d{2,}\b|\b\d+\s+(?:users|customers|clients|people|engineers|developers|members|projects|hours|days|weeks|months|countries|teams|stores|reports|applications|apps|services|requests|transactions|employees|students|accounts|products|features|leads|deals|partners|sites|locations|markets|languages|campaigns|articles|events)\b)/i;
const BUZZWORDS = [
  'team player',
  'hard-working',
  'hardworking',
  'hard working',
  'results-driven',
  'results driven',
  'go-getter',
  'think outside the box',
  'synergy',
  'proven track record',
  'self-starter',
  'detail-oriented',
  'dynamic individual',
  'highly motivated',
  'rockstar',
  'ninja',
  'guru',
  'best of breed',
  'value add',
  'go-to person',
  'seasoned professional',
];
const IRREGULAR: Record<string, string> = {
  led: 'lead',
  built: 'build',
  drove: 'drive',
  grew: 'grow',
  ran: 'run',
  wrote: 'write',
  made: 'make',
  won: 'win',
  taught: 'teach',
  sold: 'sell',
  brought: 'bring',
  began: 'begin',
  oversaw: 'oversee',
  spoke: 'speak',
  set: 'set',
  cut: 'cut',
  took: 'take',
  gave: 'give',
  held: 'hold',
  met: 'meet',
  kept: 'keep',
  chose: 'choose',
  found: 'find',
  rebuilt: 'rebuild',
  spearheaded: 'spearhead',
  understood: 'understand',
  thought: 'think',
  shipped: 'ship',
};

/**
 * The achievement lines of experience, projects and volunteering, with what makes them strong or weak; the title and
 * date lines of roles (`roleLines`, indexes into `lines`) are none.
 */
export function analyseBullets(
  lines: SectionedLine[],
  data: TaxonomyData,
  roleLines: ReadonlySet<number> = new Set(),
): BulletFacts {
  const verbs = actionVerbs(data);
  const facts: BulletFacts = {
    bullets: [],
    quantified: [],
    weak: [],
    strongOpenings: [],
    firstPerson: [],
    buzzwords: [],
    longBullets: [],
    joined: { bullets: 0, quantified: 0 },
    marked: { bullets: 0, quantified: 0 },
    withAnyFigure: 0,
  };
  const joined: string[] = [];
  let previousBullet = -2;
  for (const [index, line] of lines.entries()) {
    const text = line.text.trim();
    for (const phrase of BUZZWORDS) {
      if (new RegExp(`\\b${phrase}\\b`, 'i').test(text) && !facts.buzzwords.some((b) => b.phrase === phrase)) {
        facts.buzzwords.push({ phrase, line: text });
      }
    }
    if (
      !['experience', 'projects', 'volunteer', 'header', 'activities'].includes(line.section) ||
      line.isHeading ||
      roleLines.has(index)
    )
      continue;
    const marked = BULLET_MARK.test(text);
    const body = text.replace(BULLET_MARK, '').trim();
    const words = body.split(/\s+/);
    // a bullet is a marked line, or a sentence-like line of an experience section (not a title/date line, nor a
    // line with a field set apart: 'Seasonal Customer Service Representative,   Holiday season')
    if (
      !marked &&
      (line.section === 'header' || words.length < 6 || /\b(19|20)\d\d\b/.test(body) || line.parts.length > 1)
    )
      continue;
    facts.bullets.push(body);
    if (!marked && previousBullet === index - 1 && joined.length > 0) joined[joined.length - 1] += ` ${body}`;
    else joined.push(body);
    previousBullet = index;
    if (QUANTIFIED.test(body)) facts.quantified.push(body);
    const weak = WEAK_OPENING.exec(body);
    if (weak && !(weak[1].toLowerCase() === 'contributed to' && QUANTIFIED.test(body)))
      facts.weak.push({ text: body, opening: weak[1] });
    else if (verbs.has(lemma(words[0]))) facts.strongOpenings.push(body);
    if (/^(i|my|me)\b/i.test(body) || /\s(i|my)\s/i.test(` ${body} `.replace(/I\.T\./g, '')))
      facts.firstPerson.push(body);
    if (body.length > 260) facts.longBullets.push(body);
  }
  const markedLines = lines.filter(
    (l, i) => !l.isHeading && !roleLines.has(i) && l.section !== 'header' && BULLET_MARK.test(l.text.trim()),
  );
  const units = markedLines.length >= 3 ? joined : facts.bullets;
  facts.joined = { bullets: units.length, quantified: units.filter((b) => QUANTIFIED.test(b)).length };
  // every marked line of the resume, whatever section it was read into, and every marked part of a line (columns
  // read across each other put bullets of the main column under the sidebar's headings, or beside a sidebar item)
  const anywhere = lines.flatMap((l, i) =>
    l.isHeading || roleLines.has(i) || l.section === 'header'
      ? []
      : BULLET_MARK.test(l.text.trim())
        ? [l.text]
        : l.parts.filter((p) => /^\s*[•·●▪■◦►✓➢➤]/.test(p)),
  );
  facts.marked = { bullets: anywhere.length, quantified: anywhere.filter((b) => QUANTIFIED.test(b)).length };
  facts.withAnyFigure = facts.bullets.filter((b) => QUANTIFIED.test(b) || ANY_FIGURE.test(b)).length;
  return facts;
}

function actionVerbs(data: TaxonomyData): Set<string> {
  const set = new Set<string>();
  for (const list of Object.values(data.language.verbsByLetter)) for (const v of list) set.add(v.toLowerCase());
  for (const c of data.language.categories) for (const g of c.groups) for (const v of g.verbs) set.add(lemma(v));
  for (const weak of ['help', 'assist', 'participate', 'work', 'handle', 'involve']) set.delete(weak);
  return set;
}

/** "Reduced" -> "reduce", "Led" -> "lead", "Built" -> "build", "Analyzes" -> "analyze". */
export function lemma(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (/ied$/.test(w)) return w.replace(/ied$/, 'y');
  if (/([^aeiou])\1ed$/.test(w) && !/(ll|ss)ed$/.test(w)) return w.slice(0, -3); // planned -> plan
  if (/ed$/.test(w)) {
    const stem = w.slice(0, -2);
    return /(at|iz|is|ag|uc|ur|v|g|c|s|u|bl|pl|in|ar|ok)$/.test(stem) ? `${stem}e` : stem;
  }
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(ch|sh|ss|x)es$/.test(w)) return w.slice(0, -2);
  if (/s$/.test(w) && !/ss$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Stronger verbs to open a weak bullet with, chosen by what the bullet is about. */
export function strongerVerbs(bullet: string, opening: string, data: TaxonomyData): string[] {
  const groups = new Map<string, ActionVerbGroup>();
  for (const c of data.language.categories) for (const g of c.groups) groups.set(g.group, g);
  const pick = (name: string, n: number) => groups.get(name)?.verbs.slice(0, n) ?? [];
  const text = bullet.toLowerCase();
  if (/\b(team|staff|people|engineers|interns|members|direct reports)\b/.test(text))
    return [...pick('Led/Directed', 3), 'Mentored'];
  if (
    /\b(code|api|system|app|application|software|service|pipeline|database|feature|website|platform|infrastructure)\b/.test(
      text,
    )
  ) {
    return ['Built', 'Engineered', 'Implemented', 'Automated'];
  }
  if (/\b(customer|client|sales|revenue|account|deal|lead)\b/.test(text))
    return ['Generated', 'Resolved', 'Grew', 'Closed'];
  if (/\b(cost|time|process|errors?|waste|budget)\b/.test(text)) return ['Reduced', 'Streamlined', 'Cut', 'Saved'];
  if (/^(helped|assisted|participated|involved|was part|contributed)/i.test(opening))
    return ['Delivered', 'Coordinated', 'Partnered', 'Executed'];
  return [...pick('Led/Directed', 2), ...pick('Accomplished', 2)];
}
