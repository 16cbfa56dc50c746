/** The resume as GET /api/resume answers it (keyed by its URL, so the app's default query function fetches it). */
export const RESUME_QUERY_KEY = ['/api/resume'] as const;

/**
 * The dashboard's query key (features/dashboard/api/get-dashboard.ts). Features do not import each other, so the
 * key is repeated here: the dashboard shows resume progress and is refreshed after an upload, analysis or delete.
 */
export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;
