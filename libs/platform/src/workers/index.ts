export * from './role.js';
export * from './run-worker.js';
export * from './job-worker-host.js';
