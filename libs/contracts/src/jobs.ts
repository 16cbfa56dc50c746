import { z } from 'zod';
import { controlCharactersMessage, isMultiLineText, isSingleLineText } from './common.js';
import { JOB_SEARCH_MAX_PAGE } from './constants.js';

const EXPERIENCE_LEVEL_VALUES = ['any', 'entry_level', 'mid_level', 'senior_level', 'executive'] as const;
const EMPLOYMENT_TYPE_VALUES = ['any', 'FULLTIME', 'PARTTIME', 'CONTRACT', 'TEMPORARY', 'INTERN'] as const;
export const JobExperienceLevel = z.enum(EXPERIENCE_LEVEL_VALUES, {
  error: `experienceLevel must be one of ${EXPERIENCE_LEVEL_VALUES.join(', ')}`,
});
export const JobEmploymentType = z.enum(EMPLOYMENT_TYPE_VALUES, {
  error: `employmentType must be one of ${EMPLOYMENT_TYPE_VALUES.join(', ')}`,
});

/** The longest keyword or location a job search takes (the form stops there; so does an address read back). */
export const MAX_JOB_SEARCH_TEXT = 200;

/** GET /api/jobs/search query (DECISIONS.md). */
export const JobSearchQuery = z.object({
  keyword: z
    .string({ error: 'keyword must be text' })
    .trim()
    .max(MAX_JOB_SEARCH_TEXT, { error: `keyword must be at most ${MAX_JOB_SEARCH_TEXT} characters` })
    .refine(isSingleLineText, { error: controlCharactersMessage('keyword') })
    .optional()
    .default(''),
  location: z
    .string({ error: 'location must be text' })
    .trim()
    .max(MAX_JOB_SEARCH_TEXT, { error: `location must be at most ${MAX_JOB_SEARCH_TEXT} characters` })
    .refine(isSingleLineText, { error: controlCharactersMessage('location') })
    .optional()
    .default(''),
  experienceLevel: JobExperienceLevel.optional().default('any'),
  employmentType: JobEmploymentType.optional().default('any'),
  remoteOnly: z
    .enum(['true', 'false'], { error: "remoteOnly must be 'true' or 'false'" })
    .optional()
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce
    .number({ error: `page must be a whole number from 1 to ${JOB_SEARCH_MAX_PAGE}` })
    .int({ error: `page must be a whole number from 1 to ${JOB_SEARCH_MAX_PAGE}` })
    .min(1, { error: `page must be a whole number from 1 to ${JOB_SEARCH_MAX_PAGE}` })
    .max(JOB_SEARCH_MAX_PAGE, { error: `page must be a whole number from 1 to ${JOB_SEARCH_MAX_PAGE}` })
    .optional()
    .default(1),
});
export type JobSearchQuery = z.input<typeof JobSearchQuery>;

/** Every board a listing was found on (a duplicate across boards is one listing that keeps each link). */
export const JobListingSource = z.object({ source: z.string(), url: z.string() });

export const JobListing = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string().nullable().optional(),
  employmentType: z.string(),
  remote: z.boolean(),
  experienceLevel: z.string(),
  postedDate: z.string(),
  applicationUrl: z.string(),
  source: z.string(),
  description: z.string(),
  benefits: z.string().optional(),
  requirements: z.string().optional(),
  /** Beyond the spec: the boards that carry the same job, the first being `source` ("also on Arbeitnow"). */
  sources: z.array(JobListingSource).optional(),
  /** Beyond the spec: the O*NET occupation the title maps to, when it maps to one. */
  occupationCode: z.string().nullable().optional(),
});
export type JobListing = z.infer<typeof JobListing>;

export const JobSearchResponse = z.object({
  jobs: z.array(JobListing),
  total_results: z.number().int(),
  has_more: z.boolean(),
  /** Beyond the spec: true when there are more matches than total_results counts (the screen shows "1,000+"). */
  total_capped: z.boolean().optional(),
});
export type JobSearchResponse = z.infer<typeof JobSearchResponse>;

const jobId = z
  .string({ error: (issue) => (issue.input === undefined ? 'jobId is required' : 'jobId must be text') })
  .trim()
  .min(1, { error: 'jobId is required' })
  .max(300, { error: 'jobId must be at most 300 characters' })
  .refine(isSingleLineText, { error: controlCharactersMessage('jobId') });

/** POST /api/jobs/save */
export const SaveJobRequest = z.object({ jobId });
export const SavedJob = z.object({
  id: z.string(),
  jobId: z.string(),
  savedAt: z.string(),
  job: JobListing.nullable().optional(),
});
export const SavedJobList = z.array(SavedJob);

