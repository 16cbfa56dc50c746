import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateBillingTables1764100000000 } from './1764100000000-create-billing-tables.js';

export const BILLING_MIGRATIONS = [...EVENT_MIGRATIONS, CreateBillingTables1764100000000];
