export const CAREER_PATHS_QUERY_KEY = ['/api/interview/career-paths'] as const;
export const SESSIONS_QUERY_KEY = ['/api/interview/sessions'] as const;
export const sessionQueryKey = (sessionId: string) => ['/api/interview/sessions', sessionId] as const;
