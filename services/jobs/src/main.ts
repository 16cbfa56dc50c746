import { runService } from '@pathwise/platform';
import { createJobsApp, JobsEnv } from './app.js';

await runService('jobs', JobsEnv, createJobsApp);
