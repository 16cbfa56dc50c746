/** One run of text on a page, in PDF points with y measured from the top of the page. */
export interface TextPiece {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Position in the page's content stream: the order a plain text extractor reads it in. */
  order: number;
}

/** Pieces on one baseline that sit close together. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  size: number;
  firstOrder: number;
}

/** Segments on one baseline, left to right. */
export interface Row {
  y: number;
  size: number;
  segments: Segment[];
}

/** A line of the resume in reading order. */
export interface ResumeLine {
  text: string;
  /** The parts of the line that were far apart on the page (a title and a right-aligned date, table cells). */
  parts: string[];
  page: number;
  size: number;
}

/** What the layout tells an ATS-readiness check. */
export interface LayoutFacts {
  pages: number;
  /** Pages with text in two or more side-by-side columns. */
  multiColumnPages: number;
  /** Pages whose content stream alternates between columns, so a plain text extractor mixes them. */
  interleavedPages: number;
  /** Grids of three or more aligned columns (tables). */
  tables: number;
  /** Characters from icon fonts or private-use code points, which ATS parsers show as garbage. */
  unreadableChars: number;
  /** Smallest body font size in points. */
  smallestFontSize: number;
}

export interface ResumeDocument {
  lines: ResumeLine[];
  /** Link targets behind text (mailto:, LinkedIn, portfolio), which often are not printed in full. */
  links: string[];
  layout: LayoutFacts;
  /** The text of all lines, one per line. */
  text: string;
}
