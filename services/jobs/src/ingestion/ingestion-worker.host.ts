import { QueueNames } from '@pathwise/contracts';
import { jobWorkerHost } from '@pathwise/platform';
import { IngestionRunner } from './ingestion-runner.service.js';

/** The ingestion worker in this process (the service has no separate worker: board runs are light and rare). */
export const ingestionWorkerHost = jobWorkerHost({
  queue: QueueNames.jobIngestion,
  inject: [IngestionRunner],
  start: (_config, runner: IngestionRunner) => ({
    handlers: { 'ingest-jobs': (payload) => runner.run(payload) },
  }),
});
