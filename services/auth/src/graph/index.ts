import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { AuthGraphReader } from './auth-graph.reader.js';
import { AuthUserResolver } from './auth-graph.resolver.js';

/** The auth subgraph: `User` (profile and plan), `me` and `user(id)`. */
export const AUTH_SUBGRAPH = {
  name: 'auth',
  resolvers: [AuthUserResolver],
  stubs: [AuthGraphReader],
} satisfies SubgraphDefinition;
export const AUTH_GRAPH_PROVIDERS = [...AUTH_SUBGRAPH.resolvers, AuthGraphReader];
