import { BULLET_START } from '../pdf/logical-lines.js';
import type { SectionedLine } from '../sections/sections.js';
import { cleanItem, itemsOfLine, type ListedItem } from './list-items.js';
import { tagListItems } from './tag-lists.js';
import { enumeratedItems } from './enumerations.js';
import { namedTools } from './named-tools.js';
import { fragmentOpeners } from './fragment-openers.js';
import { normaliseTitle } from './occupations.js';
import type { SkillMatcher, SkillSpan } from './skill-matcher.js';
import type { PhraseMatcher } from './task-phrases.js';
import type { TaxonomyData } from './taxonomy.js';
import { type HeadVocabulary, skillHeadPhrases, verbObjectSkills } from './skill-heads.js';
import { findOccupationTerms } from './occupation-terms.js';
import { definedAcronyms } from './defined-acronyms.js';
import { isSpokenLanguage } from './stop-lists.js';

/** A skill the resume names, in its own words, with the line it came from. */
export interface ExtractedSkill {
  /** As the resume writes it ('BLS', 'demand generation', 'pivot tables'). */
  name: string;
  /** Other names the resume gives it ('Basic Life Support'). */
  aliases: string[];
  /** The dictionary's skill, when it knows this one (for keyword gaps and job matching). */
  id?: number;
  canonical?: string;
  kind: string;
  /** The resume line it was read from, as printed. */
  evidence: string;
  /** A skills list (its items count whatever a dictionary knows) or the text (a dictionary found it). */
  source: 'list' | 'text';
  /** How many lines name it. */
  mentions: number;
  /** Index of the first line that names it. */
  firstLine: number;
}

export interface ExtractOptions {
  matcher: SkillMatcher;
  data: TaxonomyData;
  /** The candidate's name: its words are not skills ('Travis' is not Travis CI). */
  personName?: string;
  /** Lines that name a role (title, employer, dates): a title's words are not skills of the resume. */
  roleLines?: Set<number>;
  /** Words that name no tool: employers, places. */
  notTools?: string[];
  /** The phrase vocabulary of O*NET's tasks, and the occupation families (SOC major groups) each line is read for. */
  phrases?: { matcher: PhraseMatcher; familiesOf: (line: number) => ReadonlySet<string> };
  /** The vocabulary of noun phrases headed by a skill noun ('patch management'; skill-heads.ts). */
  heads?: HeadVocabulary;
  /**
   * The short names of the technologies of each line's occupations (occupation-terms.ts): taken in that line only,
   * where the general dictionary would refuse them ('Tenable', 'Omnitracs', 'WMS').
   */
  occupationTerms?: (line: number) => ReadonlyMap<string, string>;
}

/** Sections whose sentences may name skills (a dictionary finds them there). */
const PROSE_SECTIONS = new Set([
  'experience',
  'projects',
  'summary',
  'volunteer',
  'activities',
  'awards',
  'other',
  'publications',
  'header',
]);
/** Dictionary kinds that name products (a tool, a language, a platform), as against fields and activities. */
const PRODUCT_KINDS = new Set([
  'tool',
  'language',
  'framework',
  'database',
  'cloud',
  'devops',
  'os',
  'testing',
  'software',
]);
const CONTACT = /@|https?:\/\/|www\.|linkedin\.com|github\.com|\(\d{3}\)|\b\d{3}[-.\s]\d{3}[-.\s]\d{4}\b/i;

export const normaliseSkill = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#. ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Skills in two channels. (a) Items of skills, competencies and certification sections and of "Label: a, b, c"
 * lines are skills whether or not any dictionary knows them (stop-lists remove labels, proficiency words and spoken
 * languages). (b) In sentences (bullets, summary, projects), a dictionary of known skills finds them, with its
 * negative rules. Each skill is reported in the resume's own words; a sentence's mention of a listed skill adds to
 * it instead of adding a second one.
 */
