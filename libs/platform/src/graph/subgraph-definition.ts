import type { Type } from '@nestjs/common';

export interface SubgraphDefinition {
  /** The subgraph's name in the supergraph: the service name, which the gateway maps to `<SERVICE>_SERVICE_URL`. */
  name: string;
  /** The resolvers, exactly as the app module registers them. */
  resolvers: Type[];
  /** Stand-ins for what the resolvers inject (readers, repositories): printing the schema calls none of them. */
  stubs: Type[];
  orphanedTypes?: Type[];
}