/** POST /api/jobs/apply */
export const ApplyJobRequest = z.object({
  jobId,
  notes: z
    .string({ error: 'Notes must be text' })
    .max(5000, { error: 'Notes must be at most 5000 characters' })
    .refine(isMultiLineText, { error: controlCharactersMessage('Notes') })
    .nullish(),
});
export const JobApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  notes: z.string().nullable(),
  appliedAt: z.string(),
  job: JobListing.nullable().optional(),
});
export const JobApplicationList = z.array(JobApplication);

export const JobsMessages = {
  jobNotFound: 'Job not found',
  tooManyJobIds: 'Ask for at most 50 jobs at a time',
} as const;

/**
 * The credit and link back that each board's terms ask for (shown beside its listings). `Demo` is the generated
 * offline index (DECISIONS.md).
 */
export const JOB_SOURCE_CREDITS: Record<string, { label: string; url: string }> = {
  Remotive: { label: 'Remote jobs from Remotive', url: 'https://remotive.com' },
  Arbeitnow: { label: 'Jobs from Arbeitnow', url: 'https://www.arbeitnow.com' },
  Adzuna: { label: 'Jobs by Adzuna', url: 'https://www.adzuna.com' },
  JSearch: { label: 'Jobs via JSearch', url: 'https://www.openwebninja.com/api/jsearch' },
  USAJOBS: { label: 'Federal jobs from USAJOBS', url: 'https://www.usajobs.gov' },
  'The Muse': { label: 'Jobs from The Muse', url: 'https://www.themuse.com' },
};
export const DEMO_JOB_SOURCE = 'Demo';

/** GET /api/jobs/insights: the local job market for the user's career matches (or the given occupation codes). */
export const JobInsightsQuery = z.object({
  codes: z
    .string()
    .trim()
    .max(400)
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((c) => c.trim())
                .filter(Boolean),
            ),
          ].slice(0, 24)
        : [],
    ),
});
export const JobPaySpread = z.object({
  /** Annualised, in the listings' currency (USD for the U.S. figures). */
  min: z.number(),
  median: z.number(),
  max: z.number(),
  samples: z.number().int(),
  currency: z.string(),
  /** Which listings the spread is taken from: those near the user, or every listing of the occupation. */
  scope: z.enum(['nearby', 'national']),
});
export const OccupationInsight = z.object({
  code: z.string(),
  title: z.string(),
  /** Open listings near the user's location; null when the profile has no location the index understands. */
  nearby: z.number().int().nullable(),
  remote: z.number().int(),
  /** Every open listing of the occupation in the index. */
  total: z.number().int(),
  pay: JobPaySpread.nullable(),
  /** The words to search for these listings on /jobs. */
  searchKeyword: z.string(),
  /** These figures come from the generated demo index (no live board has listings of the occupation). */
  demo: z.boolean(),
});
export const JobInsightsResponse = z.object({
  /** The user's location as the index reads it ("Austin, TX"), or null. */
  location: z.string().nullable(),
  /** The figures come from the generated demo index, not from live job boards. */
  demo: z.boolean(),
  generatedAt: z.string(),
  occupations: z.array(OccupationInsight),
});
export type JobInsightsResponse = z.infer<typeof JobInsightsResponse>;
export type OccupationInsight = z.infer<typeof OccupationInsight>;

/** GET /api/jobs/fit?jobIds=a,b,c: how well each listing fits the user's resume and career matches. */
export const JobFitQuery = z.object({
  jobIds: z
    .string({ error: 'jobIds is required' })
    .trim()
    .min(1, { error: 'jobIds is required' })
    .max(4000, { error: 'jobIds must be at most 4000 characters' })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length <= 50, { error: JobsMessages.tooManyJobIds }),
});
export const JobFit = z.object({
  jobId: z.string(),
  /** 0-100. */
  score: z.number().int(),
  label: z.enum(['Strong fit', 'Good fit', 'Partial fit', 'Low fit']),
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  /** The user's career match this listing's occupation is, if any. */
  careerMatch: z.object({ code: z.string(), title: z.string(), matchScore: z.number() }).nullable(),
  /** One line on the experience the listing asks for against the user's. */
  levelNote: z.string().nullable(),
});
export const JobFitResponse = z.object({
  /** False until a resume analysis has arrived: no scores then, the screen asks for a resume. */
  hasResume: z.boolean(),
  fits: z.array(JobFit),
});
export type JobFit = z.infer<typeof JobFit>;
export type JobFitResponse = z.infer<typeof JobFitResponse>;
export type SavedJob = z.infer<typeof SavedJob>;
export type JobApplication = z.infer<typeof JobApplication>;
