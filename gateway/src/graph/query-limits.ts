import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNullableType,
  GraphQLError,
  GraphQLList,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';

export interface QueryLimits {
  /** Deepest field nesting allowed (`me { career { recommendations { salaryRange { min } } } }` is 5). */
  maxDepth: number;
  /** Largest estimated cost: one per field, times the list sizes above it. */
  maxCost: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 8, maxCost: 2_000 };

/** A list field's assumed size when no `limit` argument bounds it (the graph's lists hold a few dozen at most). */
export const ASSUMED_LIST_SIZE = 20;

export interface OperationMeasure {
  depth: number;
  cost: number;
  /** Whether a list's size came from a variable (`limit: $n`): then the measure holds for these variables only. */
  byVariables?: boolean;
}

/**
 * Depth and estimated cost of an operation, fragments followed (and guarded against cycles, which validation also
 * refuses). Cost: every field costs 1 times the product of the sizes of the lists it sits in; a list's size is its
 * `limit` argument when the query gives a literal or variable one, else ASSUMED_LIST_SIZE.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): OperationMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

  const listFields = listFieldsOf(schema, operation, fragments);

  let depth = 0;
  let cost = 0;
  let byVariables = false;
  const walk = (set: SelectionSetNode, level: number, multiplier: number, seen: ReadonlySet<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        depth = Math.max(depth, level);
        cost += multiplier;
        if (selection.selectionSet) {
          let size = 1;
          if (listFields.has(selection)) {
            size = listSize(selection.arguments, variables);
            byVariables ||= limitArgument(selection.arguments)?.kind === Kind.VARIABLE;
          }
          walk(selection.selectionSet, level + 1, multiplier * size, seen);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, level, multiplier, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        walk(fragment.selectionSet, level, multiplier, new Set([...seen, name]));
      }
    }
  };
  walk(operation.selectionSet, 1, 1, new Set());
  return { depth, cost, byVariables };
}

const measures = new WeakMap<OperationDefinitionNode, { schema: GraphQLSchema; measure: OperationMeasure }>();

/**
 * measureOperation, remembered per parsed operation when no variable sizes a list: Apollo Server keeps one parsed
 * document per query text, so a known operation (the SPA's allow-listed ones) brings the same nodes on every request
 * and its depth and cost are the same each time. An operation whose cost depends on its variables is measured again
 * on every request.
 */
export function measureOperationOnce(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): OperationMeasure {
  const hit = measures.get(operation);
  if (hit?.schema === schema) return hit.measure;
  const measure = measureOperation(schema, document, operation, variables);
  if (!measure.byVariables) measures.set(operation, { schema, measure });
  return measure;
}

/**
 * The list fields of an operation, known from the schema: a walk with TypeInfo, done once per parsed operation (Apollo
 * keeps the parsed document of a query text it has seen, so each request for the same text brings the same nodes).
 */
const listFieldsCache = new WeakMap<OperationDefinitionNode, { schema: GraphQLSchema; fields: ReadonlySet<unknown> }>();

function listFieldsOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): ReadonlySet<unknown> {
  const cached = listFieldsCache.get(operation);
  if (cached?.schema === schema) return cached.fields;
  const fields = new Set<unknown>();
  const typeInfo = new TypeInfo(schema);
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments.values()] },
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const type = typeInfo.getType();
        if (type && getNullableType(type) instanceof GraphQLList) fields.add(node);
      },
    }),
  );
  listFieldsCache.set(operation, { schema, fields });
  return fields;
}

function listSize(
  args: readonly { name: { value: string }; value: ValueNode }[] | undefined,
  variables: Record<string, unknown>,
): number {
  const limit = limitArgument(args);
  let value: unknown;
  if (limit?.kind === Kind.INT) value = Number(limit.value);
  else if (limit?.kind === Kind.VARIABLE) value = variables[limit.name.value];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? Math.min(value, 1_000)
    : ASSUMED_LIST_SIZE;
}

function limitArgument(args: readonly { name: { value: string }; value: ValueNode }[] | undefined) {
  return args?.find((a) => a.name.value === 'limit')?.value;
}

export function checkLimits(measure: OperationMeasure, limits: QueryLimits): GraphQLError | null {
  if (measure.depth > limits.maxDepth) {
    return new GraphQLError(`Query is too deep: ${measure.depth} levels, at most ${limits.maxDepth} allowed`, {
      extensions: { code: 'QUERY_TOO_DEEP', http: { status: 400 } },
    });
  }
  if (measure.cost > limits.maxCost) {
    return new GraphQLError(`Query is too costly: ${measure.cost}, at most ${limits.maxCost} allowed`, {
      extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } },
    });
  }
  return null;
}
