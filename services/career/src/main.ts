import { runService } from '@pathwise/platform';
import { CareerEnv, createCareerApp } from './app.js';

await runService('career', CareerEnv, createCareerApp);
