import { runService } from '@pathwise/platform';
import { createResumeApp, ResumeEnv } from './app.js';

await runService('resume', ResumeEnv, createResumeApp);
