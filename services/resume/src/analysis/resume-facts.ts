import { findContact, isPlaceLine, type ContactDetails } from './contact.js';
import { experienceLevel, type Experience, findExperience, mostRecentRole } from './experience/roles.js';
import { analyseBullets, type BulletFacts } from './feedback/bullets.js';
import type { LayoutFacts, ResumeDocument } from './pdf/layout-types.js';
import { type SectionKind, type SectionedLine, splitSections } from './sections/sections.js';
import { OccupationIndex, type TargetCareer } from './skills/occupations.js';
import { type ExtractedSkill, extractSkills } from './skills/skill-extractor.js';
import { SkillMatcher } from './skills/skill-matcher.js';
import { loadTaxonomy, type TaxonomyData } from './skills/taxonomy.js';
import { loadPhrases, PhraseMatcher } from './skills/task-phrases.js';
import { type HeadVocabulary, headVocabulary } from './skills/skill-heads.js';
import { loadOccupationTerms, OccupationTerms } from './skills/occupation-terms.js';

/** Everything the analyser reads from a resume, before any wording. */
export interface ResumeFacts {
  lines: SectionedLine[];
  /** Sections found under a heading, with the heading as printed. */
  sections: Map<SectionKind, string>;
  /** Sections recognised by their content alone (dated roles under an unusual heading, a list without one). */
  inferredSections: Set<SectionKind>;
  contact: ContactDetails;
  skills: ExtractedSkill[];
  experience: Experience;
  /** From the years in the line of work the resume aims at. */
  level: 'entry-level' | 'mid-level' | 'senior-level';
  recentTitle?: string;
  /** The O*NET occupation the resume aims at (its most recent role, its headline, or the user's choice). */
  target?: { code: string; title: string; source: 'chosen' | 'recent-role' | 'headline'; printedTitle: string };
  bullets: BulletFacts;
  layout: LayoutFacts;
  /** LinkedIn's own "Save to PDF" profile export: its 'Top Skills' sidebar and a LinkedIn address. */
  linkedinExport: boolean;
  wordCount: number;
}

let shared:
  | {
      data: TaxonomyData;
      matcher: SkillMatcher;
      occupations: OccupationIndex;
      phrases: PhraseMatcher;
      heads: HeadVocabulary;
      terms: OccupationTerms;
    }
  | undefined;
let sharedOccupations: { data: TaxonomyData; occupations: OccupationIndex } | undefined;
/** The taxonomy and its indexes, built once per process. */
export function analyserData() {
  if (!shared) {
    const { data, occupations } = analyserOccupations();
    const phraseData = loadPhrases();
    shared = {
      data,
      matcher: new SkillMatcher(data),
      occupations,
      phrases: new PhraseMatcher(phraseData),
      heads: headVocabulary(
        phraseData,
        data.skills.map(([name]) => name),
      ),
      terms: new OccupationTerms(loadOccupationTerms()),
    };
  }
  return shared;
}

/** The taxonomy and its occupation index only (what reading an analysis needs; no skill matcher is built). */
export function analyserOccupations() {
  if (!sharedOccupations) {
    const data = loadTaxonomy();
    sharedOccupations = { data, occupations: new OccupationIndex(data) };
  }
  return sharedOccupations;
}

export interface FactsOptions {
  now: Date;
  /** An occupation the user picked as the resume's target (O*NET code or title). */
  target?: TargetCareer;
}

/** A section is there when a heading names it or its content shows it. */
export function hasSection(f: Pick<ResumeFacts, 'sections' | 'inferredSections'>, kind: SectionKind): boolean {
  return f.sections.has(kind) || f.inferredSections.has(kind);
}

