import type { ResumeAnalysis } from '@pathwise/contracts';
import {
  entryLevelResume,
  FIXTURE_NOW,
  linkedinExportResume,
  oneColumnResume,
  type ResumeFixture,
  skillsTableResume,
  twoColumnResume,
} from '../../test/fixtures/resume-pdfs.js';
import { normalise } from '../../test/eval/score.js';
import { LocalResumeEngine } from './local-engine.js';
import { extractResumeDocument } from './pdf/extract-layout.js';

const engine = new LocalResumeEngine();

async function analyse(fixture: ResumeFixture, targets?: { code?: string; title: string; weight: number }[]) {
  const document = await extractResumeDocument(fixture.pdf);
  return engine.analyzeSync({ document, now: FIXTURE_NOW, fileName: 'resume.pdf', targets });
}

/**
 * Precision and recall of the extracted skills against what a recruiter reads from the resume: a skill matches as
 * the resume writes it or by the dictionary's name for it, once ('BLS (Basic Life Support)' also reads as 'BLS').
 */
function score(analysis: ResumeAnalysis, expected: string[]) {
  const forms = (s: string) => {
    const m = /^(.*?)\s*\(([^)]*)\)$/.exec(s);
    return new Set([s, ...(m ? [m[1], m[2]] : [])].map(normalise));
  };
  const open = expected.map((e) => ({ e, forms: forms(e), hit: false }));
  const extra: string[] = [];
  analysis.extractedSkills.forEach((skill, i) => {
    const names = [skill, analysis.skillEvidence?.[i]?.canonical].filter((n): n is string => Boolean(n)).map(normalise);
    const hit = open.find((o) => !o.hit && names.some((n) => o.forms.has(n)));
    if (hit) hit.hit = true;
    else extra.push(skill);
  });
  const hits = open.filter((o) => o.hit).length;
  return {
    precision: analysis.extractedSkills.length ? hits / analysis.extractedSkills.length : 0,
    recall: expected.length ? hits / expected.length : 0,
    extra,
    missing: open.filter((o) => !o.hit).map((o) => o.e),
  };
}

