import { findContact, type ContactDetails } from './contact.js';
import { experienceLevel, findExperience, mostRecentRole, type Experience } from './experience/roles.js';
import { analyseBullets, type BulletFacts } from './feedback/bullets.js';
import type { LayoutFacts, ResumeDocument } from './pdf/layout-types.js';
import { type SectionKind, type SectionedLine, splitSections } from './sections.js';
import { OccupationIndex, type Keyword, type TargetCareer } from './skills/occupations.js';
import { SkillMatcher, type SkillHit } from './skills/skill-matcher.js';
import { loadTaxonomy, type TaxonomyData } from './skills/taxonomy.js';

/** Everything the analyser reads from a resume, before any wording. */
export interface ResumeFacts {
  lines: SectionedLine[];
  sections: Map<SectionKind, string>;
  contact: ContactDetails;
  skills: SkillHit[];
  experience: Experience;
  level: 'entry-level' | 'mid-level' | 'senior-level';
  recentTitle?: string;
  bullets: BulletFacts;
  layout: LayoutFacts;
  /** LinkedIn's own "Save to PDF" profile export: its 'Top Skills' sidebar and a LinkedIn address. */
  linkedinExport: boolean;
  wordCount: number;
  /** The careers the keywords were chosen for. */
  targets: { code: string; title: string; weight: number }[];
  /** Where the targets came from. */
  targetSource: 'career-matches' | 'job-title' | 'none';
  keywords: Keyword[];
}

let shared: { data: TaxonomyData; matcher: SkillMatcher; occupations: OccupationIndex } | undefined;
/** The taxonomy and its indexes, built once per process. */
export function analyserData() {
  if (!shared) {
    const data = loadTaxonomy();
    shared = { data, matcher: new SkillMatcher(data), occupations: new OccupationIndex(data) };
  }
  return shared;
}

export interface FactsOptions {
  now: Date;
  /** The user's career matches (from career.matches.updated), best first. */
  targets?: TargetCareer[];
}

export function readResumeFacts(doc: ResumeDocument, options: FactsOptions): ResumeFacts {
  const { data, matcher, occupations } = analyserData();
  const { lines, found } = splitSections(doc.lines);
  const contact = findContact(lines, doc.links);
  const skills = matcher
    // a contact block's labels ('(LinkedIn)', '(Portfolio)') are not skills
    .match(
      lines.map((l) => ({
        text: l.isHeading || l.section === 'contact' ? '' : l.text,
        inSkillsSection: l.listsSkills,
      })),
    )
    .filter((s) => s.evidence.length > 0)
    .sort((a, b) => b.mentions - a.mentions || a.firstLine - b.firstLine);
  const experience = findExperience(lines, options.now);
  const recent = mostRecentRole(experience.roles);
  const bullets = analyseBullets(lines, data);
  const wordCount = doc.text.split(/\s+/).filter(Boolean).length;

  let targetSource: ResumeFacts['targetSource'] = 'none';
  const fromMatches = (options.targets ?? [])
    .map((t) => {
      const index = t.code ? occupations.indexOfCode(t.code) : occupations.occupationsForTitle(t.title)[0];
      return index === undefined ? undefined : { index, weight: t.weight };
    })
    .filter((t): t is { index: number; weight: number } => t !== undefined)
    .slice(0, 3);
  let weighted = fromMatches;
  if (weighted.length > 0) targetSource = 'career-matches';
  else if (recent?.title) {
    // several O*NET occupations share a title ("Data Analyst"): the ones whose technologies the resume names win
    const present = new Set(skills.map((s) => s.id));
    weighted = occupations
      .rankBySkills(occupations.occupationsForTitle(recent.title), present)
      .slice(0, 2)
      .map((index, i) => ({ index, weight: i === 0 ? 1 : 0.5 }));
    if (weighted.length > 0) targetSource = 'job-title';
  }
  const targets: ResumeFacts['targets'] = weighted.map((t) => ({
    ...occupations.occupation(t.index),
    weight: t.weight,
  }));
  const keywords = occupations.missingKeywords(
    weighted.map((t) => ({ occupation: t.index, weight: t.weight })),
    new Set(skills.map((s) => s.id)),
  );

  return {
    lines,
    sections: found,
    contact,
    skills,
    experience,
    level: experienceLevel(experience.years),
    recentTitle: recent?.title,
    bullets,
    layout: doc.layout,
    linkedinExport: found.get('skills') === 'Top Skills' && contact.linkedin !== undefined,
    wordCount,
    targets,
    targetSource,
    keywords,
  };
}
