import { runService } from '@pathwise/platform';
import { createGatewayApp, GatewayEnv } from './app.js';

// The public entry: checks Redis (sessions live there), then serves the SPA and /api on PORT (3000).
await runService('gateway', GatewayEnv, createGatewayApp, { usesDatabase: false });
