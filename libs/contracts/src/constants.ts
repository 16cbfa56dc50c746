/** Business constants of the spec (section 9), in one place for the front end and the services. */
export const PREMIUM_PRICE_USD = 14.99;
export const PREMIUM_PRICE_LABEL = '$14.99';
export const FREE_TRIAL_DAYS = 7;
export const MAX_DASHBOARD_RECOMMENDATIONS = 3;
export const MAX_ACTION_STEPS_SHOWN = 3;
export const RECENT_CONVERSATIONS = 5;
export const INTERVIEW_SCORE_BADGE_THRESHOLD = 70;
export const MULTIPLE_CHOICE_SEPARATOR = '|||';
export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const JOB_DESCRIPTION_PREVIEW = 150;
export const JOB_SEARCH_PAGE_SIZE = 12;
/** The last page a job search serves (12,000 listings deep): past it a search says `has_more: false`. */
export const JOB_SEARCH_MAX_PAGE = 1000;
export const JOB_SKELETON_CARDS = 6;
export const JOB_SEARCH_RETRIES = 2;
export const JOB_SEARCH_RETRY_DELAY_MS = 1000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const SIGNUP_REDIRECT_MS = 8000;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_NAME_LENGTH = 2;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const FIXED_CAREER_PATHS = [
  'Software Engineer',
  'Product Manager',
  'Data Analyst',
  'Marketing Manager',
  'Sales Representative',
] as const;
/** Experience words of interview setup and resume analysis (DECISIONS.md). */
export const EXPERIENCE_LEVELS = ['entry-level', 'mid-level', 'senior-level'] as const;
export const EXPERIENCE_LEVEL_LABELS: Record<(typeof EXPERIENCE_LEVELS)[number], string> = {
  'entry-level': 'Entry Level (0-2 years)',
  'mid-level': 'Mid Level (3-5 years)',
  'senior-level': 'Senior Level (6+ years)',
};
/** A resume analysis's level when nothing could be read it from (a LinkedIn profile address alone). */
export const UNKNOWN_EXPERIENCE_LEVEL = 'unknown';
