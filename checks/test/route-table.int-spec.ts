import {
  API_ROUTES,
  EVENT_SUBSCRIBERS,
  EventNames,
  type ServiceName,
  USER_DATA_EXPORT_PATH,
} from '@pathwise/contracts';
import { servedRoutes } from '@pathwise/platform';
import type { TestService } from '@pathwise/platform/testing';
import { EXISTING_SERVICES, startService } from './support/services.js';

/**
 * Each service, booted as main.ts boots it, serves exactly the rows of the route table that name it: none missing
 * (the gateway would forward to a 404), none extra under /api (a public route nobody documented or gated). Outside
 * /api a service serves only its health checks and its internal, gateway-signed calls.
 */
// /graphql: the service's subgraph, which only the gateway's /graphql calls (signed, like /internal/).
const INTERNAL = [/^\/health$/, /^\/ready$/, /^\/internal\//, /^\/graphql$/];

describe.each(EXISTING_SERVICES)('route table: the %s service', (service: ServiceName) => {
  let svc: TestService<unknown>;
  beforeAll(async () => {
    svc = (await startService(service)) as TestService<unknown>;
  }, 120_000);
  afterAll(async () => {
    await svc?.close();
  });

  it('serves every row that names it and no other /api route', () => {
    const served = servedRoutes(svc.app).map((r) => `${r.method} ${r.path}`);
    const expected = API_ROUTES.filter((r) => r.service === service && !r.gathered).map((r) => `${r.method} ${r.path}`);
    const api = served.filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    expect({
      missing: expected.filter((r) => !api.includes(r)),
      extra: api.filter((r) => !expected.includes(r)),
    }).toEqual({ missing: [], extra: [] });
    const other = served.filter((r) => !api.includes(r));
    expect(other.filter((r) => !INTERNAL.some((re) => re.test(r.split(' ')[1]!)))).toEqual([]);
  });

  const holdsUserData = service === 'auth' || EVENT_SUBSCRIBERS[EventNames.userDeleted].includes(service);
  if (holdsUserData) {
    it('serves its share of the account export (it owns the account or handles user.deleted)', () => {
      const served = servedRoutes(svc.app).some((r) => r.method === 'GET' && r.path === USER_DATA_EXPORT_PATH);
      expect({ service, servesExport: served }).toEqual({ service, servesExport: true });
    });
  }
});
