import { runWorker } from '@pathwise/platform';
import { InterviewAppModule } from './app.module.js';
import { InterviewEnv } from './config.js';

/**
 * An interview worker without HTTP (`ROLE=worker`): question generation, answer evaluation and reply drafts. Docker
 * Compose runs it as `interview-worker`, scaled on its own (`--scale interview-worker=4`); the API then runs with
 * ROLE=http. Same code and config as main.ts.
 */
await runWorker('interview', InterviewEnv, InterviewAppModule);
