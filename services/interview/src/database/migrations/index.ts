import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateInterviewTables1733300000000 } from './1733300000000-create-interview-tables.js';
import { CreateStartRequests1764400000000 } from './1764400000000-create-start-requests.js';
import { GeneralisePendingRequests1764500000000 } from './1764500000000-generalise-pending-requests.js';

export const INTERVIEW_MIGRATIONS = [
  ...EVENT_MIGRATIONS,
  CreateInterviewTables1733300000000,
  CreateStartRequests1764400000000,
  GeneralisePendingRequests1764500000000,
];
