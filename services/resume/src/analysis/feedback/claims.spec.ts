import { LocalResumeEngine } from '../local-engine.js';
import type { ResumeDocument, ResumeLine } from '../pdf/layout-types.js';

/**
 * Every claim the feedback makes about what a resume lacks is checked against what the resume says: a section is
 * missing only when nothing shows it, a share of bullets only when it holds however the lines are taken, dates are
 * unreadable only when no readable date is there. Each case below made a false statement before.
 */
const NOW = new Date(Date.UTC(2026, 10, 15));
const engine = new LocalResumeEngine();

/** A line; '#' before the text makes it a heading (capitals, bold, larger); '|' separates parts of one row. */
const line = (spec: string): ResumeLine => {
  const heading = spec.startsWith('#');
  const text = spec.replace(/^#\s*/, '');
  const parts = text.split(/\s*\|\s*/);
  return { text: parts.join('   '), parts, page: 1, size: heading ? 12 : 10, bold: heading, x: 50, region: 0 };
};
const analyse = (specs: string[]) => {
  const lines = specs.map(line);
  const document: ResumeDocument = {
    lines,
    links: [],
    layout: { pages: 1, multiColumnPages: 0, interleavedPages: 0, tables: 0, unreadableChars: 0, smallestFontSize: 10 },
    text: lines.map((l) => l.text).join('\n'),
  };
  const { analysis } = engine.analyzeSync({ document, now: NOW });
  return [...analysis.strengths, ...analysis.weaknesses, ...analysis.improvementSuggestions];
};

const HEAD = [
  'Dana Whitfield',
  'Elevator Mechanic',
  'Queens, NY | dana.whitfield@example.com | (718) 555-0190 | linkedin.com/in/danawhitfield',
  '#SUMMARY',
  'Elevator mechanic with eight years on traction and hydraulic units, from apprentice to mechanic in charge of a route.',
];
const WORK = [
  '#EXPERIENCE',
  'Elevator Mechanic, Otis Elevator Company | Jun 2021 – Present',
  '• Service a route of 62 traction and hydraulic units across 14 buildings',
  '• Cut callbacks on the route by 30% in one year',
  '• Lead monthly safety tests and annual Category 1 tests with inspectors',
  'Elevator Mechanic Apprentice, Schindler Elevator | Aug 2017 – May 2021',
  '• Assisted mechanics on 9 modernizations of traction groups',
  '• Pulled and spliced hoist ropes; set rails and brackets in new hoistways',
];
const EDUCATION = ['#EDUCATION', 'Certificate, Elevator Technology, NEIEP | 2021'];

describe('feedback claims checked against what the resume says', () => {
  it('a certifications section is the skills an ATS reads: no "No Skills section", no "Add a Skills section"', () => {
    const said = analyse([
      ...HEAD,
      ...WORK,
      ...EDUCATION,
      '#LICENSES & CERTIFICATIONS',
      'QEI Certified Elevator Inspector',
      'NYC Elevator Agency Director License',
      'OSHA 30-Hour Construction',
    ]);
    expect(said.filter((s) => /^No .*Skills.* section/.test(s))).toEqual([]);
    expect(said.filter((s) => s.startsWith('Add a Skills section'))).toEqual([]);
  });

  it('a Skills heading with nothing under it is no section: the structure is not called clear', () => {
    const said = analyse([...HEAD, ...WORK, ...EDUCATION, '#SKILLS']);
    expect(said.filter((s) => s.startsWith('Clear structure'))).toEqual([]);
    expect(said.filter((s) => /^No .*Skills.* section/.test(s))).toEqual([]);
  });

  it('an education read into another section (columns read across each other) is not called missing', () => {
    const said = analyse([
      ...HEAD,
      ...WORK,
      'A.A.S., Elevator Technology, Queensborough Community College',
      '#SKILLS',
      'Rigging',
    ]);
    expect(said.filter((s) => /^No .*Education.* section/.test(s))).toEqual([]);
  });

  it('bullets wrapped onto unmarked lines are one bullet each: no "Only n of m" when a third hold a result', () => {
    const said = analyse([
      ...HEAD,
      '#EXPERIENCE',
      'Elevator Mechanic, Otis Elevator Company | Jun 2021 – Present',
      '• Service a route of traction and hydraulic units across the borough for',
      'commercial and residential buildings with a mix of old and new controllers',
      '• Lead monthly safety tests and annual load tests with city',
      'inspectors and building managers on every unit of the route each year',
      '• Cut callbacks on the route by 30% in one year',
      ...EDUCATION,
    ]);
    expect(said.filter((s) => /^Only \d+ of \d+ bullets? shows? a measurable result/.test(s))).toEqual([]);
  });

  it("a range whose end the layout put elsewhere ('Apr 2018 -') is not called unreadable", () => {
    const said = analyse([
      ...HEAD,
      '#EXPERIENCE',
      'Elevator Mechanic, Otis Elevator Company | Jun 2021 – Present',
      '• Service a route of 62 traction and hydraulic units across 14 buildings',
      'Elevator Mechanic Apprentice, Schindler Elevator | Apr 2018 -',
      '• Assisted mechanics on 9 modernizations of traction groups',
      ...EDUCATION,
    ]);
    expect(said.filter((s) => /could not be read/.test(s))).toEqual([]);
    // a date that is no date is still said to be unreadable
    const odd = analyse([
      ...HEAD,
      '#EXPERIENCE',
      'Elevator Mechanic, Otis Elevator Company | 2019 – Sometime',
      '• Service a route of 62 traction and hydraulic units across 14 buildings',
      ...EDUCATION,
    ]);
    expect(odd.some((s) => /could not be read/.test(s))).toBe(true);
  });

  it("a phone number read far from the top (a contact block after the first heading) is the resume's", () => {
    const said = analyse([
      'Dana Whitfield',
      'Elevator Mechanic',
      ...HEAD.slice(3),
      ...WORK,
      ...EDUCATION,
      'Queens, NY',
      'dana.whitfield@example.com',
      '(718) 555-0190',
    ]);
    expect(said.filter((s) => /^Add your .*phone number/.test(s))).toEqual([]);
  });
});
