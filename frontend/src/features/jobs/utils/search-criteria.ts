import { JOB_SEARCH_MAX_PAGE, JobEmploymentType, JobExperienceLevel, MAX_JOB_SEARCH_TEXT } from '@pathwise/contracts';

export type ExperienceLevel = (typeof JobExperienceLevel.options)[number];
export type EmploymentType = (typeof JobEmploymentType.options)[number];

export interface SearchCriteria {
  keyword: string;
  location: string;
  experienceLevel: ExperienceLevel;
  employmentType: EmploymentType;
  remoteOnly: boolean;
  page: number;
}

export const EMPTY_CRITERIA: SearchCriteria = {
  keyword: '',
  location: '',
  experienceLevel: 'any',
  employmentType: 'any',
  remoteOnly: false,
  page: 1,
};

export const EXPERIENCE_LEVEL_OPTIONS: { value: ExperienceLevel; label: string }[] = [
  { value: 'any', label: 'Any experience' },
  { value: 'entry_level', label: 'Entry Level' },
  { value: 'mid_level', label: 'Mid Level' },
  { value: 'senior_level', label: 'Senior Level' },
  { value: 'executive', label: 'Executive' },
];

export const EMPLOYMENT_TYPE_OPTIONS: { value: EmploymentType; label: string }[] = [
  { value: 'any', label: 'Any type' },
  { value: 'FULLTIME', label: 'Full-time' },
  { value: 'PARTTIME', label: 'Part-time' },
  { value: 'CONTRACT', label: 'Contract' },
  { value: 'TEMPORARY', label: 'Temporary' },
  { value: 'INTERN', label: 'Internship' },
];

/**
 * The submitted search lives in the address (/jobs?keyword=nurse&page=2): links, reloads and Back keep it. What the
 * address says is taken only as far as the form and the server take it (an edited or pasted address with a
 * 300-character keyword searches its first 200, rather than failing as if the job boards were down).
 */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const level = JobExperienceLevel.safeParse(params.get('experienceLevel'));
  const type = JobEmploymentType.safeParse(params.get('employmentType'));
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').slice(0, MAX_JOB_SEARCH_TEXT),
    location: (params.get('location') ?? '').slice(0, MAX_JOB_SEARCH_TEXT),
    experienceLevel: level.success ? level.data : 'any',
    employmentType: type.success ? type.data : 'any',
    remoteOnly: params.get('remoteOnly') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= JOB_SEARCH_MAX_PAGE ? page : 1,
  };
}

/** Only what differs from the defaults, so addresses stay short. */
export function toSearchParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.keyword.trim()) params.set('keyword', criteria.keyword.trim());
  if (criteria.location.trim()) params.set('location', criteria.location.trim());
  if (criteria.experienceLevel !== 'any') params.set('experienceLevel', criteria.experienceLevel);
  if (criteria.employmentType !== 'any') params.set('employmentType', criteria.employmentType);
  if (criteria.remoteOnly) params.set('remoteOnly', 'true');
  if (criteria.page > 1) params.set('page', String(criteria.page));
  return params;
}
