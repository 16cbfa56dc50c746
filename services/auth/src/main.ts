import { runService } from '@pathwise/platform';
import { AuthEnv, createAuthApp } from './app.js';

await runService('auth', AuthEnv, createAuthApp);
