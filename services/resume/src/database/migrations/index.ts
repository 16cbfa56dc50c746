import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateResumeTables1732500000000 } from './1732500000000-create-resume-tables.js';
import { KeepPreviousResume1732600000000 } from './1732600000000-keep-previous-resume.js';
import { PendingUploads1732700000000 } from './1732700000000-pending-uploads.js';
import { ResumeScores1732800000000 } from './1732800000000-resume-scores.js';

export const RESUME_MIGRATIONS = [
  ...EVENT_MIGRATIONS,
  CreateResumeTables1732500000000,
  KeepPreviousResume1732600000000,
  PendingUploads1732700000000,
  ResumeScores1732800000000,
];
