import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { BillingGraphReader } from './billing-graph.reader.js';
import { BillingUserResolver } from './billing-graph.resolver.js';
import { BillingUser } from './billing-graph.types.js';

/** The billing subgraph: `User.subscription` (plan, status, provider, trial and period ends, cancellation). */
export const BILLING_SUBGRAPH = {
  name: 'billing',
  resolvers: [BillingUserResolver],
  stubs: [BillingGraphReader],
  orphanedTypes: [BillingUser],
} satisfies SubgraphDefinition;
export const BILLING_GRAPH_PROVIDERS = [...BILLING_SUBGRAPH.resolvers, BillingGraphReader];
