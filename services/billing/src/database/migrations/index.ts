import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateBillingTables1764100000000 } from './1764100000000-create-billing-tables.js';
import { SpentTrials1764200000000 } from './1764200000000-spent-trials.js';

export const BILLING_MIGRATIONS = [...EVENT_MIGRATIONS, CreateBillingTables1764100000000, SpentTrials1764200000000];
