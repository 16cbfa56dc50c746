import type { ResumeAnalysis } from '@pathwise/contracts';
import { atsScore } from './ats-score.js';
import type { AnalysisOutcome, AnalysisRequest, ResumeAnalysisEngine } from './engine.js';
import { writeFeedback } from './feedback/feedback.js';
import { plural } from './feedback/quote.js';
import { levelReason } from './feedback/level-reason.js';
import { linkedinNotes } from './linkedin.js';
import { analyserData, readResumeFacts, type ResumeFacts } from './resume-facts.js';
import { keywordGaps } from './skills/keyword-gaps.js';

/** The built-in analyser: deterministic, offline, and every statement traceable to a line of the resume. */
export class LocalResumeEngine implements ResumeAnalysisEngine {
  readonly name = 'local' as const;

  async analyze(request: AnalysisRequest): Promise<AnalysisOutcome> {
    return this.analyzeSync(request);
  }

  analyzeSync(request: AnalysisRequest): AnalysisOutcome {
    const facts = readResumeFacts(request.document, { now: request.now ?? new Date(), target: request.target });
    const { occupations } = analyserData();
    const keywordGroups = keywordGaps(
      {
        skillIds: facts.skills.map((s) => s.id).filter((id): id is number => id !== undefined),
        skillNames: facts.skills.map((s) => s.name),
        resumeTarget: facts.target,
        careerMatches: request.targets,
      },
      occupations,
    );
    const feedback = writeFeedback(facts, keywordGroups);
    const ats = atsScore(facts, keywordGroups);
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
      extractedSkills: facts.skills.map((s) => s.name),
      keywords: keywordGroups[0]?.keywords ?? [],
      keywordGroups,
      skillEvidence: facts.skills.map((s) => ({
        skill: s.name,
        evidence: s.evidence,
        ...(s.aliases.length ? { aliases: s.aliases } : {}),
        ...(s.canonical && s.canonical !== s.name ? { canonical: s.canonical } : {}),
        source: s.source,
      })),
      atsScore: ats.score,
      atsReasons: ats.reasons,
      yearsOfExperience: facts.experience.relevantYears,
      totalYearsOfExperience: facts.experience.years,
      levelReason: levelReason(facts),
      ...(facts.target
        ? { targetOccupation: { code: facts.target.code, title: facts.target.title, source: facts.target.source } }
        : {}),
      ...(request.document.source === 'ocr' ? { textSource: 'ocr' as const } : {}),
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
  const read = request.document.source === 'ocr' ? ', read by OCR from the page image (it has no text layer)' : '';
  const roles = f.experience.roles.filter((r) => !r.excluded);
  const dated =
    roles.length > 0
      ? `${plural(roles.length, 'dated role')} (${f.experience.years} years, overlaps counted once)`
      : f.experience.statedYears !== undefined
        ? `the ${f.experience.statedYears} years of experience you state`
        : 'no dated roles';
  const target = f.target
    ? `your line of work read as ${f.target.title} (O*NET ${f.target.code})`
    : 'no line of work that an O*NET occupation names';
  const pages = f.layout.pages > 1 ? `${f.layout.pages} pages` : '1 page';
  return `Analysed ${source}${read} (${pages}): ${plural(f.skills.length, 'skill')}, ${dated}, and ${target}.`;
}
