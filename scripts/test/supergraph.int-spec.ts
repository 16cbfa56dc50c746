import { readFileSync } from 'node:fs';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { type PlanNode, QueryPlanner } from '@apollo/query-planner';
import { DASHBOARD_QUERY } from '@pathwise/contracts';
import { parse } from 'graphql';
import { composeSupergraph, printSubgraphs, SUPERGRAPH_FILE, subgraphServices } from '../supergraph.mjs';

/**
 * The composition the build does (scripts/supergraph.mjs), as a test: every service's subgraph booted and printed,
 * composed with @apollo/composition. A composition error fails here as it fails `npm run build`.
 */
interface PrintedSubgraph {
  name: string;
  url: string;
  typeDefs: string;
}
let subgraphs: PrintedSubgraph[];
let supergraphSdl: string;

beforeAll(async () => {
  subgraphs = (await printSubgraphs()) as PrintedSubgraph[];
  supergraphSdl = (await composeSupergraph(subgraphs)) as string;
}, 180_000);

it('composes the subgraph of every service that has one, each printed as Federation 2 (with @link)', () => {
  expect(subgraphs.map((s) => s.name)).toEqual(subgraphServices());
  expect(subgraphServices()).toEqual(
    expect.arrayContaining(['auth', 'career', 'resume', 'interview', 'jobs', 'billing']),
  );
  for (const { name, typeDefs } of subgraphs) {
    expect({ name, link: typeDefs.includes('@link(url: "https://specs.apollo.dev/federation/v2') }).toEqual({
      name,
      link: true,
    });
  }
  for (const name of subgraphServices()) expect(supergraphSdl).toContain(`@join__graph(name: "${name}"`);
  // What the build wrote is what the services compose to now.
  expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(supergraphSdl);
});

it('fails on a composition error and says what it is', async () => {
  // Billing claiming auth's (non-shareable) firstName with another type: two subgraphs disagree.
  const broken = subgraphs.map((s) =>
    s.name === 'billing'
      ? { ...s, typeDefs: `${s.typeDefs}\nextend type User @key(fields: "id") { firstName: Int }\n` }
      : s,
  );
  await expect(composeSupergraph(broken)).rejects.toThrow(/does not compose:[\s\S]*firstName/);
});

/** Every node of a plan, depth first. */
function nodes(node: PlanNode | undefined): PlanNode[] {
  if (!node) return [];
  switch (node.kind) {
    case 'Sequence':
    case 'Parallel':
      return [node, ...node.nodes.flatMap(nodes)];
    case 'Flatten':
      return [node, ...nodes(node.node)];
    case 'Condition':
      return [node, ...nodes(node.ifClause), ...nodes(node.elseClause)];
    default:
      return [node];
  }
}

it('plans the Dashboard query as one hop: the subgraphs it reads fetched at once, none waiting for another, interview only for premium', () => {
  const supergraph = Supergraph.build(supergraphSdl);
  const plan = new QueryPlanner(supergraph).buildQueryPlan(
    operationFromDocument(supergraph.schema, parse(DASHBOARD_QUERY)),
  );
  const all = nodes(plan.node as PlanNode | undefined);
  expect(plan.node?.kind).toBe('Parallel');
  // No Sequence (a fetch that waits for another) and no Flatten (an entity fetch keyed by an earlier answer).
  expect(all.filter((n) => n.kind === 'Sequence' || n.kind === 'Flatten')).toEqual([]);
  const fetched = all.flatMap((n) => (n.kind === 'Fetch' ? [n.serviceName] : []));
  // The page shows the session's profile (GET /api/auth/user) and no resume analysis: no fetch to auth or resume.
  expect([...fetched].sort()).toEqual(['billing', 'career', 'interview', 'jobs']);
  // The interview summaries are premium: their fetch sits under the $premium condition, so a free user's page
  // never calls the interview subgraph; every other fetch is unconditional.
  const conditional = all.flatMap((n) =>
    n.kind === 'Condition' ? nodes(n.ifClause).flatMap((c) => (c.kind === 'Fetch' ? [c.serviceName] : [])) : [],
  );
  expect(all.filter((n) => n.kind === 'Condition').map((n) => n.kind === 'Condition' && n.condition)).toEqual([
    'premium',
  ]);
  expect(conditional).toEqual(['interview']);
});
