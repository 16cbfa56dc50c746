import { PDFParse } from 'pdf-parse';
import type { LayoutFacts, ResumeDocument, ResumeLine, TextPiece } from './layout-types.js';
import { classifyPdfError, ResumePdfError } from './pdf-errors.js';
import { buildRows, orderRows, type OrderStats } from './reading-order.js';

/** Resumes are short; a longer document is read up to here (and flagged for its length by the analyser). */
export const MAX_PAGES = 10;
/** Fewer letters than this in the whole document means there is no usable text layer (a scan or an image). */
const MIN_LETTERS = 40;

// The parts of pdf.js (as loaded by pdf-parse) that we use. Declared here so that we depend on behaviour, not on
// pdf.js's internal type paths.
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}
interface PdfPage {
  view: number[];
  getTextContent(): Promise<{ items: (PdfTextItem | { type: string })[] }>;
  getAnnotations(opts: { intent: string }): Promise<{ subtype?: string; url?: string; unsafeUrl?: string }[]>;
  cleanup(): void;
}
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
}

/**
 * Reads a resume PDF into lines in reading order. pdf-parse 2 opens the document (its loader normalises the input
 * and maps pdf.js failures to typed exceptions); its getText() drops positions, so we read the positioned text
 * items of the pdf.js document it loaded. Throws ResumePdfError for encrypted, corrupt and image-only files.
 */
export async function extractResumeDocument(data: Uint8Array): Promise<ResumeDocument> {
  const parser = new PDFParse({
    data: new Uint8Array(data), // pdf.js transfers the buffer; keep the caller's intact
    isEvalSupported: false, // never compile code found in a font
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    let doc: PdfDocument;
    try {
      // pdf-parse keeps its loader private in 2.4.x; it is the same call getText() makes first
      doc = await (parser as unknown as { load(): Promise<PdfDocument> }).load();
    } catch (error) {
      throw classifyPdfError(error);
    }
    if (doc.numPages < 1) throw new ResumePdfError('corrupt');
    return await readPages(doc);
  } catch (error) {
    throw classifyPdfError(error);
  } finally {
    await parser.destroy();
  }
}

async function readPages(doc: PdfDocument): Promise<ResumeDocument> {
  const lines: ResumeLine[] = [];
  const links = new Set<string>();
  const facts: LayoutFacts = {
    pages: doc.numPages,
    multiColumnPages: 0,
    interleavedPages: 0,
    tables: 0,
    unreadableChars: 0,
    smallestFontSize: Infinity,
  };
  const pageCount = Math.min(doc.numPages, MAX_PAGES);
  for (let n = 1; n <= pageCount; n++) {
    const page = await doc.getPage(n);
    const pageTop = page.view[3];
    const content = await page.getTextContent();
    const pieces: TextPiece[] = [];
    content.items.forEach((item, order) => {
      if (!('str' in item) || item.str.trim() === '') return;
      const [a, b, , d, e, f] = item.transform;
      const size = Math.hypot(a, b) || Math.abs(d) || item.height || 10;
      const text = item.str.replace(/[\uE000-\uF8FF\uFFFD]/g, () => {
        facts.unreadableChars++;
        return '';
      });
      if (text.trim() === '') return;
      pieces.push({ text, x: e, y: pageTop - f, width: item.width, size, order });
    });
    const stats: OrderStats = { multiColumn: false, interleaved: false, tables: 0 };
    const ordered = orderRows(buildRows(pieces), stats);
    if (stats.multiColumn) facts.multiColumnPages++;
    if (stats.interleaved) facts.interleavedPages++;
    facts.tables += stats.tables;
    for (const row of ordered) {
      const parts = row.parts.map((p) => p.trim()).filter(Boolean);
      if (parts.length === 0) continue;
      lines.push({ text: parts.join('   '), parts, page: n, size: row.size });
      if (row.size >= 5) facts.smallestFontSize = Math.min(facts.smallestFontSize, row.size);
    }
    for (const annotation of await page.getAnnotations({ intent: 'display' })) {
      const url = annotation.subtype === 'Link' ? (annotation.url ?? annotation.unsafeUrl) : undefined;
      if (url && url.length <= 300) links.add(url);
    }
    page.cleanup();
  }
  const text = lines.map((l) => l.text).join('\n');
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw new ResumePdfError('no-text');
  if (!Number.isFinite(facts.smallestFontSize)) facts.smallestFontSize = 0;
  return { lines, links: [...links], layout: facts, text };
}
