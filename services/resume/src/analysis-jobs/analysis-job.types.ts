import type { UploadProblem } from '../resume/resume.entity.js';

/** What an analysis job returns to the request waiting for it. */
export type AnalysisJobResult =
  | { status: 'completed'; version: number }
  /** The file cannot be analysed; `restored` when the previous resume was put back in its place. */
  | { status: 'rejected'; version: number; problem: UploadProblem; restored: boolean }
  /** The resume was deleted (or replaced by a newer version) before the job ran, or the job was not for its version. */
  | { status: 'gone' };
