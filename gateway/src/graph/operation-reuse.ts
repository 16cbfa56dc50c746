import { createRequire } from 'node:module';
import { type DefinitionNode, type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';

/** `operationFromDocument` of @apollo/federation-internals: an AST document to the query planner's `Operation`. */
export type OperationFromDocument = (schema: object, document: DocumentNode, options?: OperationOptions) => unknown;
interface OperationOptions {
  operationName?: string;
  validate?: boolean;
}

interface Reused {
  schema: object;
  fragments: readonly DefinitionNode[];
  operation: unknown;
}

/**
 * `operationFromDocument` remembering its answer per parsed operation, for the call @apollo/gateway makes on every
 * request: `executeQueryPlan` turns the request's operation into the planner's `Operation` again each time (with
 * `validate: false`; the query plan itself is cached, that conversion is not). Apollo Server keeps one parsed
 * document per query text, so the SPA's few allow-listed operations bring the same AST nodes on every request, and
 * the same nodes against the same schema give the same `Operation` (the gateway only reads it). Any other call (the
 * planner's, with an operation name) goes to the original as it is.
 */
export function reusingOperations(original: OperationFromDocument): OperationFromDocument {
  const reused = new WeakMap<OperationDefinitionNode, Reused>();
  return function operationFromDocument(schema, document, options) {
    const [first, ...fragments] = document.definitions;
    if (
      options?.validate !== false ||
      options.operationName !== undefined ||
      first?.kind !== Kind.OPERATION_DEFINITION
    ) {
      return original(schema, document, options);
    }
    const hit = reused.get(first);
    if (
      hit?.schema === schema &&
      hit.fragments.length === fragments.length &&
      hit.fragments.every((f, i) => f === fragments[i])
    ) {
      return hit.operation;
    }
    const operation = original(schema, document, options);
    reused.set(first, { schema, fragments, operation });
    return operation;
  };
}

interface OperationsModule {
  operationFromDocument: OperationFromDocument & { reusesOperations?: true };
}

/**
 * Installs `reusingOperations` in the copy of @apollo/federation-internals that @apollo/gateway loads (its
 * `executeQueryPlan` reads `operationFromDocument` from that module's exports at each call). A change to Apollo's
 * code at run time, not to its files: @apollo/gateway and @apollo/federation-internals are under the Elastic License
 * 2.0, which permits modifying them (see gateway/README.md). Returns whether it is in place; idempotent.
 */
export function reuseGatewayOperations(): boolean {
  const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
  const operations = fromGateway('@apollo/federation-internals/dist/operations.js') as OperationsModule;
  if (typeof operations.operationFromDocument !== 'function') return false;
  if (operations.operationFromDocument.reusesOperations) return true;
  const wrapped = Object.assign(reusingOperations(operations.operationFromDocument), {
    reusesOperations: true as const,
  });
  operations.operationFromDocument = wrapped;
  return true;
}
