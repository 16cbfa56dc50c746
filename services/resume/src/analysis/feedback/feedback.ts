import type { ResumeKeywordGroup } from '@pathwise/contracts';
import { EXPECTED_SECTIONS } from '../sections/sections.js';
import type { ResumeFacts } from '../resume-facts.js';
import { analyserData, hasSection } from '../resume-facts.js';
import { strongerVerbs } from './bullets.js';
import { anyDateRange, sectionHolds, sectionShown } from './sections-shown.js';
import { listNames, plural, quote } from './quote.js';

export interface Feedback {
  strengths: string[];
  weaknesses: string[];
  improvementSuggestions: string[];
}

const TECHNICAL = new Set([
  'language',
  'framework',
  'database',
  'cloud',
  'devops',
  'tool',
  'testing',
  'data',
  'os',
  'design',
  'esco',
  'security',
  'it',
  'marketing',
  'business',
  'finance',
]);

/** Strengths, weaknesses and suggestions, each pointing at what the resume says (or does not say). */
export function writeFeedback(f: ResumeFacts, keywordGroups: ResumeKeywordGroup[] = []): Feedback {
  const { data } = analyserData();
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const suggestions: string[] = [];
  const b = f.bullets;

  // experience
  const professional = f.experience.roles.filter((r) => !r.excluded);
  if (professional.length > 0) {
    const recent = f.recentTitle ? `, most recently as ${quote(f.recentTitle, 60)}` : '';
    const inLine =
      f.target && f.experience.relevantYears < f.experience.years - 0.05
        ? ` (${f.experience.relevantYears} of them as ${f.target.title.replace(/s$/, '').toLowerCase()})`
        : '';
    strengths.push(
      `${f.experience.years} years of dated experience across ${plural(professional.length, 'role')}${inLine}${recent}.`,
    );
  } else if (f.experience.roles.length > 0) {
    const kinds = [...new Set(f.experience.roles.map((r) => r.excluded))].join(' and ');
    strengths.push(
      `Dated ${kinds} show what you have practised, e.g. ${quote(f.experience.roles[0].title ?? f.lines[f.experience.roles[0].line].text, 60)}.`,
    );
  } else if (
    hasSection(f, 'experience') &&
    // said only when no line of the resume holds a date range (roles read into another section keep theirs)
    !anyDateRange(f)
  ) {
    weaknesses.push(
      'The experience section has no dates an ATS can read, so your years of experience cannot be counted.',
    );
    suggestions.push("Give every role a date range in one format, e.g. 'Jan 2021 – Present' or '03/2019 – 06/2021'.");
  }
  for (const line of f.experience.unparsedDates.slice(0, 2)) {
    weaknesses.push(`The dates in ${quote(line, 70)} could not be read.`);
  }
  if (f.experience.unparsedDates.length > 0) {
    suggestions.push(
      "Write dates as 'Mon YYYY – Mon YYYY' (or 'Present') so that ATS parsers and recruiters read your timeline.",
    );
  }

  // achievements
  if (b.bullets.length > 0) {
    const share = b.quantified.length / b.bullets.length;
    if (b.quantified.length >= 3 || (share >= 0.4 && b.quantified.length >= 2)) {
      strengths.push(
        `${plural(b.quantified.length, 'achievement')} quantified with numbers, e.g. ${quote(b.quantified[0])}.`,
      );
    }
    // said only when it holds however the lines are taken: each printed line a bullet, or an unmarked line the rest
    // of the marked bullet above it
    const joinedShare = b.joined.bullets > 0 ? b.joined.quantified / b.joined.bullets : share;
    const markedShare = b.marked.bullets > b.bullets.length ? b.marked.quantified / b.marked.bullets : share;
    const anyFigureShare = b.withAnyFigure / b.bullets.length;
    if (share < 0.3 && joinedShare < 0.3 && markedShare < 0.3 && anyFigureShare < 0.3) {
      weaknesses.push(`Only ${b.quantified.length} of ${plural(b.bullets.length, 'bullet')} show a measurable result.`);
      const candidate = b.bullets.find((x) => !b.quantified.includes(x) && !b.weak.some((w) => w.text === x));
      if (candidate)
        suggestions.push(`Add a number to ${quote(candidate)}: how much, how many, how fast, or what it saved.`);
    }
    if (b.strongOpenings.length >= Math.max(3, b.bullets.length * 0.6)) {
      strengths.push(`Bullets open with action verbs, e.g. ${quote(b.strongOpenings[0])}.`);
    }
  }
  for (const weak of b.weak.slice(0, 3)) {
    weaknesses.push(`${quote(weak.text)} opens with '${weak.opening}', which describes a duty rather than a result.`);
    const verbs = strongerVerbs(weak.text, weak.opening, data);
    suggestions.push(
      `Rewrite ${quote(weak.text, 60)} to start with a stronger verb such as ${verbs.slice(0, 3).join(', ')}, and end with the result.`,
    );
  }
  if (b.weak.length > 3) {
    const more = b.weak.length - 3;
    weaknesses.push(
      `${plural(more, 'more bullet')} ${more === 1 ? 'opens' : 'open'} with a weak phrase such as '${b.weak[3].opening}'.`,
    );
  }
  if (b.firstPerson.length > 0) {
    weaknesses.push(`First-person wording in ${quote(b.firstPerson[0], 60)}; resumes usually leave out 'I' and 'my'.`);
  }
  for (const buzz of b.buzzwords.slice(0, 2)) {
    suggestions.push(`Replace the cliché '${buzz.phrase}' in ${quote(buzz.line, 60)} with evidence that shows it.`);
  }
  if (b.longBullets.length > 0)
    suggestions.push(`Split long bullets such as ${quote(b.longBullets[0], 60)} into one result per line.`);

  // skills
  const technical = f.skills.filter((s) => TECHNICAL.has(s.kind) || s.kind === 'listed');
  if (f.skills.length >= 8) {
    strengths.push(
      `${plural(f.skills.length, 'skill')} an ATS can match, including ${listNames(
        f.skills.map((s) => s.name),
        6,
      )}.`,
    );
  } else if (f.skills.length < 5) {
    weaknesses.push(
      `Only ${plural(f.skills.length, 'recognisable skill')} found${f.skills.length ? ` (${listNames(f.skills.map((s) => s.name))})` : ''}.`,
    );
  }
  if (!hasSection(f, 'skills') && !f.skills.some((s) => s.source === 'list')) {
    // certifications or licences are skills an ATS reads: the resume has those, not no skills
    if (sectionHolds(f, 'skills'))
      suggestions.push(
        'Besides your certifications, name your tools and methods in a list of their own (a Skills section), so that an ATS matches them.',
      );
    else if (!sectionShown(f, 'skills'))
      suggestions.push('Add a Skills section that lists your tools, languages and methods by name.');
    else suggestions.push('List your tools, languages and methods by name under your Skills heading.');
  }
  const listedOnly = f.skills.filter((s) => s.source === 'list' && s.mentions === 1);
  if (technical.length > 0 && f.skills.length > 4 && listedOnly.length >= f.skills.length * 0.8) {
    suggestions.push(
      `Show your skills in your experience bullets too (e.g. where you used ${listNames(
        listedOnly.map((s) => s.name),
        3,
      )}), so that each one comes with evidence of use.`,
    );
  }

  // keywords, labelled by where they come from
  for (const group of keywordGroups.slice(0, 2)) suggestions.push(keywordSuggestion(group));
  // structure and contact
  // a section is called missing only when nothing on the resume shows it, and the structure called clear only when
  // each section holds something (a heading with nothing under it is no section)
  const missing = EXPECTED_SECTIONS.filter((s) => !sectionShown(f, s.kind));
  if (EXPECTED_SECTIONS.every((s) => sectionHolds(f, s.kind)))
    strengths.push('Clear structure: summary, experience, education and skills sections under standard headings.');
  else if (missing.length > 0) {
    weaknesses.push(`No ${listNames(missing.map((s) => s.label))} section was found.`);
    if (missing.some((s) => s.kind === 'summary'))
      suggestions.push('Open with a 2-3 line summary naming your target role, years of experience and top skills.');
    if (missing.some((s) => s.kind === 'education'))
      suggestions.push('Add an Education section (degree, school, year), even if short.');
  }
  const c = f.contact;
  const absent = [
    !c.email && 'email',
    !c.phone && 'phone number',
    !c.location && 'location',
    !c.linkedin && 'LinkedIn URL',
  ].filter(Boolean) as string[];
  if (absent.length === 0) strengths.push('Complete contact details: email, phone, location and LinkedIn.');
  else {
    (absent.includes('email') || absent.includes('phone number') ? weaknesses : suggestions).push(
      `Add your ${listNames(absent)} to the top of the resume${absent.includes('email') ? ': recruiters cannot reach you without it' : ''}.`,
    );
  }

  // length and layout
  if (f.wordCount < 200)
    weaknesses.push(
      `The resume is short (${f.wordCount} words); recruiters expect details of what you did and achieved.`,
    );
  if (f.layout.pages > 2 || (f.level === 'entry-level' && f.layout.pages > 1)) {
    weaknesses.push(
      `At ${plural(f.layout.pages, 'page')} it is long for ${f.level === 'entry-level' ? 'an entry-level' : 'a'} resume.`,
    );
    suggestions.push(
      `Trim to ${f.level === 'entry-level' ? 'one page' : 'two pages'}: keep the last 10 years and the results that matter for your target role.`,
    );
  }
  if (f.layout.interleavedPages > 0) {
    weaknesses.push(
      'The two-column layout is stored row by row, so many ATS parsers read across the columns and mix them.',
    );
    suggestions.push('Use a single-column layout (or export the PDF from a template that keeps columns in order).');
  } else if (f.linkedinExport) {
    // the user cannot change LinkedIn's layout, only what they send to employers
    suggestions.push(
      "This is LinkedIn's profile export: when you apply, send a single-column resume built from it, as LinkedIn's sidebar layout can confuse older ATS parsers.",
    );
  } else if (f.layout.multiColumnPages > 0) {
    suggestions.push('Columns can confuse older ATS parsers; a single-column layout is the safest choice.');
  }
  if (f.layout.unreadableChars > 3)
    weaknesses.push('Icons or symbol fonts are used; ATS parsers show them as garbage characters.');
  if (f.layout.smallestFontSize > 0 && f.layout.smallestFontSize < 8)
    suggestions.push(`Some text is ${f.layout.smallestFontSize.toFixed(1)} pt; use at least 10 pt for body text.`);

  return { strengths: dedupe(strengths), weaknesses: dedupe(weaknesses), improvementSuggestions: dedupe(suggestions) };
}

const dedupe = (xs: string[]) => [...new Set(xs)];

/** The suggestion that goes with a group of keywords, saying whose keywords they are. */
export function keywordSuggestion(group: ResumeKeywordGroup): string {
  const whose =
    group.source === 'resume'
      ? `${group.occupations[0].title} roles (the line of work of your resume)`
      : `your career matches (${group.occupations.map((o) => o.title).join(', ')})`;
  return `Job postings for ${whose} often ask for ${listNames(group.keywords, 6)}; add the ones you have, with where you used them.`;
}
