import {
  corruptPdf,
  encryptedPdf,
  imageOnlyPdf,
  oneColumnResume,
  pngBytes,
} from '../../../test/fixtures/resume-pdfs.js';
import { ResumeMessages } from '@pathwise/contracts';
import { PdfParserPool } from './pdf-parser-pool.js';
import { pdfProblemMessage } from './pdf-messages.js';

describe('PdfParserPool (parsing in bounded worker threads)', () => {
  const pool = new PdfParserPool({ size: 2, timeoutMs: 20_000, memoryMb: 128 });
  afterAll(() => pool.close());

  const problemOf = (p: Promise<unknown>) =>
    p.then(
      () => 'parsed',
      (e: { problem?: string }) => e.problem ?? String(e),
    );

  it('parses a resume in a thread and returns its lines', async () => {
    const doc = await pool.parse((await oneColumnResume()).pdf);
    expect(doc.lines[0].text).toBe('Maria Gonzalez');
    expect(doc.text).toContain('Senior Software Engineer | Stripe-like Payments Inc.   Jan 2020 – Present');
  });

  it('reports encrypted, corrupt and image-only PDFs, and PNG bytes, as typed problems', async () => {
    expect(await problemOf(pool.parse(await encryptedPdf()))).toBe('encrypted');
    expect(await problemOf(pool.parse(corruptPdf()))).toBe('corrupt');
    expect(await problemOf(pool.parse(pngBytes()))).toBe('corrupt');
    expect(await problemOf(pool.parse(await imageOnlyPdf()))).toBe('no-text');
  });

  it('abandons a parse that runs past its time bound as too-complex, and the same pool keeps serving', async () => {
    const single = new PdfParserPool({ size: 1, timeoutMs: 20_000, memoryMb: 128 });
    const pdf = (await oneColumnResume()).pdf;
    try {
      const reference = await single.parse(pdf);
      expect(await problemOf(single.parse(pdf, { timeoutMs: 1 }))).toBe('too-complex');
      // its only thread was replaced: the next parses (queued behind each other) still work
      const docs = await Promise.all([single.parse(pdf), single.parse(pdf)]);
      expect(docs.map((d) => d.lines.length)).toEqual([reference.lines.length, reference.lines.length]);
      expect(await problemOf(single.parse(corruptPdf()))).toBe('corrupt');
    } finally {
      await single.close();
    }
    // the shared pool is unaffected and parses several at once
    const docs = await Promise.all([pool.parse(pdf), pool.parse(pdf), pool.parse(pdf)]);
    expect(docs.map((d) => d.lines.length)).toEqual([docs[0].lines.length, docs[0].lines.length, docs[0].lines.length]);
  });

  it('reports a thread that runs out of memory as too-complex, not corrupt', async () => {
    const starved = new PdfParserPool({ size: 1, timeoutMs: 20_000, memoryMb: 12 });
    try {
      expect(await problemOf(starved.parse((await oneColumnResume()).pdf))).toBe('too-complex');
    } finally {
      await starved.close();
    }
  });

  it('words too-complex differently from corrupt', () => {
    expect(pdfProblemMessage('too-complex')).toBe(ResumeMessages.tooComplex);
    expect(pdfProblemMessage('too-complex')).not.toBe(pdfProblemMessage('corrupt'));
  });
});
