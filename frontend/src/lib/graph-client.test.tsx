import { createHash, webcrypto } from 'node:crypto';
import { DASHBOARD_QUERY } from '@pathwise/contracts';
import { parse } from 'graphql';
import { mockFetch, type MockReply } from '@/testing/fetch-mock';
import { createGraphClient, sha256Hex } from './graph-client';

const DASHBOARD_HASH = createHash('sha256').update(DASHBOARD_QUERY).digest('hex');
const answer: MockReply = { body: { data: { me: null } } };

/** The JSON bodies the client sent to /graphql. */
const sent = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

const readDashboard = () =>
  createGraphClient().query({ query: parse(DASHBOARD_QUERY), variables: { premium: false }, fetchPolicy: 'no-cache' });

describe('the graph client', () => {
  const jsdomCrypto = globalThis.crypto;
  afterEach(() => Object.defineProperty(globalThis, 'crypto', { value: jsdomCrypto, configurable: true }));
  const withWebCrypto = () => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

  it('hashes as the gateway does (SHA-256 of the text, hex)', async () => {
    withWebCrypto();
    expect(await sha256Hex(DASHBOARD_QUERY)).toBe(DASHBOARD_HASH);
  });

  it('sends an allow-listed operation by its hash alone, without its text', async () => {
    withWebCrypto();
    const fetchMock = mockFetch(() => answer);
    await readDashboard();
    const [body] = sent(fetchMock);
    expect(body).toMatchObject({
      operationName: 'Dashboard',
      variables: { premium: false },
      extensions: { persistedQuery: { version: 1, sha256Hash: DASHBOARD_HASH } },
    });
    expect(body).not.toHaveProperty('query');
  });

  it('sends the exact allow-listed text once more when the gateway does not know the hash', async () => {
    withWebCrypto();
    const replies: MockReply[] = [
      { body: { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } },
      answer,
    ];
    const fetchMock = mockFetch(() => replies.shift()!);
    const result = await readDashboard();
    expect(result.data).toEqual({ me: null });
    const bodies = sent(fetchMock);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('query');
    expect(bodies[1]).toMatchObject({
      operationName: 'Dashboard',
      query: DASHBOARD_QUERY,
      extensions: { persistedQuery: { version: 1, sha256Hash: DASHBOARD_HASH } },
    });
  });

  it('sends the text where the browser has no Web Crypto', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    const fetchMock = mockFetch(() => answer);
    await readDashboard();
    const [body] = sent(fetchMock);
    expect(body).toMatchObject({ operationName: 'Dashboard', query: DASHBOARD_QUERY, variables: { premium: false } });
    expect(body).not.toHaveProperty('extensions.persistedQuery');
  });
});
