import type { LayoutFacts, ResumeDocument, ResumeLine, TextPiece } from '../pdf/layout-types.js';
import { logicalLines } from '../pdf/logical-lines.js';
import { ResumePdfError } from '../pdf/pdf-errors.js';
import { orderPage, type OrderStats } from '../pdf/reading-order.js';
import { buildSegments } from '../pdf/segments.js';
import { type OcrLine, recognisePage } from './page-ocr.js';
import { WordRejoiner } from './rejoin-words.js';

/** A scanned resume is read up to here: OCR costs seconds a page, and the pages after the third rarely add skills. */
export const MAX_OCR_PAGES = 3;
/** Below this mean confidence (per character, over the document) the reading is not trusted: the 422 stays. */
export const MIN_OCR_CONFIDENCE = 0.8;
/** Fewer letters than this in all: nothing readable was found (a photo, a blank page). */
const MIN_LETTERS = 40;
/** The longer side of a rendered page, in pixels (about 144 dpi on Letter or A4): enough for 8-point type. */
const MAX_SIDE_PX = 1600;

// The parts of pdf.js we use for rendering (see extract-layout.ts for the text side).
interface CanvasAndContext {
  canvas: { toBuffer(mime: 'image/png'): Buffer };
  context: unknown;
}
export interface RenderablePage {
  view: number[];
  getViewport(o: { scale: number }): { width: number; height: number };
  render(o: { canvasContext: unknown; viewport: unknown; canvas: unknown }): { promise: Promise<void> };
  cleanup(): void;
}
export interface RenderableDocument {
  numPages: number;
  getPage(n: number): Promise<RenderablePage>;
  canvasFactory: {
    create(width: number, height: number): CanvasAndContext;
    destroy(c: CanvasAndContext): void;
  };
}

/**
 * Reads a PDF without a text layer by OCR of its rendered pages, into the same lines a text layer gives (pieces,
 * segments, columns, logical lines), so that everything after it works unchanged. Throws ResumePdfError('no-text')
 * when the reading is not confident enough to analyse.
 */
export async function readByOcr(doc: RenderableDocument, pageCount: number): Promise<ResumeDocument> {
  const rejoiner = new WordRejoiner();
  const lines: ResumeLine[] = [];
  const facts: LayoutFacts = {
    pages: pageCount,
    multiColumnPages: 0,
    interleavedPages: 0,
    tables: 0,
    unreadableChars: 0,
    smallestFontSize: 0, // sizes guessed from box heights say nothing about the printed type
    scanned: true,
  };
  let weighted = 0;
  let chars = 0;
  for (let n = 1; n <= Math.min(pageCount, MAX_OCR_PAGES); n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(2, MAX_SIDE_PX / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const target = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    let image: Buffer;
    try {
      await page.render({ canvasContext: target.context, viewport, canvas: target.canvas }).promise;
      image = target.canvas.toBuffer('image/png');
    } finally {
      doc.canvasFactory.destroy(target);
      page.cleanup();
    }
    const found = await recognisePage(image);
    for (const l of found) {
      weighted += l.confidence * l.text.length;
      chars += l.text.length;
    }
    const stats: OrderStats = { multiColumn: false, interleaved: false, tables: 0 };
    const body = bodyHeight(found);
    const pieces = found.map((l, order) => toPiece(l, scale, body, order, rejoiner));
    const pageLines = logicalLines(orderPage(buildSegments(pieces), [], stats), n);
    if (stats.multiColumn) facts.multiColumnPages++;
    lines.push(...pageLines);
  }
  const text = lines.map((l) => l.text).join('\n');
  const confidence = chars ? weighted / chars : 0;
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS || confidence < MIN_OCR_CONFIDENCE) {
    throw new ResumePdfError('no-text');
  }
  return { lines, links: [], layout: facts, text, source: 'ocr' };
}

/** The median box height of a page: its body text. */
function bodyHeight(lines: OcrLine[]): number {
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}

/**
 * A recognised box as a text piece in PDF points: its baseline a little below the box's middle, its font size
 * from the box's height (a box is about one line of text high). Boxes of body text differ in height with their
 * ascenders and descenders; they get the page's body height, so that wrapped lines are seen as one size and join.
 * OCR gives no weight, so nothing is bold.
 */
function toPiece(line: OcrLine, scale: number, body: number, order: number, rejoiner: WordRejoiner): TextPiece {
  const own = line.y1 - line.y0;
  const height = (own >= 0.75 * body && own <= 1.35 * body ? body : own) / scale;
  const size = Math.max(4, height * 0.9);
  return {
    // boxes are found where the ink has a gap: two boxes on one baseline are two words, however close they sit
    // ('Top-3' / 'technician' was read 'Top-3technician')
    text: `${rejoiner.rejoin(line.text)} `,
    x: line.x0 / scale,
    y: (line.y0 + line.y1) / 2 / scale + size * 0.3,
    width: (line.x1 - line.x0) / scale,
    size,
    bold: false,
    order,
  };
}
