export * from './test-env.js';
export * from './service-harness.js';
export * from './schema-drift.js';
export * from './fake-openai.js';
export * from './event-sender.js';
export * from './broken-uploads.js';
export * from './fail-queue-adds.js';
export * from './tcp-proxy.js';
