import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateUsers1732400000000 } from './1732400000000-create-users.js';
import { AddPlanChangedAt1764000000000 } from './1764000000000-add-plan-changed-at.js';
import { CreateSessions1764100000000 } from './1764100000000-create-sessions.js';

export const AUTH_MIGRATIONS = [
  ...EVENT_MIGRATIONS,
  CreateUsers1732400000000,
  AddPlanChangedAt1764000000000,
  CreateSessions1764100000000,
];
