import { createRequire } from 'node:module';
import { type DocumentNode, Kind, parse } from 'graphql';
import { reuseGatewayOperations, reusingOperations, type OperationFromDocument } from './operation-reuse.js';

/** The copy of @apollo/federation-internals that @apollo/gateway loads, as the gateway process loads it. */
const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
const internals = fromGateway('@apollo/federation-internals') as {
  buildSchema(sdl: string): object;
  operationFromDocument: OperationFromDocument;
};

const SDL = `
  type Query { me: Me }
  type Me { id: ID!  plan: String  matches(limit: Int): [Match!]! }
  type Match { title: String  score: Int }
`;
const QUERY = `
  query Dashboard($n: Int, $withPlan: Boolean!) { me { id plan @include(if: $withPlan) matches(limit: $n) { ...M } } }
  fragment M on Match { title score }
`;

/** What @apollo/gateway's executeQueryPlan hands over on every request: the operation and its fragments, afresh. */
const asExecuted = (document: DocumentNode): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions: [
    document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!,
    ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION),
  ],
});

/** The original, counting its calls. */
function counting(original: OperationFromDocument) {
  const counted = Object.assign((...args: Parameters<OperationFromDocument>) => (counted.calls++, original(...args)), {
    calls: 0,
  });
  return counted;
}

describe('reusingOperations', () => {
  const schema = internals.buildSchema(SDL);
  const original = internals.operationFromDocument;

  it('gives the same Operation for the same parsed operation, equal to a fresh conversion', () => {
    const calls = counting(original);
    const reusing = reusingOperations(calls);
    const document = parse(QUERY);
    const first = reusing(schema, asExecuted(document), { validate: false });
    const second = reusing(schema, asExecuted(document), { validate: false });
    expect(second).toBe(first);
    expect(calls.calls).toBe(1);
    expect(String(first)).toBe(String(original(schema, asExecuted(document), { validate: false })));
  });

  it('converts again for another parse of the text, another schema, or other fragments', () => {
    const calls = counting(original);
    const reusing = reusingOperations(calls);
    const document = parse(QUERY);
    const first = reusing(schema, asExecuted(document), { validate: false });
    expect(reusing(schema, asExecuted(parse(QUERY)), { validate: false })).not.toBe(first);
    expect(reusing(internals.buildSchema(SDL), asExecuted(document), { validate: false })).not.toBe(first);
    const [operation] = asExecuted(document).definitions;
    const otherFragment = parse('fragment M on Match { title }').definitions[0]!;
    const other = { kind: Kind.DOCUMENT, definitions: [operation!, otherFragment] } as DocumentNode;
    expect(String(reusing(schema, other, { validate: false }))).not.toBe(String(first));
    expect(calls.calls).toBe(4);
  });

  it("leaves every other call to the original: the planner's (validating, by operation name)", () => {
    const calls = counting(original);
    const reusing = reusingOperations(calls);
    const document = parse(QUERY);
    reusing(schema, document, { operationName: 'Dashboard' });
    reusing(schema, document, { operationName: 'Dashboard' });
    reusing(schema, document);
    reusing(schema, document);
    expect(calls.calls).toBe(4);
    // An invalid operation is still refused by the original's validation.
    expect(() => reusing(schema, parse('{ me { nope } }'))).toThrow(/nope/);
  });
});

describe('reuseGatewayOperations', () => {
  it("is in place where @apollo/gateway's executeQueryPlan reads operationFromDocument, once however often called", () => {
    expect(reuseGatewayOperations()).toBe(true);
    const installed = internals.operationFromDocument;
    expect(installed).toHaveProperty('reusesOperations', true);
    expect(reuseGatewayOperations()).toBe(true);
    expect(internals.operationFromDocument).toBe(installed);
    const schema = internals.buildSchema(SDL);
    const document = parse(QUERY);
    const operation = installed(schema, asExecuted(document), { validate: false });
    expect(installed(schema, asExecuted(document), { validate: false })).toBe(operation);
  });
});
