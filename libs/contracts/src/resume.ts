import { z } from 'zod';
import { controlCharactersMessage, isMultiLineText, isSingleLineText } from './common.js';
import { EXPERIENCE_LEVELS } from './constants.js';

export const ResumeMessages = {
  invalidType: 'Please upload a PDF file only.',
  noFile: 'Please select a PDF file to upload.',
  tooLarge: 'File Too Large: Please upload a PDF smaller than 5MB.',
  missingUrl: 'Please enter your LinkedIn profile URL.',
  noResume: 'No resume found',
  encrypted:
    'This PDF is password-protected, so it cannot be read. Remove the password (or print it to a new PDF) and upload it again.',
  corrupt:
    'This file could not be read as a PDF. It may be damaged; export it again from your editor and upload the new file.',
  noText:
    'This PDF has no text layer (it looks like a scanned image) and its text could not be read reliably from the image, so it cannot be analysed. Export a text-based PDF from your word processor or resume builder and upload that instead.',
  tooComplex:
    'This PDF is too complex to read within our limits (it took too long or needed too much memory). Export it again as a simple text-based PDF (standard fonts, fewer images) and upload the new file.',
  /** The analyser failed on what the file holds (no dependency was away): the same file would fail again. */
  unanalysable:
    'This file could not be analysed: something in its contents stopped our analyser. Export it again as a simple text-based PDF (standard fonts, one column) and upload the new file.',
  busy: 'Resume analysis is taking longer than expected. Your file is saved and will be analysed shortly; please try again in a minute.',
  /** No analysis worker is running at all: the upload is kept and analysed once one starts. */
  notRunning:
    'Resume analysis is not running at the moment. Your file is saved and will be analysed as soon as it is back; please check again in a few minutes.',
  /** A newer upload (or profile address) replaced this one before its analysis ran: only the newest is analysed. */
  superseded:
    'A newer upload replaced this one before its analysis finished, so only the newer one is analysed. Check your resume for its analysis.',
  /** The analysis job failed for good (after its retries) for a reason that is neither the file nor a dependency. */
  analysisFailed:
    'Your resume could not be analysed because of a problem on our side. Please try uploading it again in a few minutes.',
  /** Said with the failure when an earlier resume was put back. */
  previousKept: 'Your previous resume and its analysis are kept.',
} as const;

/** Where the analysis of the current resume is (GET /api/resume). */
export const ResumeStatus = z.enum(['queued', 'processing', 'completed', 'rejected', 'failed']);
export type ResumeStatus = z.infer<typeof ResumeStatus>;

export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS);
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

/**
 * A skill with the resume line it was read from. Beyond the first version: other names the resume gives it, the
 * dictionary's name for it, and whether it came from a skills list or from the text.
 */
export const SkillEvidence = z.object({
  skill: z.string(),
  evidence: z.string(),
  aliases: z.array(z.string()).optional(),
  canonical: z.string().optional(),
  source: z.enum(['list', 'text']).optional(),
});

/** An O*NET occupation. */
export const OccupationRef = z.object({ code: z.string(), title: z.string() });
export type OccupationRef = z.infer<typeof OccupationRef>;

/**
 * Keywords a group of target careers asks for that the resume does not name: those of the resume's own line of
 * work ('resume') and those of the user's career matches ('career-matches'), each labelled.
 */
export const ResumeKeywordGroup = z.object({
  source: z.enum(['resume', 'career-matches']),
  label: z.string(),
  occupations: z.array(OccupationRef),
  keywords: z.array(z.string()),
});
export type ResumeKeywordGroup = z.infer<typeof ResumeKeywordGroup>;

/**
 * A rewrite suggestion for a weak bullet (Premium's "resume optimisation feedback"): the bullet with a stronger
 * opening verb and a bracketed placeholder for the result it is missing, and the questions that ask for the figures
 * only the user knows. It keeps the user's own facts: no number, tool or employer that the bullet does not have.
 */
export const BulletRewrite = z.object({
  original: z.string(),
  rewrite: z.string(),
  /** The stronger verb it opens with, when the bullet opened weakly. */
  verb: z.string().optional(),
  questions: z.array(z.string()),
  /** What makes the bullet weak, in words. */
  issues: z.array(z.string()),
});
export type BulletRewrite = z.infer<typeof BulletRewrite>;

