import { type Resume, type ResumeAnalysis, ResumeMessages } from '@pathwise/contracts';
import type { Plan } from '@pathwise/platform';
import { pdfProblemMessage } from '../analysis/index.js';
import type { AnalysisStatus, ResumeProblem } from './resume.entity.js';

/** What the view reads (never the file or its text). */
export interface ResumeViewRow {
  id: string;
  fileName: string | null;
  linkedinUrl: string | null;
  uploadedAt: Date;
  status: AnalysisStatus;
  analysis: ResumeAnalysis | null;
  analyzedAt: Date | null;
  problem: ResumeProblem | null;
}

/**
 * The analysis a plan may see: premium gets the rewrite suggestions, a free user only how many Premium would add.
 * Every way out of the service (the API, the account export) goes through it, so no path hands a free user Premium.
 */
export function analysisForPlan(analysis: ResumeAnalysis, plan: Plan): ResumeAnalysis {
  if (plan !== 'premium') {
    const { rewrites, ...rest } = analysis;
    return { ...rest, premiumPreview: { rewrites: rewrites?.length ?? 0 } };
  }
  return { ...analysis, rewrites: analysis.rewrites ?? [] };
}

/** What the user is told about a problem: what is wrong and what to do. */
export function problemMessage(problem: ResumeProblem): string {
  if (problem === 'failed') return ResumeMessages.analysisFailed;
  if (problem === 'unanalysable') return ResumeMessages.unanalysable;
  return pdfProblemMessage(problem);
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
