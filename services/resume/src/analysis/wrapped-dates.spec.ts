import { EVAL_NOW, loadPdfs, loadResumes, readPdf } from '../../test/eval/eval-set.js';
import { LocalResumeEngine } from './local-engine.js';
import { extractResumeDocument } from './pdf/extract-layout.js';
import { readResumeFacts } from './resume-facts.js';

/**
 * Committed evaluation PDFs whose date range wraps inside a narrow date field: 'Mar 2022 to' / 'Present' beside a
 * wrapped title, 'August 2016 - January' / '2024' in a table's date column beside the employer, 'September 2025' /
 * 'to December' / '2025' right-aligned. The halves were read as lines of their own, so the feedback said falsely that
 * the dates 'could not be read' and the role's years were lost.
 */
const engine = new LocalResumeEngine();
const month = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

describe('a date range wrapped over two lines is read as one range', () => {
  it.each([
    'retail-assistant-manager--sidebar.pdf',
    'insurance-agent--table.pdf',
    'interior-designer--table.pdf',
    'rn-new-grad--sidebar.pdf',
    'rn-new-grad--table.pdf',
  ])('%s', async (file) => {
    const pdf = loadPdfs().find((p) => p.file === file)!;
    const document = await extractResumeDocument(readPdf(pdf));
    const { analysis } = engine.analyzeSync({ document, now: EVAL_NOW });
    expect(analysis.weaknesses.filter((w) => /could not be read/.test(w))).toEqual([]);
    // every role's dates as the resume's truth has them: start month, end month or ongoing
    const work = loadResumes().find((r) => r.id === pdf.resume)!.document.work as {
      startDate: string;
      endDate?: string;
    }[];
    const facts = readResumeFacts(document, { now: EVAL_NOW });
    const read = facts.experience.roles.map(({ range }) => [range.start, range.ongoing ? 'ongoing' : range.end - 1]);
    const truth = work.map((w) => [month(w.startDate), w.endDate ? month(w.endDate) : 'ongoing']);
    expect(read.sort()).toEqual(truth.sort());
  });
});

describe('a one-line title centred beside a date range wrapped over two lines', () => {
  it('heavy-equipment-operator--sidebar.pdf: the range is read whole, beside its title', async () => {
    // 'May 2015 –' / 'Equipment Operator, Big Sky Paving & Grading' / 'November 2019' in reading order: the feedback
    // said 'The dates in 'May 2015 –' could not be read' and the role was lost
    const pdf = loadPdfs().find((p) => p.file === 'heavy-equipment-operator--sidebar.pdf')!;
    const document = await extractResumeDocument(readPdf(pdf));
    const { analysis } = engine.analyzeSync({ document, now: EVAL_NOW });
    expect(analysis.weaknesses.filter((w) => /could not be read/.test(w))).toEqual([]);
    const facts = readResumeFacts(document, { now: EVAL_NOW });
    expect(facts.experience.roles.map((r) => [r.title, r.range.text])).toContainEqual([
      'Equipment Operator',
      'May 2015 – November 2019',
    ]);
  });
});

describe('a range wrapped after its second season, or its end wider than its start', () => {
  it.each([
    // 'Fall 2017 – Spring' / '2018' beside the employer: the dates 'could not be read' and the role was lost
    ['medical-social-worker--sidebar.pdf', 'Fall 2017 – Spring 2018'],
    ['radiologic-technologist-new-grad--table.pdf', 'Fall 2023 – Summer 2025'],
    // 'August 2021 -' / 'September 2024', right-aligned: the end starts left of the start above it
    ['mortgage-loan-officer--sidebar.pdf', 'August 2021 - September 2024'],
  ])('%s: %s', async (file, range) => {
    const pdf = loadPdfs().find((p) => p.file === file)!;
    const document = await extractResumeDocument(readPdf(pdf));
    const { analysis } = engine.analyzeSync({ document, now: EVAL_NOW });
    expect(analysis.weaknesses.filter((w) => /could not be read/.test(w))).toEqual([]);
    const facts = readResumeFacts(document, { now: EVAL_NOW });
    expect(facts.experience.roles.map((r) => r.range.text)).toContain(range);
  });
});
