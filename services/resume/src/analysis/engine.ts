import type { ResumeAnalysis } from '@pathwise/contracts';
import type { ResumeDocument } from './pdf/layout-types.js';
import type { ResumeFacts } from './resume-facts.js';
import type { TargetCareer } from './skills/occupations.js';

export interface AnalysisRequest {
  document: ResumeDocument;
  /** The uploaded file's name, for wording. */
  fileName?: string | null;
  /** The user's career matches, best first, when known (a second, labelled list of keywords). */
  targets?: TargetCareer[];
  /** An occupation the user picked as the resume's target (else its most recent role decides). */
  target?: TargetCareer;
  linkedinUrl?: string | null;
  /** "Today", for 'Present' in date ranges; fixed in tests. */
  now?: Date;
}

export interface AnalysisOutcome {
  analysis: ResumeAnalysis;
  facts: ResumeFacts;
}

/** One way of turning a resume into an analysis. The local engine always works; an LLM engine may write prose. */
export interface ResumeAnalysisEngine {
  readonly name: 'local' | 'llm';
  analyze(request: AnalysisRequest): Promise<AnalysisOutcome>;
}
