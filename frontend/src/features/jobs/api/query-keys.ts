export const SAVED_JOBS_QUERY_KEY = ['/api/jobs/saved'] as const;
export const APPLICATIONS_QUERY_KEY = ['/api/jobs/applications'] as const;
export const JOB_SEARCH_QUERY_KEY = '/api/jobs/search';
export const JOB_FIT_QUERY_KEY = '/api/jobs/fit';
