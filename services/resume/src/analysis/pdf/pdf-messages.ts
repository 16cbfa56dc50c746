import { ResumeMessages } from '@pathwise/contracts';
import type { PdfProblem } from './pdf-errors.js';

/** What the user is told about a PDF that cannot be analysed: what is wrong and what to do. */
export function pdfProblemMessage(problem: PdfProblem): string {
  switch (problem) {
    case 'encrypted':
      return ResumeMessages.encrypted;
    case 'no-text':
      return ResumeMessages.noText;
    case 'too-complex':
      return ResumeMessages.tooComplex;
    default:
      return ResumeMessages.corrupt;
  }
}
