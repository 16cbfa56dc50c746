import { runWorker } from '@pathwise/platform';
import { ResumeAppModule } from './app.module.js';
import { ResumeEnv } from './config.js';

/**
 * A resume-analysis worker without HTTP (`ROLE=worker`): Docker Compose runs it as `resume-worker`, scaled on its
 * own (`--scale resume-worker=4`). Same code and config as main.ts; the API can then run with ROLE=http.
 */
await runWorker('resume', ResumeEnv, ResumeAppModule);
