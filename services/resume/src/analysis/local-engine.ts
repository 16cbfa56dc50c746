import type { ResumeAnalysis } from '@pathwise/contracts';
import { atsScore } from './ats-score.js';
import type { AnalysisOutcome, AnalysisRequest, ResumeAnalysisEngine } from './engine.js';
import { writeFeedback } from './feedback/feedback.js';
import { plural } from './feedback/quote.js';
import { linkedinNotes } from './linkedin.js';
import { readResumeFacts, type ResumeFacts } from './resume-facts.js';

/** The built-in analyser: deterministic, offline, and every statement traceable to a line of the resume. */
export class LocalResumeEngine implements ResumeAnalysisEngine {
  readonly name = 'local' as const;

  async analyze(request: AnalysisRequest): Promise<AnalysisOutcome> {
    return this.analyzeSync(request);
  }

  analyzeSync(request: AnalysisRequest): AnalysisOutcome {
    const facts = readResumeFacts(request.document, { now: request.now ?? new Date(), targets: request.targets });
    const feedback = writeFeedback(facts);
    const ats = atsScore(facts);
    if (request.linkedinUrl) {
      const notes = linkedinNotes(request.linkedinUrl);
      feedback.strengths.push(...notes.strengths);
      feedback.weaknesses.push(...notes.weaknesses);
      feedback.improvementSuggestions.push(...notes.suggestions);
    }
    const analysis: ResumeAnalysis = {
      strengths: feedback.strengths,
      weaknesses: feedback.weaknesses,
      improvementSuggestions: feedback.improvementSuggestions,
      experienceLevel: facts.level,
      extractedSkills: facts.skills.map((s) => s.skill),
      keywords: facts.keywords.map((k) => k.name),
      skillEvidence: facts.skills.map((s) => ({ skill: s.skill, evidence: s.evidence })),
      atsScore: ats.score,
      atsReasons: ats.reasons,
      yearsOfExperience: facts.experience.years,
      basis: describeBasis(facts, request),
      engine: 'local',
    };
    return { analysis, facts };
  }
}

export function describeBasis(f: ResumeFacts, request: AnalysisRequest): string {
  const source = f.linkedinExport
    ? `your LinkedIn profile export${request.fileName ? ` (${request.fileName})` : ''}`
    : request.fileName
      ? `the text of ${request.fileName}`
      : 'the text of your resume';
  const roles =
    f.experience.roles.length > 0
      ? `${plural(f.experience.roles.length, 'dated role')} (${f.experience.years} years, overlaps counted once)`
      : f.experience.statedYears !== undefined
        ? `the ${f.experience.statedYears} years of experience you state`
        : 'no dated roles';
  const targets =
    f.targetSource === 'career-matches'
      ? `keywords for your career matches (${f.targets.map((t) => t.title).join(', ')})`
      : f.targetSource === 'job-title'
        ? `keywords for ${f.targets.map((t) => t.title).join(' / ')}, the O*NET occupation of your most recent title`
        : 'no target career for keywords yet (take the quiz to get career matches)';
  const pages = f.layout.pages > 1 ? `${f.layout.pages} pages` : '1 page';
  return `Analysed ${source} (${pages}): ${plural(f.skills.length, 'skill')}, ${roles}, and ${targets}.`;
}
