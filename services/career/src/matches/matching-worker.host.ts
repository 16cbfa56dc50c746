import { QueueNames } from '@pathwise/contracts';
import { jobWorkerHost } from '@pathwise/platform';
import { MatchingService } from './matching.service.js';

/** The career-matching worker in this process unless ROLE=http. */
export const matchingWorkerHost = jobWorkerHost({
  queue: QueueNames.careerMatching,
  inject: [MatchingService],
  start: (_config, matching: MatchingService) => ({
    handlers: { 'match-careers': (payload) => matching.runMatching(payload) },
  }),
});
