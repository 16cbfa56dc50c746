export * from './queue.constants.js';
export * from './job-errors.js';
export * from './job-queues.js';
export * from './job-worker.js';
export * from './queues.module.js';
