import { EVAL_NOW, loadPdfs, readPdf } from '../../test/eval/eval-set.js';
import { LocalResumeEngine } from './local-engine.js';
import { extractResumeDocument } from './pdf/extract-layout.js';

/**
 * Committed evaluation PDFs whose feedback said, falsely, that a section or the dates were missing. The two sidebars
 * have a name in large type that ends a point or two before the main column: the gutter's narrowest stretch (crossed
 * only by the headline) was too thin to cut, so the columns were read row by row. The pdfkit-columns resume prints
 * each role's title alone and bold above its season ('Software Engineering Intern – Ford Motor Company' over
 * 'Summer 2025'): the title was taken for a 'software' skills heading, so the experience section held no role.
 */
const engine = new LocalResumeEngine();
const FALSE_CLAIMS = [
  /^No (Skills|Experience|Education) section was found/,
  /no dates an ATS can read/,
  /could not be read/,
];

async function read(file: string) {
  const pdf = loadPdfs().find((p) => p.file === file)!;
  const document = await extractResumeDocument(readPdf(pdf));
  const { analysis } = engine.analyzeSync({ document, now: EVAL_NOW });
  return { document, analysis };
}

describe('feedback on column layouts claims no missing section or dates that the resume has', () => {
  it.each([
    'insurance-agent--sidebar.pdf',
    'logistics-coordinator-veteran--sidebar.pdf',
    'cs-new-grad--pdfkit-columns.pdf',
  ])('%s', async (file) => {
    const { document, analysis } = await read(file);
    expect(analysis.weaknesses.filter((w) => FALSE_CLAIMS.some((re) => re.test(w)))).toEqual([]);
    // the columns are read apart: the sidebar's skills and the main column's experience are separate regions, and
    // no bullet of the experience is read inside the sidebar
    expect(document.layout.multiColumnPages).toBeGreaterThanOrEqual(1);
    const regionOf = (heading: RegExp) => document.lines.find((l) => heading.test(l.text.trim()))!.region;
    const sidebar = regionOf(/^(KEY |TECHNICAL )?SKILLS$/);
    expect(regionOf(/^(PROFESSIONAL )?EXPERIENCE$/)).not.toBe(sidebar);
    expect(document.lines.filter((l) => l.region === sidebar && l.text.startsWith('•'))).toEqual([]);
  });
});

describe("a role's bold title under the experience heading is no heading", () => {
  it('fullstack-developer--pdfkit-columns.pdf: its bullets\' times ("300 ms") are no degree', async () => {
    // 'Software Engineer II – Tidepool Booking' above 'Feb 2023 to Now': a 'software' family word, and its block
    // held one date and '... from 1.2 s to 300 ms', read as a degree ('MS'): the block looked like education, the
    // title stayed a skills heading and the current role (3.8 of 5.4 years) was lost
    const { analysis } = await read('fullstack-developer--pdfkit-columns.pdf');
    expect(analysis.experienceLevel).toBe('mid-level');
    expect(analysis.yearsOfExperience).toBeGreaterThanOrEqual(5);
  });
});