export function extractSkills(lines: SectionedLine[], options: ExtractOptions): ExtractedSkill[] {
  const { matcher, data } = options;
  const listed: ExtractedSkill[] = [];
  const byKey = new Map<string, ExtractedSkill>();
  const byId = new Map<number, ExtractedSkill>();
  const personWords = new Set(
    (options.personName ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1),
  );

  const describe = (id: number | undefined) =>
    id === undefined ? { kind: 'listed' } : { id, canonical: data.skills[id][0], kind: data.skills[id][1] };
  const lookup = (item: ListedItem) =>
    matcher.lookup(item.name) ?? item.aliases.map((a) => matcher.lookup(a)).find((id) => id !== undefined);

  const add = (skill: Omit<ExtractedSkill, 'mentions'>): void => {
    const key = normaliseSkill(skill.name);
    // a language a sentence names ('interviews in Tamil and English') is spoken, as in a list
    if (!key || (skill.source === 'text' && isSpokenLanguage(skill.name))) return;
    // items of a list are skills by their own names (a dictionary may fold two of them into one entry); a
    // sentence's mention of a skill already there adds to it
    const same = byKey.get(key) ?? (skill.id !== undefined && skill.source === 'text' ? byId.get(skill.id) : undefined);
    if (same) {
      same.mentions++;
      for (const a of skill.aliases) if (!same.aliases.includes(a) && a !== same.name) same.aliases.push(a);
      return;
    }
    const entry = { ...skill, mentions: 1 };
    listed.push(entry);
    byKey.set(key, entry);
    for (const a of skill.aliases) if (!byKey.has(normaliseSkill(a))) byKey.set(normaliseSkill(a), entry);
    if (skill.id !== undefined && !byId.has(skill.id)) byId.set(skill.id, entry);
  };

  // (a) lists
  const proseFromLists: { text: string; index: number }[] = [];
  lines.forEach((line, index) => {
    if (!line.listsSkills || line.isHeading) return;
    const isProduct = (text: string) => {
      const id = matcher.lookup(text);
      return id !== undefined && PRODUCT_KINDS.has(data.skills[id][1]);
    };
    const items = itemsOfLine(line, { isLabel: isGroupLabel(lines, index, isProduct) });
    for (const item of items) {
      if (item.prose) {
        proseFromLists.push({ text: item.name, index });
        continue;
      }
      const id = lookup(item);
      // a list's label is its category ('Payroll: multi-state payroll, ...', 'SEO: ...'), not a skill of its own,
      // unless it names a product whose features follow ('Excel: pivot tables, VLOOKUP')
      if (item.label && (id === undefined || !PRODUCT_KINDS.has(data.skills[id][1]))) continue;
      if (
        personWords.size &&
        item.name
          .toLowerCase()
          .split(/\s+/)
          .every((w) => personWords.has(w))
      )
        continue;
      add({
        name: item.name,
        aliases: item.aliases,
        ...describe(id),
        evidence: line.text.trim(),
        source: 'list',
        firstLine: index,
      });
      for (const inner of item.inner) {
        const innerId = matcher.lookup(inner);
        if (innerId !== undefined) {
          add({
            name: inner,
            aliases: [],
            ...describe(innerId),
            evidence: line.text.trim(),
            source: 'list',
            firstLine: index,
          });
        }
      }
    }
  });

  // (a') a tag list in a summary or under the name is a list too ('FOH Mixing | Monitor Mixing | System Tuning | ...')
  lines.forEach((line, index) => {
    if (line.isHeading || line.listsSkills || index === 0 || CONTACT.test(line.text)) return;
    if (line.section !== 'summary' && line.section !== 'header') return;
    for (const raw of tagListItems(line.text)) {
      const item = cleanItem(raw);
      if (!item || item.prose) continue;
      add({
        name: item.name,
        aliases: item.aliases,
        ...describe(lookup(item)),
        evidence: line.text.trim(),
        source: 'list',
        firstLine: index,
      });
    }
  });

  // (b) sentences
  const headline = lines.findIndex((l, i) => i > 0 && l.section === 'header' && !CONTACT.test(l.text));
  const listedText = listed.map((s) => [s.name, ...s.aliases].map(normaliseSkill));
  const proseLines: { text: string; index: number; inSkills: boolean }[] = [];
  lines.forEach((line, index) => {
    if (line.isHeading || line.listsSkills || !PROSE_SECTIONS.has(line.section)) return;
    if (options.roleLines?.has(index) || CONTACT.test(line.text)) return;
    if (line.section === 'header' && index === 0) return;
    // the headline under the name is a job title ('CDL-A Driver', 'Special Education Paraprofessional'): only what
    // it adds after a separator or in brackets ('Full-Stack Developer (TypeScript, React)') names skills
    if (index === headline) {
      const rest = line.text.replace(/^[^(|·•,–—:]*/, '').replace(/^[\s|·•,–—:]+/, '');
      if (rest) proseLines.push({ text: rest, index, inSkills: false });
      return;
    }
    proseLines.push({ text: line.text, index, inSkills: false });
  });
  for (const p of proseFromLists) proseLines.push({ ...p, inSkills: true });
  const titles = titlesOf(data);
  for (const { text, index, inSkills } of proseLines) {
    const sentence = text.replace(BULLET_START, ' ');
    for (const span of matcher.matchSpans({ text: sentence, inSkillsSection: inSkills })) {
      const words = span.text.toLowerCase().split(/\s+/);
      if (words.every((w) => personWords.has(w))) continue;
      if (inJobTitle(sentence, span, titles) && !PRODUCT_KINDS.has(data.skills[span.skill][1])) continue;
      const key = normaliseSkill(span.text);
      const known = byId.get(span.skill) ?? byKey.get(key);
      if (known) {
        known.mentions++;
        continue;
      }
      // a piece of a listed item ('cardiac monitoring' of 'Cardiac monitoring & telemetry') is that item
      const within = listedText.findIndex((forms) => forms.some((f) => containsWords(f, key)));
      if (within >= 0) {
        listed[within].mentions++;
        continue;
      }
      const [canonical, kind] = data.skills[span.skill];
      add({
        name: displayName(span.text, canonical),
        aliases: [],
        id: span.skill,
        canonical,
        kind,
        evidence: lines[index].text.trim(),
        source: 'text',
        firstLine: index,
      });
    }
  }
  const names = () => listed.map((s) => [s.name, ...s.aliases].map(normaliseSkill));
  // (b') acronyms a sentence defines ('a Functional Behavior Assessment (FBA)'): the acronym, its written-out form
  // as an alias; never a title ('Licensed Practical Nurse (LPN)')
  for (const { text, index, inSkills } of proseLines) {
    if (inSkills) continue;
    for (const d of definedAcronyms(text.replace(BULLET_START, ' '))) {
      const keys = [normaliseSkill(d.name), normaliseSkill(d.longForm)];
      if (titles.has(normaliseTitle(d.longForm)) || titles.has(normaliseTitle(d.name))) continue;
      if (d.longForm.split(/\s+/).every((w) => personWords.has(w.toLowerCase()))) continue;
      const known = keys.map((k) => byKey.get(k)).find(Boolean);
      if (known) {
        for (const a of [d.name, d.longForm]) if (a !== known.name && !known.aliases.includes(a)) known.aliases.push(a);
        continue;
      }
      add({
        name: d.name,
        aliases: [d.longForm],
        ...describe(matcher.lookup(d.name) ?? matcher.lookup(d.longForm)),
        evidence: lines[index].text.trim(),
        source: 'text',
        firstLine: index,
      });
    }
  }
  // (c) names of tools a sentence uses ('in Dentrix', 'with Techstream') that no dictionary knows
  const exclude = new Set([...personWords, ...(options.notTools ?? []).flatMap((w) => w.toLowerCase().split(/\s+/))]);
  for (const { text, index, inSkills } of proseLines) {
    if (inSkills) continue;
    for (const name of namedTools(text, { exclude })) {
      const key = normaliseSkill(name);
      const known = byKey.get(key) ?? byId.get(matcher.lookup(name) ?? -1);
      if (known) continue;
      if (listedText.some((forms) => forms.some((f) => containsWords(f, key) || containsWords(key, f)))) continue;
      add({ name, aliases: [], kind: 'tool', evidence: lines[index].text.trim(), source: 'text', firstLine: index });
    }
  }
  // (c') short names of the line's own occupations' technologies ('escalated to Tenable', 'HOS logs in Omnitracs')
  if (options.occupationTerms) {
    for (const { text, index, inSkills } of proseLines) {
      if (inSkills || (lines[index].section === 'header' && index === 0)) continue;
      const sentence = text.replace(BULLET_START, ' ');
      for (const term of findOccupationTerms(sentence, options.occupationTerms(index))) {
        const name = term.text;
        const key = normaliseSkill(name);
        // what the general dictionary knows keeps its own policy ('API', 'CRM' beside a product's name)
        if (!key || byKey.has(key) || matcher.lookup(name) !== undefined) continue;
        if (name.split(/\s+/).some((w) => exclude.has(w.toLowerCase()))) continue;
        if (listedText.some((forms) => forms.some((f) => containsWords(f, key) || containsWords(key, f)))) continue;
        if (names().some((forms) => forms.some((f) => containsWords(f, key)))) continue;
        add({ name, aliases: [], kind: 'tool', evidence: lines[index].text.trim(), source: 'text', firstLine: index });
      }
    }
  }
  // (d) what a sentence enumerates ('custom built-ins, coffered ceilings, wainscoting and stair rebuilds')
  const verbs = new Set(Object.values(data.language.verbsByLetter).flatMap((list) => list.map((v) => v.toLowerCase())));
  for (const { text, index, inSkills } of proseLines) {
    if (inSkills || lines[index].section === 'header') continue;
    for (const name of enumeratedItems(text.replace(BULLET_START, ' '), verbs)) {
      const key = normaliseSkill(name);
      if (!key || exclude.has(key) || byKey.has(key)) continue;
      // 'Licensed civil engineer, land development and stormwater': a title among the items is the person's
      if (name.includes(' ') && titles.has(normaliseTitle(name))) continue;
      if (listedText.some((forms) => forms.some((f) => containsWords(f, key) || containsWords(key, f)))) continue;
      const id = matcher.lookup(name);
      if (id !== undefined && byId.has(id)) continue;
      add({
        name: name[0].toUpperCase() + name.slice(1),
        aliases: [],
        ...describe(id),
        evidence: lines[index].text.trim(),
        source: 'text',
        firstLine: index,
      });
    }
  }
  // (e) and (f): activities named in a sentence's own words, reported where nothing already reported names them
  const addActivities = (
    phrasesOf: (sentence: string, index: number) => Iterable<{ text: string; start: number; end: number }>,
    // whether a dictionary's span over the same words makes the phrase that dictionary's skill
    takenBy: (span: { start: number; end: number }, phrase: { start: number; end: number }) => boolean,
  ) => {
    for (const { text, index, inSkills } of proseLines) {
      if (inSkills || lines[index].section === 'header') continue;
      const sentence = text.replace(BULLET_START, ' ');
      const spans = matcher.matchSpans({ text: sentence, inSkillsSection: false });
      for (const phrase of phrasesOf(sentence, index)) {
        if (spans.some((span) => takenBy(span, phrase))) continue;
        const key = normaliseSkill(phrase.text);
        if (!key || byKey.has(key) || exclude.has(key) || titles.has(normaliseTitle(phrase.text))) continue;
        if (names().some((forms) => forms.some((f) => containsWords(f, key) || containsWords(key, f)))) continue;
        add({
          name: phrase.text[0].toUpperCase() + phrase.text.slice(1),
          aliases: [],
          kind: 'activity',
          evidence: lines[index].text.trim(),
          source: 'text',
          firstLine: index,
        });
      }
    }
  };
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start < b.end && b.start < a.end;
  // (e) what O*NET's tasks of the line's occupation family do things to ('Performed boundary surveys', 'maintained
  // the sterile field'), where no dictionary of tools or fields names it
  const phrases = options.phrases;
  if (phrases) addActivities((sentence, index) => phrases.matcher.find(sentence, phrases.familiesOf(index)), overlaps);
  // (f) noun phrases headed by a skill noun whose modifiers are the trades' words ('patch management', 'DOT
  // inspections'), whatever the line's occupation; a dictionary's skill inside the phrase names less ('Monitoring'
  // of 'chemotherapy monitoring')
  const heads = options.heads;
  if (heads) {
    addActivities(
      (sentence) => [
        ...skillHeadPhrases(sentence, heads),
        ...verbObjectSkills(sentence, heads, (t) => titles.has(normaliseTitle(t))),
      ],
      (span, phrase) =>
        overlaps(span, phrase) &&
        !(phrase.start <= span.start && span.end <= phrase.end && phrase.end - phrase.start > span.end - span.start),
    );
  }
  // (g) the noun phrase a terse bullet opens with ('Differential leveling for benchmark elevations')
  if (heads) {
    const isTitle = (t: string) => titles.has(normaliseTitle(t));
    addActivities(
      (sentence, index) => (lines[index].section === 'experience' ? fragmentOpeners(sentence, heads, isTitle) : []),
      overlaps,
    );
  }
  return listed;
}

let titleSet: { data: TaxonomyData; titles: Set<string> } | undefined;
function titlesOf(data: TaxonomyData): Set<string> {
  if (titleSet?.data !== data) titleSet = { data, titles: new Set(data.titles.map(([t]) => t)) };
  return titleSet.titles;
}

/**
 * A field's name that opens a job title in a sentence ('Pastry cook in a hotel kitchen', 'co-taught with a special
 * education teacher', 'QA engineer who automates'): the person's or a colleague's title, not a skill.
 */
function inJobTitle(sentence: string, span: SkillSpan, titles: Set<string>): boolean {
  const after = sentence.slice(span.end).match(/^\s+([A-Za-z][A-Za-z-]*)/)?.[1];
  return after !== undefined && titles.has(normaliseTitle(`${span.text} ${after}`));
}

/** 'postgresql' -> 'PostgreSQL' (the dictionary's spelling of the same word); 'wound care' -> 'Wound care'. */
function displayName(printed: string, canonical: string): string {
  if (printed !== printed.toLowerCase()) return printed;
  if (normaliseSkill(printed).replace(/[. ]/g, '') === normaliseSkill(canonical).replace(/[. ]/g, '')) return canonical;
  return printed[0].toUpperCase() + printed.slice(1);
}

/** `inner` is a run of whole words of `outer`. */
function containsWords(outer: string, inner: string): boolean {
  if (!inner || inner.length > outer.length) return false;
  return ` ${outer} `.includes(` ${inner} `);
}

/**
 * A bold line standing alone in a skills section above lines that are not bold: the label of the group of items
 * under it ("Clinical", "Platforms" in a sidebar), not an item.
 */
function isGroupLabel(lines: SectionedLine[], index: number, isProduct: (text: string) => boolean): boolean {
  const line = lines[index];
  if (line.table || line.section !== 'skills' || !line.bold) return false;
  if (line.text.trim().split(/\s+/).length > 4 || /[,;•|:]/.test(line.text)) return false;
  // an acronym naming a product ('HTML', 'AWS') set in bold is an item, however it is set; a field's ('HR', 'UX',
  // 'SEO') labels its group like any other word
  if (/^[A-Z0-9.+#/-]{2,6}$/.test(line.text.trim()) && isProduct(line.text.trim())) return false;
  const next = lines[index + 1];
  return Boolean(next && next.section === line.section && !next.isHeading && !next.bold);
}
