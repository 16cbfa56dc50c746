import { type Resume, ResumeMessages } from '@pathwise/contracts';
import { pdfProblemMessage } from '../analysis/index.js';
import type { ResumeEntity, ResumeProblem } from './resume.entity.js';

/** The columns the view reads (never the file, its text or the kept previous version). */
export type ResumeViewRow = Pick<
  ResumeEntity,
  'id' | 'fileName' | 'linkedinUrl' | 'uploadedAt' | 'status' | 'analysis' | 'analyzedAt' | 'problem'
>;

/** What the user is told about a problem: what is wrong and what to do. */
export function problemMessage(problem: ResumeProblem): string {
  return problem === 'failed' ? ResumeMessages.analysisFailed : pdfProblemMessage(problem);
}

/**
 * The resume as the API shows it: the analysis as a JSON string (spec section 3), only once it is complete; plus,
 * beyond the spec, when it was written, where the analysis stands and what went wrong.
 */
export function toResumeView(row: ResumeViewRow): Resume {
  const analysed = row.status === 'completed' && row.analysis !== null;
  return {
    id: row.id,
    fileName: row.fileName,
    linkedinUrl: row.linkedinUrl,
    uploadedAt: row.uploadedAt.toISOString(),
    analysis: analysed ? JSON.stringify(row.analysis) : null,
    analyzedAt: analysed && row.analyzedAt ? row.analyzedAt.toISOString() : null,
    status: row.status,
    problem: viewProblem(row),
  };
}

function viewProblem(row: ResumeViewRow): string | null {
  if (!row.problem) return null;
  if (row.status === 'rejected' || row.status === 'failed') return problemMessage(row.problem);
  if (row.status === 'completed') {
    return `The file you uploaded last could not be used, so your previous resume is kept. ${problemMessage(row.problem)}`;
  }
  return null;
}
