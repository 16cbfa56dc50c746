import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { CareerUser } from './career-graph.types.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { CareerUserResolver } from './career-graph.resolver.js';

/** The career subgraph: `User.career` (quiz state, matches, progress). */
export const CAREER_SUBGRAPH = {
  name: 'career',
  resolvers: [CareerUserResolver],
  stubs: [DashboardService],
  orphanedTypes: [CareerUser],
} satisfies SubgraphDefinition;
export const CAREER_GRAPH_PROVIDERS = [...CAREER_SUBGRAPH.resolvers];
