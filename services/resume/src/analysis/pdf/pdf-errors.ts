/**
 * Why a PDF cannot be analysed: password-protected, not readable as a PDF, no text layer (a scan), or beyond the
 * parsing bounds (took longer than the time limit or more than the memory limit of its thread).
 */
export type PdfProblem = 'encrypted' | 'corrupt' | 'no-text' | 'too-complex';

/**
 * A PDF that cannot be analysed. Kept free of other imports (and of TypeScript-only syntax) because it also runs
 * inside the parsing thread; pdfProblemMessage() gives the words the user sees.
 */
export class ResumePdfError extends Error {
  readonly problem: PdfProblem;
  constructor(problem: PdfProblem) {
    super(`PDF cannot be analysed: ${problem}`);
    this.name = 'ResumePdfError';
    this.problem = problem;
  }
}

/** Maps what pdf-parse / pdf.js throw while opening a document onto our problems. */
export function classifyPdfError(error: unknown): ResumePdfError {
  if (error instanceof ResumePdfError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new ResumePdfError('encrypted');
  return new ResumePdfError('corrupt');
}