/** The analysis stored as a JSON string (spec section 3); fields past the spec are optional. */
export const ResumeAnalysis = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  improvementSuggestions: z.array(z.string()),
  experienceLevel: z.string(),
  extractedSkills: z.array(z.string()),
  keywords: z.array(z.string()),
  skillEvidence: z.array(SkillEvidence).optional(),
  atsScore: z.number().min(0).max(100).optional(),
  atsReasons: z.array(z.string()).optional(),
  /** Years in the line of work the resume aims at (the level is read from these). */
  yearsOfExperience: z.number().optional(),
  /** Years of professional work in all (internships, rotations, student jobs and volunteering left out). */
  totalYearsOfExperience: z.number().optional(),
  /** How the level was read, in words. */
  levelReason: z.string().optional(),
  /** The O*NET occupation the resume aims at, and where that came from. */
  targetOccupation: OccupationRef.extend({ source: z.enum(['chosen', 'recent-role', 'headline']) }).optional(),
  /** Recommended keywords by where they come from; `keywords` repeats the first group's. */
  keywordGroups: z.array(ResumeKeywordGroup).optional(),
  /** The text was read by OCR from a page image (a scanned resume) rather than from the PDF's text layer. */
  textSource: z.enum(['text', 'ocr']).optional(),
  basis: z.string().optional(),
  engine: z.enum(['local', 'llm']).optional(),
  /** Premium: a rewrite suggestion for each weak bullet (absent for free users, who get `premiumPreview`). */
  rewrites: z.array(BulletRewrite).optional(),
  /** Free users: what Premium adds to this analysis (how many bullets it would suggest rewrites for). */
  premiumPreview: z.object({ rewrites: z.number().int().nonnegative() }).optional(),
});
export type ResumeAnalysis = z.infer<typeof ResumeAnalysis>;

export const Resume = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  uploadedAt: z.string(),
  /** JSON string of ResumeAnalysis. */
  analysis: z.string().nullable(),
  /** When the analysis shown was written (null while there is none). Beyond the spec, optional. */
  analyzedAt: z.string().nullable().optional(),
  /** Where the analysis stands: queued or processing (on its way), completed, rejected (unreadable PDF), failed. */
  status: ResumeStatus.optional(),
  /**
   * What went wrong, in words for the user: why the PDF could not be analysed or why the analysis failed; with status
   * completed, why the last upload was not used (the previous resume was kept). Null when nothing did.
   */
  problem: z.string().nullable().optional(),
});
export type Resume = z.infer<typeof Resume>;

/** POST /api/resume/upload and POST /api/resume/linkedin */
export const ResumeAnalysisResponse = z.object({ resume: Resume, analysis: ResumeAnalysis });
export type ResumeAnalysisResponse = z.infer<typeof ResumeAnalysisResponse>;

/** GET /api/resume: the resume, or null when there is none. */
export const GetResumeResponse = Resume.nullable();

/** POST /api/resume/linkedin: non-blank after trimming, no format check (spec). */
export const LinkedinRequest = z.object({
  linkedinUrl: z
    .string({ error: ResumeMessages.missingUrl })
    .trim()
    .min(1, { error: ResumeMessages.missingUrl })
    .max(500, { error: 'LinkedIn profile URL must be at most 500 characters' })
    .refine(isSingleLineText, { error: controlCharactersMessage('LinkedIn profile URL') }),
});
export type LinkedinRequest = z.infer<typeof LinkedinRequest>;

export const ResumeMatchMessages = {
  missing: 'Please paste the job description.',
  tooShort: 'Please paste the whole job description (at least 100 characters), including its requirements.',
  tooLong: 'The job description is too long: paste at most 20,000 characters (its title, duties and requirements).',
  noResume: 'Upload your resume first: the job description is matched against your current resume.',
  notReady: 'Your resume is still being analysed; try the match again in a moment.',
  profileOnly:
    'A job description is matched against the text of your resume: upload it as a PDF (or your LinkedIn "Save to PDF" export) first.',
} as const;

/** POST /api/resume/match (beyond the spec): a job description to match the current resume against. */
export const ResumeMatchRequest = z.object({
  jobDescription: z
    .string({ error: ResumeMatchMessages.missing })
    .trim()
    .min(1, { error: ResumeMatchMessages.missing })
    .min(100, { error: ResumeMatchMessages.tooShort })
    .max(20_000, { error: ResumeMatchMessages.tooLong })
    .refine(isMultiLineText, { error: controlCharactersMessage('The job description') }),
});
export type ResumeMatchRequest = z.infer<typeof ResumeMatchRequest>;

const SkillMatchSet = z.object({ matched: z.array(z.string()), missing: z.array(z.string()) });

/** How the current resume meets a job description: the match rate, skills matched and missing, the job title. */
export const ResumeMatchResponse = z.object({
  /** 0-100: hard skills weigh most, then the job title and soft skills. */
  matchRate: z.number().int().min(0).max(100),
  hardSkills: SkillMatchSet,
  softSkills: SkillMatchSet,
  jobTitle: z.object({
    /** The title the posting is for, as it prints it (null when none could be read). */
    posting: z.string().nullable(),
    /** The resume's title closest to it (its most recent role or headline). */
    resume: z.string().nullable(),
    /** exact: the resume names the posting's title; related: same O*NET occupation; different; unknown. */
    match: z.enum(['exact', 'related', 'different', 'unknown']),
    advice: z.string(),
  }),
  /** What each part is based on, in words. */
  notes: z.array(z.string()),
});
export type ResumeMatchResponse = z.infer<typeof ResumeMatchResponse>;
