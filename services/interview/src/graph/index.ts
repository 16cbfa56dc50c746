import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { InterviewUser } from './interview-graph.types.js';
import { PracticeService } from '../practice/practice.service.js';
import { RepliesService } from '../replies/replies.controller.js';
import { InterviewResolver, InterviewUserResolver } from './interview-graph.resolver.js';
import {
  InterviewInsightsResolver,
  InterviewInsightsUserResolver,
  PracticeSessionScoreResolver,
} from './interview-insights.resolver.js';
import { InterviewInsightsReader } from './interview-insights.reader.js';

/** The interview subgraph: `User.interview` (recent practice sessions and reply drafts; premium fields). */
export const INTERVIEW_SUBGRAPH = {
  name: 'interview',
  resolvers: [
    InterviewUserResolver,
    InterviewResolver,
    InterviewInsightsUserResolver,
    InterviewInsightsResolver,
    PracticeSessionScoreResolver,
  ],
  stubs: [PracticeService, RepliesService, InterviewInsightsReader],
  orphanedTypes: [InterviewUser],
} satisfies SubgraphDefinition;
export const INTERVIEW_GRAPH_PROVIDERS = [...INTERVIEW_SUBGRAPH.resolvers, InterviewInsightsReader];
