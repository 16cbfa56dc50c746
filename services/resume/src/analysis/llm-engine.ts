import { ResumeAnalysis, type SkillEvidence as SkillEvidenceSchema } from '@pathwise/contracts';
import { llmOrLocal, StructuredLlm } from '@pathwise/platform/engines';
import type { z } from 'zod';
import type { AnalysisOutcome, AnalysisRequest, ResumeAnalysisEngine } from './engine.js';
import { linkedinNotes } from './linkedin.js';
import { LocalResumeEngine } from './local-engine.js';
import { analyserData } from './resume-facts.js';

export interface LlmEngineOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** One overall deadline for the model's answer, ms (no retries): past it, the local analysis is used. */
  timeoutMs?: number;
  /** Called when the LLM fails and the local analysis is used instead: the error's class and status, nothing more. */
  onFallback?: (reason: string) => void;
}

/** Well inside the upload's wait (RESUME_WAIT_MS), with time left for parsing and the local engine. */
export const DEFAULT_LLM_DEADLINE_MS = 20_000;

/** What the model writes: the prose, and the skills it reads (each must be found in the resume), as the contract says. */
export const LlmProse = ResumeAnalysis.pick({
  strengths: true,
  weaknesses: true,
  improvementSuggestions: true,
  extractedSkills: true,
});
type LlmProse = z.infer<typeof LlmProse>;
type SkillEvidence = z.infer<typeof SkillEvidenceSchema>;

/** Caps on what is kept of the model's lists. */
const MAX_ITEMS = { strengths: 8, weaknesses: 8, improvementSuggestions: 10, extractedSkills: 60 } as const;

const MAX_RESUME_CHARS = 14_000;

const SYSTEM = [
  'You review resumes for job seekers. You receive the resume text and facts an exact parser already extracted.',
  'Write strengths, weaknesses and improvement suggestions that quote the resume (short quotes in single quotes).',
  'Be specific and actionable; no generic advice. Keep each item to one or two sentences.',
  'extractedSkills: the skills, tools and methods the resume itself names, spelled as in the resume. Never add a',
  'skill that is not written in the resume text.',
].join(' ');

/**
 * An LLM writes the prose parts; the local engine keeps the facts (experience level, years, keywords, ATS score).
 * Skills the model returns are checked by the local skill matcher: a name the taxonomy knows counts only if the
 * matcher, with that name's case and context policy, found it in the resume ('Go' is not in 'go-to-market'); other
 * names must appear as whole words. The LinkedIn notes follow the model's prose. Any failure (network, deadline,
 * refusal, invalid output) falls back to the local analysis, and `engine` records which engine wrote the result.
 */
export class LlmResumeEngine implements ResumeAnalysisEngine {
  readonly name = 'llm' as const;
  private readonly llm: StructuredLlm;
  private readonly local = new LocalResumeEngine();
  private readonly deadlineMs: number;

  constructor(private readonly options: LlmEngineOptions) {
    this.deadlineMs = options.timeoutMs ?? DEFAULT_LLM_DEADLINE_MS;
    this.llm = new StructuredLlm({ ...options, timeoutMs: this.deadlineMs });
  }

  async analyze(request: AnalysisRequest): Promise<AnalysisOutcome> {
    const local = this.local.analyzeSync(request);
    const { value } = await llmOrLocal({
      llm: () => this.withProse(request, local),
      local: () => local,
      onFallback: this.options.onFallback,
    });
    return value;
  }

  /** The local analysis with the model's prose and the skills it found that the matcher confirms. */
  private async withProse(request: AnalysisRequest, local: AnalysisOutcome): Promise<AnalysisOutcome> {
    const prose = await this.askModel(request, local);
    const extra = this.extraSkills(prose.extractedSkills, request, local);
    const notes = request.linkedinUrl ? linkedinNotes(request.linkedinUrl) : null;
    return {
      facts: local.facts,
      analysis: {
        ...local.analysis,
        strengths: withNotes(prose.strengths, local.analysis.strengths, notes?.strengths, MAX_ITEMS.strengths),
        weaknesses: withNotes(prose.weaknesses, local.analysis.weaknesses, notes?.weaknesses, MAX_ITEMS.weaknesses),
        improvementSuggestions: withNotes(
          prose.improvementSuggestions,
          local.analysis.improvementSuggestions,
          notes?.suggestions,
          MAX_ITEMS.improvementSuggestions,
        ),
        extractedSkills: [...local.analysis.extractedSkills, ...extra.map((e) => e.skill)],
        skillEvidence: [...(local.analysis.skillEvidence ?? []), ...extra],
        engine: 'llm',
      },
    };
  }

  /**
   * The model's skills that the local matcher did not already list, each with the line that names it. Names the
   * taxonomy knows are the matcher's call (it found them, and they are listed, or it did not, and they are dropped).
   */
  private extraSkills(proposed: string[], request: AnalysisRequest, local: AnalysisOutcome): SkillEvidence[] {
    const { matcher } = analyserData();
    const lines = request.document.lines.map((l) => l.text);
    const known = new Set(local.analysis.extractedSkills.map((s) => s.toLowerCase()));
    const extra = new Map<string, SkillEvidence>();
    for (const raw of proposed.slice(0, MAX_ITEMS.extractedSkills)) {
      const skill = raw.trim();
      const key = skill.toLowerCase();
      if (!skill || known.has(key) || extra.has(key) || matcher.lookup(skill) !== undefined) continue;
      const evidence = matcher.findPhrase(skill, lines);
      if (evidence) extra.set(key, { skill, evidence });
    }
    return [...extra.values()];
  }

  private async askModel(request: AnalysisRequest, local: AnalysisOutcome): Promise<LlmProse> {
    const f = local.facts;
    const facts = {
      experienceLevel: f.level,
      yearsOfExperience: f.experience.years,
      roles: f.experience.roles.map((r) => ({
        title: r.title,
        organisation: r.organisation,
        dates: r.range.text,
        ...(r.excluded ? { notCounted: r.excluded } : {}),
      })),
      skillsFound: f.skills.map((s) => s.name),
      missingKeywordsForTargets: local.analysis.keywords,
      targetOccupation: f.target?.title,
      relevantYears: f.experience.relevantYears,
      quantifiedBullets: f.bullets.quantified.length,
      bullets: f.bullets.bullets.length,
      weakOpenings: f.bullets.weak.map((w) => w.text),
      sectionsFound: [...f.sections.keys(), ...f.inferredSections],
      contactFound: Object.keys(f.contact),
      pages: f.layout.pages,
      layoutIssues: { interleavedColumns: f.layout.interleavedPages > 0, tables: f.layout.tables },
    };
    // one deadline for the whole call, body included; the model's answer is validated by the contract's schema
    return this.llm.ask({
      schema: LlmProse,
      name: 'resume_feedback',
      system: SYSTEM,
      user: `Parser facts (JSON):\n${JSON.stringify(facts)}\n\nResume text:\n${request.document.text.slice(0, MAX_RESUME_CHARS)}`,
    });
  }
}

/** The model's items (or the local ones when it wrote none), capped, then the LinkedIn notes not already there. */
function withNotes(items: string[], fallback: string[], notes: string[] = [], max: number): string[] {
  const clean = items.map((x) => x.trim()).filter(Boolean);
  const prose = clean.length > 0 ? clean.slice(0, max) : fallback;
  return [...prose, ...notes.filter((n) => !prose.includes(n))];
}
