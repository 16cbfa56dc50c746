import { QueueNames } from '@pathwise/contracts';
import { jobWorkerHost } from '@pathwise/platform';
import { PdfParserPool } from '../analysis/index.js';
import type { ResumeConfig } from '../config.js';
import { ResumeAnalysisService } from './resume-analysis.service.js';

/**
 * The resume-analysis worker in this process unless ROLE=http, with its warm PDF parsing threads (one per concurrent
 * job), closed after the worker has finished its jobs.
 */
export const analysisWorkerHost = jobWorkerHost({
  queue: QueueNames.resumeAnalysis,
  inject: [ResumeAnalysisService],
  start: (config: ResumeConfig, analysis: ResumeAnalysisService) => {
    const parser = new PdfParserPool({
      size: config.RESUME_WORKER_CONCURRENCY,
      timeoutMs: config.RESUME_PARSE_TIMEOUT_MS,
      memoryMb: config.RESUME_PARSE_MEMORY_MB,
    });
    return {
      handlers: {
        'analyze-resume': (payload, job) => analysis.handle(payload, job, parser),
        'analyze-profile': (payload, job) => analysis.handle(payload, job, parser),
      },
      concurrency: config.RESUME_WORKER_CONCURRENCY,
      workerOptions: { lockDuration: config.RESUME_JOB_LOCK_MS, stalledInterval: config.RESUME_JOB_LOCK_MS },
      close: () => parser.close(),
    };
  },
});
