import { runService } from '@pathwise/platform';
import { createInterviewApp, InterviewEnv } from './app.js';

await runService('interview', InterviewEnv, createInterviewApp);
