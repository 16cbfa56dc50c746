import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { InterviewUser } from './interview-graph.types.js';
import { PracticeService } from '../practice/practice.service.js';
import { RepliesService } from '../replies/replies.controller.js';
import { InterviewResolver, InterviewUserResolver } from './interview-graph.resolver.js';

/** The interview subgraph: `User.interview` (recent practice sessions and reply drafts; premium fields). */
export const INTERVIEW_SUBGRAPH = {
  name: 'interview',
  resolvers: [InterviewUserResolver, InterviewResolver],
  stubs: [PracticeService, RepliesService],
  orphanedTypes: [InterviewUser],
} satisfies SubgraphDefinition;
export const INTERVIEW_GRAPH_PROVIDERS = [...INTERVIEW_SUBGRAPH.resolvers];
