import { PDFParse } from 'pdf-parse';
import type { RenderableDocument } from '../ocr/ocr-document.js';
import type { LayoutFacts, ResumeDocument, ResumeLine, Rule, TextPiece } from './layout-types.js';
import { logicalLines } from './logical-lines.js';
import { classifyPdfError, ResumePdfError } from './pdf-errors.js';
import { orderPage, type OrderStats } from './reading-order.js';
import { buildSegments } from './segments.js';

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
  fontName?: string;
}
interface PdfPage {
  view: number[];
  getTextContent(): Promise<{ items: (PdfTextItem | { type: string })[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  getAnnotations(opts: { intent: string }): Promise<{ subtype?: string; url?: string; unsafeUrl?: string }[]>;
  commonObjs: { get(id: string): { name?: string; bold?: boolean; black?: boolean } | undefined };
  cleanup(): void;
}

// pdf.js operator numbers (OPS in pdf.js; stable across its versions)
const OP = { save: 10, restore: 11, transform: 12, constructPath: 91 } as const;
/** Painting operators of a constructed path that leave a mark (stroke, fill and their variants; not endPath). */
const PAINTS = new Set([20, 21, 22, 23, 24, 25, 26, 27]);
const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|,b$|-b$/i;
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
}

/**
 * Reads a resume PDF into lines in reading order. pdf-parse 2 opens the document (its loader normalises the input
 * and maps pdf.js failures to typed exceptions); its getText() drops positions, so we read the positioned text
 * items of the pdf.js document it loaded. A PDF without a text layer is read by OCR of its page images (unless
 * `ocr: false`). Throws ResumePdfError for encrypted and corrupt files, and for image-only ones that OCR cannot read
 * confidently.
 */
export async function extractResumeDocument(
  data: Uint8Array,
  options: { ocr?: boolean } = {},
): Promise<ResumeDocument> {
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
    const seen = { pageImage: false };
    try {
      return await readPages(doc, seen);
    } catch (error) {
      const noText = error instanceof ResumePdfError && error.problem === 'no-text';
      // only a page-sized image can hold a scanned page's text (a logo or a photo cannot): else no OCR is tried
      if (!noText || !seen.pageImage || options.ocr === false) throw error;
      // no text layer (a scan): read the page images. Loaded only here, so that parsing text PDFs never loads
      // the OCR runtime; it throws no-text in its turn when its reading is not confident.
      const { readByOcr } = await import('../ocr/ocr-document.js');
      return await readByOcr(doc as unknown as RenderableDocument, doc.numPages);
    }
  } catch (error) {
    throw classifyPdfError(error);
  } finally {
    await parser.destroy();
  }
}

/** An image with at least this many pixels on each side can hold a page of text readable by OCR (~75 dpi). */
const SCAN_MIN_SIDE_PX = 600;
const OP_PAINT_IMAGE = 85; // pdf.js OPS.paintImageXObject: args [objId, width, height]

async function readPages(doc: PdfDocument, seen: { pageImage: boolean }): Promise<ResumeDocument> {
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
    // the operator list loads the fonts (for their weight) and carries the ruling lines of tables
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((fn, i) => {
      const [, w, h] = operators.argsArray[i] ?? [];
      if (fn === OP_PAINT_IMAGE && Math.min(Number(w), Number(h)) >= SCAN_MIN_SIDE_PX) seen.pageImage = true;
    });
    const boldFonts = new Map<string, boolean>();
    const isBold = (fontName: string | undefined) => {
      if (!fontName) return false;
      let bold = boldFonts.get(fontName);
      if (bold === undefined) {
        try {
          const font = page.commonObjs.get(fontName);
          bold = Boolean(font?.bold || font?.black || BOLD_FONT.test(font?.name ?? ''));
        } catch {
          bold = false;
        }
        boldFonts.set(fontName, bold);
      }
      return bold;
    };
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
      pieces.push({ text, x: e, y: pageTop - f, width: item.width, size, bold: isBold(item.fontName), order });
    });
    const stats: OrderStats = { multiColumn: false, interleaved: false, tables: 0 };
    const rules = rulingLines(operators, pageTop);
    const pageLines = logicalLines(orderPage(buildSegments(pieces), rules, stats), n);
    if (stats.multiColumn) facts.multiColumnPages++;
    if (stats.interleaved) facts.interleavedPages++;
    facts.tables += stats.tables;
    // rows of three or more cells set apart by wide gaps, one under another: a table without ruling lines
    for (let i = 1; i < pageLines.length; i++) {
      const grid = (l: ResumeLine) => !l.table && l.parts.length >= 3;
      if (grid(pageLines[i]) && grid(pageLines[i - 1]) && (i < 2 || !grid(pageLines[i - 2]))) facts.tables++;
    }
    for (const line of pageLines) {
      lines.push(line);
      if (line.size >= 5) facts.smallestFontSize = Math.min(facts.smallestFontSize, line.size);
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

/**
 * Thin painted paths of a page (rules, cell borders) in top-down page coordinates: the bounding box pdf.js gives
 * for each constructed path, through the current transformation matrix.
 */
function rulingLines(operators: { fnArray: number[]; argsArray: unknown[][] }, pageTop: number): Rule[] {
  const rules: Rule[] = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  const apply = (m: number[], x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  operators.fnArray.forEach((fn, i) => {
    const args = operators.argsArray[i];
    if (fn === OP.save) stack.push(ctm);
    else if (fn === OP.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OP.transform) {
      const [a, b, c, d, e, f] = args as number[];
      ctm = [
        a * ctm[0] + b * ctm[2],
        a * ctm[1] + b * ctm[3],
        c * ctm[0] + d * ctm[2],
        c * ctm[1] + d * ctm[3],
        e * ctm[0] + f * ctm[2] + ctm[4],
        e * ctm[1] + f * ctm[3] + ctm[5],
      ];
    } else if (fn === OP.constructPath && PAINTS.has(args?.[0] as number)) {
      const box = args?.[2] as ArrayLike<number> | undefined;
      if (!box || box.length < 4 || ![0, 1, 2, 3].every((k) => Number.isFinite(box[k]))) return;
      const [x0, y0] = apply(ctm, box[0], box[1]);
      const [x1, y1] = apply(ctm, box[2], box[3]);
      const rule = {
        x0: Math.min(x0, x1),
        x1: Math.max(x0, x1),
        y0: pageTop - Math.max(y0, y1),
        y1: pageTop - Math.min(y0, y1),
      };
      // only thin marks are rules; a filled background or a photo frame is not
      if (Math.min(rule.x1 - rule.x0, rule.y1 - rule.y0) <= 2.5) rules.push(rule);
    }
  });
  return rules;
}
