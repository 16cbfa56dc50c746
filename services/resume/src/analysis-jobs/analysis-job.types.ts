import type { PdfProblem } from '../analysis/index.js';

/** What an analysis job returns to the request waiting for it. */
export type AnalysisJobResult =
  | { status: 'completed'; version: number }
  /** The PDF cannot be analysed; `restored` when the previous resume was put back in its place. */
  | { status: 'rejected'; version: number; problem: PdfProblem; restored: boolean }
  /** The resume was deleted (or replaced by a newer version) before the job ran, or the job was not for its version. */
  | { status: 'gone' };
