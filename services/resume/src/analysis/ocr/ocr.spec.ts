import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blankScanPdf, imageOnlyPdf } from '../../../test/fixtures/resume-pdfs.js';
import { EVAL_DIR, EVAL_NOW } from '../../../test/eval/eval-set.js';
import { LocalResumeEngine } from '../local-engine.js';
import { PdfParserPool } from '../pdf/pdf-parser-pool.js';
import { WordRejoiner } from './rejoin-words.js';

describe('WordRejoiner (words OCR ran together)', () => {
  const rejoiner = new WordRejoiner();

  it.each([
    ['Inventorymanagement,cyclecounting', 'Inventory management, cycle counting'],
    ['Titrationofcardiacdrips', 'Titration of cardiac drips'],
    ['Cardiacmonitoring&telemetry', 'Cardiac monitoring & telemetry'],
    ['with four yearsona busy unit', 'with four years on a busy unit'],
    ['LICENSESANDCERTIFICATIONS', 'LICENSES AND CERTIFICATIONS'],
    ['IVtherapy, BLS(Basic Life Support)', 'IV therapy, BLS (Basic Life Support)'],
    ['Jun2022to Current', 'Jun 2022 to Current'],
    ['MercyHillsMedicalCenter', 'Mercy Hills Medical Center'],
    ['ESLEndorsement, UKGPro', 'ESL Endorsement, UKG Pro'],
    ['Puritan Bennett980', 'Puritan Bennett 980'],
    ['Linkedln Sales Navigator, Zoomlnfo', 'LinkedIn Sales Navigator, ZoomInfo'],
    ['lnventory control', 'Inventory control'],
    ['OSHA3O-Hour Construction', 'OSHA 30-Hour Construction'],
    ['NFPA70EElectrical Safety', 'NFPA 70E Electrical Safety'],
    ['teacherinmyseventhyear. Ilovesmall-group reading', 'teacher in my seventh year. I love small-group reading'],
    ['taught a3-week unit on Utahhistory', 'taught a 3-week unit on Utah history'],
    ['EPA Section 608Universal Certification', 'EPA Section 608 Universal Certification'],
    ['Hand &power tools, Compu Law, NATE Core+Air', 'Hand & power tools, CompuLaw, NATE Core + Air'],
    [
      'Top-3technicianformaintenanceagreementsalesin2025(112agreements)',
      'Top-3 technician for maintenance agreement sales in 2025 (112 agreements)',
    ],
    ['EPASection608UniversalCertification', 'EPA Section 608 Universal Certification'],
    ['Foremanontenantbuild-outsanda60,000sqft', 'Foreman on tenant build-outs and a 60,000sqft'],
    ['Milwaukee, Wl·b.kowalczyk@example.com', 'Milwaukee, WI·b.kowalczyk@example.com'],
    ['Cypress, Tx|r.achterberg@example.com', 'Cypress, TX|r.achterberg@example.com'],
    ['Budgets, In 2020 we grew', 'Budgets, In 2020 we grew'],
  ])('%s -> %s', (ocr, words) => {
    expect(rejoiner.rejoin(ocr)).toBe(words);
  });

  it('leaves names, products and codes it cannot cut entirely into known words as they are', () => {
    const text =
      'Froedtert, Dentrix, Kubernetes, JavaScript, PowerShell, PC210 excavator, B2B, 2nd shift, Lincoln kiln, ICD10';
    expect(rejoiner.rejoin(text)).toBe(text);
  });
});

describe('OCR of scanned resumes in the parsing threads', () => {
  // OCR takes seconds a page (many more on a loaded machine): these parses get a bound of their own
  const pool = new PdfParserPool({ size: 1, timeoutMs: 20_000, memoryMb: 256 });
  const slow = { timeoutMs: 600_000 };
  afterAll(() => pool.close());

  const problemOf = (p: Promise<unknown>) =>
    p.then(
      () => 'parsed',
      (e: { problem?: string }) => e.problem ?? String(e),
    );

  it('reads a scanned page by OCR, and the analysis says the text was read from an image', async () => {
    const scan = readFileSync(path.join(EVAL_DIR, 'pdfs', 'rn-telemetry--scanned.pdf'));
    const document = await pool.parse(scan, slow);
    expect(document.source).toBe('ocr');
    expect(document.layout.scanned).toBe(true);
    expect(document.text).toMatch(/Cardiac monitoring & telemetry/);
    expect(document.text).toMatch(/Medication administration/);

    const { analysis } = new LocalResumeEngine().analyzeSync({ document, now: EVAL_NOW, fileName: 'scan.pdf' });
    expect(analysis.textSource).toBe('ocr');
    expect(analysis.basis).toMatch(/read by OCR from the page image/);
    expect(analysis.atsReasons?.join('\n')).toMatch(/scanned image without a text layer/);
    expect(analysis.extractedSkills).toEqual(
      expect.arrayContaining(['Epic', 'Wound care', 'IV therapy', 'Medication administration']),
    );
    expect(analysis.experienceLevel).toBe('mid-level');
  }, 660_000);

  it('keeps refusing an image-only PDF whose image holds no legible text, and one with only a small image', async () => {
    expect(await problemOf(pool.parse(await blankScanPdf(), slow))).toBe('no-text');
    // a logo-sized image cannot hold a scanned page: no OCR is tried
    expect(await problemOf(pool.parse(await imageOnlyPdf()))).toBe('no-text');
  }, 660_000);
});
