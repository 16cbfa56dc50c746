import { runService } from '@pathwise/platform';
import { BillingEnv, createBillingApp } from './app.js';

await runService('billing', BillingEnv, createBillingApp);