describe('LocalResumeEngine on generated PDFs', () => {
  const fixtures: [string, () => Promise<ResumeFixture>][] = [
    ['one column, right-aligned dates', oneColumnResume],
    ['two columns drawn row by row', twoColumnResume],
    ['skills in a table, mixed date formats', skillsTableResume],
    ['entry level, weak phrasing', entryLevelResume],
    ["LinkedIn's Save to PDF export", linkedinExportResume],
  ];
  const totals = { found: 0, correct: 0, expected: 0, recalled: 0 };

  it.each(fixtures)('%s: skills with precision and recall, and the experience level', async (_name, make) => {
    const fixture = await make();
    const document = await extractResumeDocument(fixture.pdf);
    const { analysis } = engine.analyzeSync({ document, now: FIXTURE_NOW });
    const s = score(analysis, fixture.skills);
    totals.found += analysis.extractedSkills.length;
    totals.correct += analysis.extractedSkills.length - s.extra.length;
    totals.expected += fixture.skills.length;
    totals.recalled += fixture.skills.length - s.missing.length;
    // report what differs when it fails
    expect({ precisionOk: s.precision >= 0.85, recallOk: s.recall >= 0.9, extra: s.extra, missing: s.missing }).toEqual(
      expect.objectContaining({ precisionOk: true, recallOk: true }),
    );
    expect(analysis.experienceLevel).toBe(fixture.level);
    expect(analysis.engine).toBe('local');
    // every skill comes with the line it was read from, and that line is in the resume
    expect(analysis.skillEvidence).toHaveLength(analysis.extractedSkills.length);
    const lines = new Set(document.lines.map((l) => l.text.trim()));
    for (const e of analysis.skillEvidence ?? []) expect(lines.has(e.evidence)).toBe(true);
  });

  it('overall precision and recall stay high', () => {
    expect(totals.correct / totals.found).toBeGreaterThanOrEqual(0.9);
    expect(totals.recalled / totals.expected).toBeGreaterThanOrEqual(0.95);
  });

  it('reads sections, contact details, roles and years from a one-column resume', async () => {
    const { analysis, facts } = await analyse(await oneColumnResume());
    expect([...facts.sections.keys()].sort()).toEqual(['education', 'experience', 'skills', 'summary']);
    expect(facts.contact).toMatchObject({
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '(512) 555-0142',
      location: 'Austin, TX',
      linkedin: 'linkedin.com/in/mariagonzalez',
    });
    expect(facts.experience.roles.map((r) => r.title)).toEqual([
      'Senior Software Engineer',
      'Software Engineer',
      'Software Engineering Intern',
    ]);
    expect(facts.experience.roles[0].organisation).toBe('Stripe-like Payments Inc.');
    // Mar 2016-Dec 2019 and Jan 2020-Nov 2026: 46 + 83 months; the internship (Jun-Aug 2015) is not counted
    expect(facts.experience.roles.map((r) => r.excluded)).toEqual([undefined, undefined, 'internship']);
    expect(analysis.yearsOfExperience).toBe(10.8);
    expect(analysis.totalYearsOfExperience).toBe(10.8);
    expect(analysis.experienceLevel).toBe('senior-level');
    expect(analysis.levelReason).toMatch(/^senior-level: 10\.8 years as software developer; not counted: 1 internship/);
  });

  it("reads LinkedIn's Save to PDF export: sidebar sections, the name after them, company groups", async () => {
    const { analysis, facts } = await analyse(await linkedinExportResume());
    expect([...facts.sections.entries()]).toEqual([
      ['contact', 'Contact'],
      ['skills', 'Top Skills'],
      ['languages', 'Languages'],
      ['certifications', 'Certifications'],
      ['awards', 'Honors-Awards'],
      ['summary', 'Summary'],
      ['experience', 'Experience'],
      ['education', 'Education'],
    ]);
    expect(facts.linkedinExport).toBe(true);
    // the name comes after the sidebar; the address wraps in the sidebar and is joined again
    expect(facts.contact).toEqual({
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      linkedin: 'www.linkedin.com/in/priya-sharma-ops',
      location: 'Seattle, Washington, United States',
    });
    // company, then title, then 'Month YYYY - Present (5 years 9 months)'; two roles under one company, the second
    // of them on page 2 after the 'Page 1 of 2' footer
    expect(
      facts.experience.roles.map((r) => ({ title: r.title, organisation: r.organisation, dates: r.range.text })),
    ).toEqual([
      { title: 'Senior DevOps Engineer', organisation: 'CloudNova', dates: 'March 2021 - Present' },
      {
        title: 'Site Reliability Engineer',
        organisation: 'Brightpath Software',
        dates: 'January 2019 - February 2021',
      },
      { title: 'Systems Administrator', organisation: 'Brightpath Software', dates: 'April 2018 - December 2018' },
    ]);
    expect(facts.experience.unparsedDates).toEqual([]);
    // Mar 2021-Nov 2026, Jan 2019-Feb 2021, Apr 2018-Dec 2018: 69 + 26 + 9 months
    expect(analysis.yearsOfExperience).toBe(8.7);
    expect(analysis.experienceLevel).toBe('senior-level');
    // the footer and the sidebar's '(LinkedIn)' label are not content
    expect(facts.lines.map((l) => l.text)).not.toContain('Page 1 of 2');
    expect(analysis.extractedSkills).not.toContain('LinkedIn');
    expect(analysis.weaknesses.join('\n')).not.toMatch(/Skills section/);
    expect(analysis.basis).toMatch(
      /^Analysed your LinkedIn profile export \(resume\.pdf\) \(2 pages\): .*3 dated roles/,
    );
    expect(analysis.improvementSuggestions.join('\n')).toMatch(/LinkedIn's profile export: when you apply/);
  });

  it('quotes the resume in strengths, weaknesses and suggestions', async () => {
    const { analysis } = await analyse(await oneColumnResume());
    expect(analysis.weaknesses.join('\n')).toContain("'Responsible for the on-call rotation and incident reviews.'");
    expect(analysis.weaknesses.join('\n')).toContain("'Helped with the move from Jenkins to Docker-based builds.'");
    expect(analysis.improvementSuggestions.join('\n')).toMatch(
      /Rewrite 'Responsible for the on-call rotation.*stronger verb such as/,
    );
    expect(analysis.strengths.join('\n')).toMatch(
      /achievements quantified with numbers, e\.g\. 'Led migration of 40 services/,
    );
    expect(analysis.atsScore).toBeGreaterThanOrEqual(85);
  });

  it('suggests keywords of the line of work of the resume (its most recent title), labelled as such', async () => {
    const { analysis, facts } = await analyse(await oneColumnResume());
    expect(facts.target).toMatchObject({ code: '15-1252.00', title: 'Software Developers', source: 'recent-role' });
    expect(analysis.targetOccupation).toEqual({
      code: '15-1252.00',
      title: 'Software Developers',
      source: 'recent-role',
    });
    expect(analysis.keywordGroups?.map((g) => g.source)).toEqual(['resume']);
    expect(analysis.keywordGroups?.[0].label).toMatch(/Software Developers, the line of work of your resume/);
    expect(analysis.keywords).toEqual(analysis.keywordGroups?.[0].keywords);
    expect(analysis.keywords.length).toBeGreaterThan(5);
    // none of them is already on the resume
    for (const k of analysis.keywords) expect(analysis.extractedSkills).not.toContain(k);
    expect(analysis.keywords).toEqual(expect.arrayContaining(['Git', 'Jira']));
  });

  it("keeps the user's career matches as a second, labelled list of keywords", async () => {
    const { analysis } = await analyse(await entryLevelResume(), [
      { code: '11-2021.00', title: 'Marketing Managers', weight: 0.92 },
    ]);
    const matches = analysis.keywordGroups?.find((g) => g.source === 'career-matches');
    expect(matches?.label).toMatch(/career matches \(Marketing Managers\)/);
    expect(matches?.keywords).toEqual(expect.arrayContaining(['Microsoft Excel', 'Salesforce']));
    expect(matches?.keywords).not.toContain('Google Analytics');
    // the resume's own line of work comes first, when it names one
    expect(analysis.keywordGroups?.[0].source).toBe(analysis.targetOccupation ? 'resume' : 'career-matches');
  });

  it('finds weak openings, missing sections and missing contact details in an entry-level resume', async () => {
    const { analysis, facts } = await analyse(await entryLevelResume());
    expect(facts.bullets.weak.map((w) => w.opening)).toEqual([
      'Responsible for',
      'Helped with',
      'Worked on',
      'Assisted with',
    ]);
    expect(analysis.weaknesses.join('\n')).toMatch(/No Summary section was found/);
    expect(analysis.weaknesses.join('\n')).toMatch(/Add your phone number, location and LinkedIn URL/);
    expect(analysis.weaknesses.join('\n')).toMatch(/Only 0 of 4 bullets show a measurable result/);
    expect(analysis.experienceLevel).toBe('entry-level');
    expect(analysis.atsScore).toBeLessThan(80);
  });

  it('flags a two-column layout whose content stream interleaves the columns', async () => {
    const { analysis, facts } = await analyse(await twoColumnResume());
    expect(facts.layout.interleavedPages).toBe(1);
    expect(analysis.weaknesses.join('\n')).toMatch(/two-column layout/);
    expect(analysis.atsReasons?.join('\n')).toMatch(/interleaved/);
    expect(facts.experience.roles.map((r) => r.title)).toEqual(['Product Designer', 'UX Designer', 'Junior Designer']);
    expect(facts.contact.location).toBe('London, United Kingdom');
  });

  it('reads a table of skills and dates in several formats', async () => {
    const { facts } = await analyse(await skillsTableResume());
    expect(facts.layout.tables).toBe(1);
    expect(facts.layout.interleavedPages).toBe(0);
    expect(facts.experience.roles.map((r) => r.range.text)).toEqual([
      '03/2021 - 06/2024',
      '2018 – 2021',
      'Summer 2016 – Spring 2017',
    ]);
    expect([...facts.sections.keys()]).toEqual(
      expect.arrayContaining(['summary', 'skills', 'experience', 'education', 'certifications']),
    );
  });
});
