import type { ApolloServerOptions } from '@apollo/server';
import { GRAPH_OPERATIONS } from '@pathwise/contracts';
import { operationHash } from './operation-guard.js';

type PersistedQueryOptions = Exclude<NonNullable<ApolloServerOptions<object>['persistedQueries']>, false>;
type PersistedQueryCache = NonNullable<PersistedQueryOptions['cache']>;

/**
 * Apollo Server's persisted-query store (APQ, `extensions.persistedQuery.sha256Hash`), holding exactly the SPA's
 * operations of libs/contracts graph.ts by the SHA-256 of their text: the SPA sends an allow-listed operation as its
 * hash alone (frontend graph-client.ts), so the gateway neither reads nor hashes its text per request; Apollo Server
 * then finds its parsed and validated document by that hash, as for a text it has seen. The store never learns:
 * a hash it does not hold answers PERSISTED_QUERY_NOT_FOUND (the client then sends the text, which the allow-list,
 * depth and cost limits judge as any other), and Apollo's registration of a text sent with its hash stores nothing,
 * so no request can add an operation that later requests run by hash.
 */
export function allowListedOperations(
  operations: Readonly<Record<string, string>> = GRAPH_OPERATIONS,
): PersistedQueryCache {
  const byHash = new Map(Object.values(operations).map((text) => [operationHash(text), text]));
  return {
    // Apollo Server prefixes its keys (`apq:<hash>`); the hash is what follows the last colon.
    get: async (key: string) => byHash.get(key.slice(key.lastIndexOf(':') + 1)),
    set: async () => {},
    delete: async () => false,
  };
}

/** The `persistedQueries` option of the gateway's Apollo Server: the allow-listed operations, kept for good. */
export const persistedOperations = (): PersistedQueryOptions => ({ cache: allowListedOperations(), ttl: null });
