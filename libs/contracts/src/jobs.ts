import { z } from 'zod';

export const JobExperienceLevel = z.enum(['any', 'entry_level', 'mid_level', 'senior_level', 'executive']);
export const JobEmploymentType = z.enum(['any', 'FULLTIME', 'PARTTIME', 'CONTRACT', 'TEMPORARY', 'INTERN']);

/** GET /api/jobs/search query (DECISIONS.md). */
export const JobSearchQuery = z.object({
  keyword: z.string().trim().max(200).optional().default(''),
  location: z.string().trim().max(200).optional().default(''),
  experienceLevel: JobExperienceLevel.optional().default('any'),
  employmentType: JobEmploymentType.optional().default('any'),
  remoteOnly: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
export type JobSearchQuery = z.input<typeof JobSearchQuery>;

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
});
export type JobListing = z.infer<typeof JobListing>;

export const JobSearchResponse = z.object({
  jobs: z.array(JobListing),
  total_results: z.number().int(),
  has_more: z.boolean(),
});
export type JobSearchResponse = z.infer<typeof JobSearchResponse>;

const jobId = z.string({ error: 'jobId is required' }).trim().min(1, { error: 'jobId is required' }).max(300);

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
  notes: z.string().max(5000, { error: 'Notes must be at most 5000 characters' }).nullish(),
});
export const JobApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  notes: z.string().nullable(),
  appliedAt: z.string(),
  job: JobListing.nullable().optional(),
});
export const JobApplicationList = z.array(JobApplication);
