import { runWorker } from '@pathwise/platform';
import { CareerAppModule } from './app.module.js';
import { CareerEnv } from './config.js';

/**
 * A career-matching worker without HTTP (`ROLE=worker`), for scaling matching apart from the API: run the API with
 * ROLE=http and as many of these as needed. Same code and config as main.ts.
 */
await runWorker('career', CareerEnv, CareerAppModule);
