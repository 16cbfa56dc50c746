import { EVAL_NOW, loadPdfs, readPdf } from '../../test/eval/eval-set.js';
import { extractResumeDocument } from './pdf/extract-layout.js';
import { readResumeFacts } from './resume-facts.js';

/**
 * A role's title line wrapped in its cell beside the date field ('Executive Team Leader, Style & Home, Target' /
 * '– Store T-1482', the sidebar rendering of a committed evaluation PDF): the tail opening with a dash finishes the
 * title line; it was a line of its own, read as a bullet.
 */
describe('a title wrapped beside its dates, its tail opening with a dash', () => {
  it('is one line with its tail', async () => {
    const pdf = loadPdfs().find((p) => p.file === 'retail-assistant-manager--sidebar.pdf')!;
    const document = await extractResumeDocument(readPdf(pdf));
    const facts = readResumeFacts(document, { now: EVAL_NOW });
    const texts = facts.lines.map((l) => l.text);
    expect(texts.filter((t) => /Store T-1482/.test(t))).toEqual([
      'Executive Team Leader, Style & Home, Target – Store T-1482   Mar 2022 to Present',
    ]);
    expect(facts.bullets.bullets.filter((b) => /Store T-1482/.test(b))).toEqual([]);
  });
});
