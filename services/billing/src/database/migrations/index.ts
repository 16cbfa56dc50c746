import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateBillingTables1764100000000 } from './1764100000000-create-billing-tables.js';
import { SpentTrials1764200000000 } from './1764200000000-spent-trials.js';
import { EmailEventAt1764300000000 } from './1764300000000-email-event-at.js';

export const BILLING_MIGRATIONS = [
  ...EVENT_MIGRATIONS,
  CreateBillingTables1764100000000,
  SpentTrials1764200000000,
  EmailEventAt1764300000000,
];
