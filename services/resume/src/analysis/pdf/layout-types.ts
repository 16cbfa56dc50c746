/** One run of text on a page, in PDF points with y measured from the top of the page (its baseline). */
export interface TextPiece {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Set in a bold (or heavier) face. */
  bold: boolean;
  /** Position in the page's content stream: the order a plain text extractor reads it in. */
  order: number;
}

/** A ruling line (a table border, a rule under a heading), x0 <= x1 and y0 <= y1, y from the top. */
export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Pieces on one baseline that sit close together: a word group, a cell, a field. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  bold: boolean;
  /** Whether its first and its last piece are bold (a bold title continued in plain text is mixed). */
  boldStart?: boolean;
  boldEnd?: boolean;
  /** First position in the content stream. */
  order: number;
  /** The rows of a table found from its ruling lines, when this segment stands for a whole table. */
  table?: Segment[][];
  /** Bottom of a table segment. */
  y1?: number;
}

/** A line of one region of the page (a column, or the page), in reading order. */
export interface LayoutLine {
  parts: Segment[];
  y: number;
  size: number;
  /** Which column region of the page it belongs to (0 when the page has none). */
  region: number;
  /** A row of a ruled table: the parts are its cells. */
  table?: boolean;
}

/** A logical line of the resume in reading order: printed lines that continue each other are joined. */
export interface ResumeLine {
  text: string;
  /** The parts of the line that were far apart on the page (a title and a right-aligned date, table cells). */
  parts: string[];
  page: number;
  size: number;
  /** Every part is set in a bold face. Absent in documents stored before it was read. */
  bold?: boolean;
  /** Left edge, in points. */
  x?: number;
  /** Space above the line, in its own line heights (from the previous line of its region); 0 for the first. */
  gapBefore?: number;
  /** Column region of the page (0: the page has no columns there). */
  region?: number;
  /** A row of a table (ruling lines): the parts are its cells. */
  table?: boolean;
  /** How many printed lines were joined into this one (wrapped list items, wrapped bullets). */
  joined?: number;
}

/** What the layout tells an ATS-readiness check. */
export interface LayoutFacts {
  pages: number;
  /** Pages with text in two or more side-by-side columns. */
  multiColumnPages: number;
  /** Pages whose content stream alternates between columns, so a plain text extractor mixes them. */
  interleavedPages: number;
  /** Tables (from ruling lines). */
  tables: number;
  /** Characters from icon fonts or private-use code points, which ATS parsers show as garbage. */
  unreadableChars: number;
  /** Smallest body font size in points (0: not known, as for a scan). */
  smallestFontSize: number;
  /** The pages are images without a text layer (a scan), read by OCR. */
  scanned?: boolean;
}

export interface ResumeDocument {
  lines: ResumeLine[];
  /** Link targets behind text (mailto:, LinkedIn, portfolio), which often are not printed in full. */
  links: string[];
  layout: LayoutFacts;
  /** The text of all lines, one per line. */
  text: string;
  /** How the text was read: from the PDF's text layer, or by OCR from a page image. Absent: the text layer. */
  source?: 'text' | 'ocr';
}
