import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { JobsUser } from './jobs-graph.types.js';
import { MarketService } from '../insights/market.service.js';
import { JobsGraphReader } from './jobs-graph.reader.js';
import { JobsResolver, JobsUserResolver } from './jobs-graph.resolver.js';
import { ApplicationFunnelResolver, JobsInsightsUserResolver } from './jobs-insights.resolver.js';
import { JobsInsightsReader } from './jobs-insights.reader.js';

/** The jobs subgraph: `User.jobs` (saved and applied counts, local market insights). */
export const JOBS_SUBGRAPH = {
  name: 'jobs',
  resolvers: [JobsUserResolver, JobsResolver, JobsInsightsUserResolver, ApplicationFunnelResolver],
  stubs: [JobsGraphReader, MarketService, JobsInsightsReader],
  orphanedTypes: [JobsUser],
} satisfies SubgraphDefinition;
export const JOBS_GRAPH_PROVIDERS = [...JOBS_SUBGRAPH.resolvers, JobsGraphReader, JobsInsightsReader];
