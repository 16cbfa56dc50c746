// One signed-in user's dashboard data, the two ways the read graph's budget compares (issue 15): the REST calls the
// page made before the graph, and the graph's Dashboard query (beside GET /api/auth/user, which the page still reads
// for the session's user). Shared by `npm run bench:graph` (time and CPU) and scripts/profile-graph.mjs
// (instructions), so that both measure the same pages on the same kind of stack.
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetch } from 'undici';
import { freePort, root, SERVICES, serviceUrlEnv } from './lib.mjs';

export const SERVICE_NAMES = SERVICES.map((s) => s.name);
/** What the dashboard page read over REST before the graph (the membership card's subscription included). */
export const REST_CALLS = ['/api/auth/user', '/api/dashboard', '/api/jobs/insights', '/api/subscription'];
/** What the page reads besides the graph: the session's user (the profile it shows, and what decides `$premium`). */
export const GRAPH_SIDE_REST_CALL = '/api/auth/user';

export const loadBuilt = (rel) => import(pathToFileURL(path.join(root, rel)).href);

/**
 * Ports, URLs and environment of a stack started from the dist/ folders with a throwaway database and Redis prefix
 * (`testEnv` from createTestEnv). PORT and SERVICE_PORT_BASE choose the gateway's and the services' ports.
 */
export async function stackPlan(testEnv, label) {
  const common = {
    ...testEnv.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    INTERNAL_SECRET: `${label}-${randomUUID()}`,
    HOST: '127.0.0.1',
    JOB_BOARDS: 'none',
  };
  const base = process.env.SERVICE_PORT_BASE ? Number(process.env.SERVICE_PORT_BASE) : null;
  const urls = {};
  for (const [i, name] of SERVICE_NAMES.entries()) {
    urls[name] = `http://127.0.0.1:${base === null ? await freePort() : base + 1 + i}`;
  }
  const gatewayPort = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const envOf = (name) =>
    name === 'gateway'
      ? {
          ...common,
          // One user hammers the gateway here: its per-user limits of costly routes would refuse the measurement.
          RATE_LIMITS: 'off',
          PORT: String(gatewayPort),
          ...Object.fromEntries(SERVICE_NAMES.map((s) => [serviceUrlEnv(s), urls[s]])),
        }
      : { ...common, PORT: new URL(urls[name]).port };
  const scriptOf = (name) => (name === 'gateway' ? 'gateway/dist/main.js' : `services/${name}/dist/main.js`);
  return { common, urls, gateway: `http://127.0.0.1:${gatewayPort}`, envOf, scriptOf };
}

/**
 * Registers a user through the gateway and takes the quiz as the first sample person (12 matches), then returns one
 * page of each side as a function resolving to the bytes read. `sendText`: the Dashboard query goes as its text rather
 * than as its persisted hash.
 */
export async function dashboardPages(gateway, dispatcher, label, { sendText = false } = {}) {
  const { DASHBOARD_QUERY } = await loadBuilt('libs/contracts/dist/index.js');
  const { SAMPLE_PEOPLE, sampleSubmission } = await loadBuilt('services/career/dist/quiz/sample-answers.js');
  const register = await fetch(`${gateway}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Graph',
      email: `${label}-${Date.now()}@example.com`,
      password: 'bench-password',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}`);
  const cookie = register.headers.get('set-cookie').split(';')[0];
  const quiz = await fetch(`${gateway}/api/quiz/responses`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(sampleSubmission(Object.values(SAMPLE_PEOPLE)[0])),
  });
  if (quiz.status !== 201) throw new Error(`quiz submit answered ${quiz.status}`);

  const get = async (p) => {
    const res = await fetch(gateway + p, { headers: { cookie }, dispatcher });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
    return body.length;
  };
  // As the SPA sends it (frontend graph-client.ts): the allow-listed operation by its hash alone, which the gateway
  // holds as a persisted query; `sendText` sends its text instead (as the SPA did before, and does without Web Crypto).
  const graphBody = JSON.stringify(
    sendText
      ? { operationName: 'Dashboard', query: DASHBOARD_QUERY, variables: { premium: false } }
      : {
          operationName: 'Dashboard',
          variables: { premium: false },
          extensions: {
            persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(DASHBOARD_QUERY).digest('hex') },
          },
        },
  );
  const dashboard = async () => {
    const res = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: graphBody,
      dispatcher,
    });
    const text = await res.text();
    const json = JSON.parse(text);
    if (res.status !== 200 || json.errors) throw new Error(`graph answered ${res.status}: ${text.slice(0, 300)}`);
    if (json.data.me.career.recommendations.length === 0) throw new Error('the bench user has no matches');
    return text.length;
  };
  return {
    rest: async () => (await Promise.all(REST_CALLS.map(get))).reduce((a, b) => a + b),
    graph: async () => (await Promise.all([get(GRAPH_SIDE_REST_CALL), dashboard()])).reduce((a, b) => a + b),
  };
}
