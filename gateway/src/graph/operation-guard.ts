import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { GRAPH_OPERATIONS } from '@pathwise/contracts';
import { GraphQLError } from 'graphql';
import { checkLimits, measureOperationOnce, type QueryLimits } from './query-limits.js';

export const operationHash = (query: string) => createHash('sha256').update(query).digest('hex');

/** The SHA-256 of each operation the SPA sends (libs/contracts graph.ts). */
export const ALLOWED_OPERATION_HASHES: ReadonlySet<string> = new Set(
  Object.values(GRAPH_OPERATIONS).map(operationHash),
);

export interface OperationGuardOptions {
  limits: QueryLimits;
  /** Production: only the SPA's own operations run (persisted by their text's hash), nothing else. */
  allowListOnly: boolean;
}

/**
 * Bounds every operation before the gateway plans it: the allow-list (production), then depth and estimated cost.
 * A refused operation gets a 400 with one error and reaches no subgraph.
 */
export function operationGuard(options: OperationGuardOptions): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(ctx: GraphQLRequestContext<object>) {
          // Apollo calls this hook even when no operation of the document has the name asked for (it used to crash
          // the measure below: a 500); the client is told which name is missing, as graphql-js words it.
          if (!ctx.operation) {
            const name = ctx.request.operationName;
            throw new GraphQLError(
              name
                ? `Unknown operation named "${name}".`
                : 'Must provide operation name if query contains multiple operations.',
              { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } },
            );
          }
          // Apollo's queryHash is the same SHA-256 of the text, already computed for its document cache.
          if (
            options.allowListOnly &&
            !ALLOWED_OPERATION_HASHES.has(ctx.queryHash ?? operationHash(ctx.request.query ?? ''))
          ) {
            throw new GraphQLError('This operation is not allowed', {
              extensions: { code: 'OPERATION_NOT_ALLOWED', http: { status: 400 } },
            });
          }
          // Once per parsed operation (not per request) unless its variables size its lists.
          const measure = measureOperationOnce(ctx.schema, ctx.document!, ctx.operation, ctx.request.variables ?? {});
          const refused = checkLimits(measure, options.limits);
          if (refused) throw refused;
        },
      };
    },
  };
}
