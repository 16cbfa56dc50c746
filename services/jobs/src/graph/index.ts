import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { JobsUser } from './jobs-graph.types.js';
import { MarketService } from '../insights/market.service.js';
import { JobsGraphReader } from './jobs-graph.reader.js';
import { JobsResolver, JobsUserResolver } from './jobs-graph.resolver.js';

/** The jobs subgraph: `User.jobs` (saved and applied counts, local market insights). */
export const JOBS_SUBGRAPH = {
  name: 'jobs',
  resolvers: [JobsUserResolver, JobsResolver],
  stubs: [JobsGraphReader, MarketService],
  orphanedTypes: [JobsUser],
} satisfies SubgraphDefinition;
export const JOBS_GRAPH_PROVIDERS = [...JOBS_SUBGRAPH.resolvers, JobsGraphReader];
