import { buildSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { ASSUMED_LIST_SIZE, checkLimits, measureOperation, measureOperationOnce } from './query-limits.js';

const schema = buildSchema(`
  type Query { me: Me }
  type Me { id: ID!  matches(limit: Int): [Match!]!  tags: [String!]! }
  type Match { title: String  steps(limit: Int): [Step!]! }
  type Step { text: String }
`);

function operationOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return { document, operation };
}

describe('measureOperation', () => {
  it('counts depth and cost, list sizes from literal limits, variables or the assumed size', () => {
    const { document, operation } = operationOf(
      'query Q($n: Int) { me { id matches(limit: 3) { title steps(limit: $n) { text } } tags } }',
    );
    // me 1, id 1, matches 1, tags 1; title 3, steps 3; text 3 * n
    expect(measureOperation(schema, document, operation, { n: 2 })).toEqual({
      depth: 4,
      cost: 10 + 6,
      byVariables: true,
    });
    expect(measureOperation(schema, document, operation, {})).toMatchObject({ cost: 10 + 3 * ASSUMED_LIST_SIZE });
  });

  it('follows fragments', () => {
    const { document, operation } = operationOf('{ me { ...M } } fragment M on Me { matches { title } }');
    expect(measureOperation(schema, document, operation)).toEqual({
      depth: 3,
      cost: 2 + ASSUMED_LIST_SIZE,
      byVariables: false,
    });
  });
});

describe('measureOperationOnce', () => {
  it('measures a parsed operation whose lists no variable sizes once, and the same verdict follows', () => {
    const { document, operation } = operationOf('{ me { matches(limit: 30) { steps(limit: 30) { text } } } }');
    const first = measureOperationOnce(schema, document, operation);
    expect(first.cost).toBe(2 + 30 + 900);
    expect(measureOperationOnce(schema, document, operation)).toBe(first);
    expect(checkLimits(first, { maxDepth: 8, maxCost: 2_000 })).toBeNull();
    expect(
      checkLimits(measureOperationOnce(schema, document, operation), { maxDepth: 8, maxCost: 500 })?.extensions,
    ).toEqual({ code: 'QUERY_TOO_COSTLY', http: { status: 400 } });
    // the same text parsed again (another document) is measured again, to the same figures
    const again = operationOf('{ me { matches(limit: 30) { steps(limit: 30) { text } } } }');
    const second = measureOperationOnce(schema, again.document, again.operation);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  it('measures again on every request an operation whose variables size its lists', () => {
    const { document, operation } = operationOf('query Q($n: Int) { me { matches(limit: $n) { title } } }');
    expect(measureOperationOnce(schema, document, operation, { n: 5 }).cost).toBe(2 + 5);
    // a later request of the same operation with a larger limit is not judged by the earlier one's cost
    expect(measureOperationOnce(schema, document, operation, { n: 1_000 }).cost).toBe(2 + 1_000);
    expect(
      checkLimits(measureOperationOnce(schema, document, operation, { n: 1_000 }), { maxDepth: 8, maxCost: 100 }),
    ).not.toBeNull();
  });
});