export function readResumeFacts(doc: ResumeDocument, options: FactsOptions): ResumeFacts {
  const { data, matcher, occupations, phrases, heads, terms } = analyserData();
  const { lines, found, inferred } = splitSections(doc.lines);
  const contact = findContact(lines, doc.links);
  const headline = lines.find((l, i) => i > 0 && i < 4 && l.section === 'header' && !/@|\d{3}/.test(l.text))?.text;
  const chosen = options.target ? chosenTarget(options.target, occupations) : undefined;
  const experience = findExperience(lines, { now: options.now, occupations, data, chosenTarget: chosen, headline });
  const roleLines = new Set(
    experience.roles.flatMap((r) => [r.line, ...r.lines.filter((j) => isTitleLine(lines, j, r.line))]),
  );
  // places are no tools: the candidate's, and every line of the resume that only says where ('Ann Arbor, MI' under a
  // role names the city a bullet's 'users in Ann Arbor' is in)
  const notTools = [
    ...experience.roles.flatMap((r) => [r.organisation ?? '', r.title ?? '']),
    contact.location ?? '',
    ...lines.filter((l) => isPlaceLine(l.text)).map((l) => l.text.replace(/,/g, ' ')),
  ].filter(Boolean);
  const skills = extractSkills(lines, {
    matcher,
    data,
    personName: contact.name,
    roleLines,
    notTools,
    phrases: { matcher: phrases, familiesOf: familiesOfLines(experience, data) },
    heads,
    occupationTerms: occupationTermsOfLines(experience, data, terms),
  });
  const recent = mostRecentRole(experience.roles.filter((r) => !r.excluded)) ?? mostRecentRole(experience.roles);
  const bullets = analyseBullets(lines, data, roleLines);
  const wordCount = doc.text.split(/\s+/).filter(Boolean).length;
  const t = experience.target;
  const targetIndex = t ? bestOccupation(t.occupations, skills, occupations) : undefined;
  return {
    lines,
    sections: found,
    inferredSections: inferred,
    contact,
    skills,
    experience,
    level: experienceLevel(experience.relevantYears),
    recentTitle: recent?.title,
    target:
      t && targetIndex !== undefined
        ? { ...occupations.occupation(targetIndex), source: t.source, printedTitle: t.title }
        : undefined,
    bullets,
    layout: doc.layout,
    linkedinExport: found.get('skills') === 'Top Skills' && contact.linkedin !== undefined,
    wordCount,
  };
}

/**
 * The occupation families (SOC major groups) each line is read for: those of its role's title, else those of the
 * resume's line of work (a summary, a role whose title maps to no occupation).
 */
function familiesOfLines(experience: Experience, data: TaxonomyData): (line: number) => ReadonlySet<string> {
  const familiesOf = (occupations: number[]) => new Set(occupations.map((i) => data.occupations[i][0].slice(0, 2)));
  const target = familiesOf(experience.target?.occupations ?? []);
  const byLine = new Map<number, ReadonlySet<string>>();
  for (const role of experience.roles) {
    const own = familiesOf(role.occupations);
    for (const line of role.lines) byLine.set(line, own.size ? own : target);
  }
  return (line) => byLine.get(line) ?? target;
}

/**
 * The technologies' short names of each line's occupations (occupation-terms.ts): those of its role's title and of
 * their closest occupations (O*NET Primary-Short), else those of the resume's line of work.
 */
function occupationTermsOfLines(
  experience: Experience,
  data: TaxonomyData,
  terms: OccupationTerms,
): (line: number) => ReadonlyMap<string, string> {
  const codesOf = (occupations: number[]) =>
    occupations.flatMap((i) => [
      data.occupations[i][0],
      ...(data.occupations[i][5] ?? []).map((j) => data.occupations[j][0]),
    ]);
  const target = terms.termsOf(codesOf(experience.target?.occupations ?? []));
  const byLine = new Map<number, ReadonlyMap<string, string>>();
  for (const role of experience.roles) {
    const own = role.occupations.length ? terms.termsOf(codesOf(role.occupations)) : target;
    for (const line of role.lines) byLine.set(line, own);
  }
  return (line) => byLine.get(line) ?? target;
}

/**
 * The title and employer lines of a role (not its bullets): their words are not the resume's skills. A sentence
 * under the dates is a bullet whose mark was lost (by OCR) or never printed ('Support 4 partners on commercial and
 * employment litigation in state and federal court'), not an employer's name.
 */
function isTitleLine(lines: SectionedLine[], j: number, dateLine: number): boolean {
  const text = lines[j].text;
  const sentence = j > dateLine && lines[j].parts.length === 1 && text.trim().split(/\s+/).length >= 9;
  return Math.abs(j - dateLine) <= 1 && !/^\s*[•·●▪■◦►✓*–-]/.test(text) && text.length <= 110 && !sentence;
}

/** Several O*NET occupations share a title ("Data Analyst"): the one whose technologies the resume names wins. */
function bestOccupation(candidates: number[], skills: ExtractedSkill[], occupations: OccupationIndex) {
  const present = new Set(skills.map((s) => s.id).filter((id): id is number => id !== undefined));
  return occupations.rankBySkills(candidates, present)[0];
}

function chosenTarget(target: TargetCareer, occupations: OccupationIndex) {
  const index = target.code ? occupations.indexOfCode(target.code) : undefined;
  const found = index !== undefined ? [index] : occupations.occupationsForRole(target.title);
  return found.length > 0 ? { occupations: found, title: target.title } : undefined;
}
