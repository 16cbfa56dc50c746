import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateCareerTables1732420000000 } from './1732420000000-create-career-tables.js';
import { AddReasoningEngine1732420000001 } from './1732420000001-add-reasoning-engine.js';
import { AddResumeEventAt1732420000002 } from './1732420000002-add-resume-event-at.js';
import { AddDeletedUsers1732420000003 } from './1732420000003-add-deleted-users.js';
import { AddJobMarket1732420000004 } from './1732420000004-add-job-market.js';
import { AddMatchSnapshot1732420000050 } from './1732420000050-add-match-snapshot.js';
import { MergeDeletedUsers1795600000000 } from './1795600000000-merge-deleted-users.js';

export const CAREER_MIGRATIONS = [
  ...EVENT_MIGRATIONS,
  CreateCareerTables1732420000000,
  AddReasoningEngine1732420000001,
  AddResumeEventAt1732420000002,
  AddDeletedUsers1732420000003,
  AddJobMarket1732420000004,
  AddMatchSnapshot1732420000050,
  MergeDeletedUsers1795600000000,
];
