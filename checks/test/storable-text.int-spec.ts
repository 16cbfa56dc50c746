import { randomUUID } from 'node:crypto';
import { API_ROUTES, type ApiRoute, type ServiceName } from '@pathwise/contracts';
import { TextMessages } from '@pathwise/platform';
import type { TestService } from '@pathwise/platform/testing';
import { ROUTE_SAMPLES } from './support/route-samples.js';
import { EXISTING_SERVICES, startService } from './support/services.js';

/**
 * A NUL character (which PostgreSQL cannot store) or half of a surrogate pair in any string of any input answers 400
 * naming the field, on every route of every service that exists: JSON bodies, route parameters, multipart fields.
 */

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** Every string leaf of a JSON value, as [field path, setter on a copy]. */
function stringFields(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringFields(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringFields(v, [...path, k]));
  return [];
}

function withText(value: unknown, path: (string | number)[], extra: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  node[last] = `${String(node[last])}${extra}`;
  return copy;
}

const caller = (route: ApiRoute) =>
  route.access === 'public'
    ? null
    : ({ userId: randomUUID(), plan: route.access === 'premium' ? 'premium' : 'free' } as const);

describe.each(EXISTING_SERVICES)('storable text: the %s service', (service: ServiceName) => {
  const routes = API_ROUTES.filter((r) => r.service === service);
  let svc: TestService<unknown>;

  beforeAll(async () => {
    svc = (await startService(service)) as TestService<unknown>;
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
  });

  const jsonRoutes = routes.filter((r) => r.body === 'json');
  if (jsonRoutes.length) {
    it.each(jsonRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
      'refuses NUL and lone surrogates in every string field of %s, naming the field',
      async (key, route) => {
        const sample = ROUTE_SAMPLES[key];
        if (!sample) throw new Error(`No sample body for ${key}: add one to checks/test/support/route-samples.ts`);
        const as = caller(route);
        const path = route.path.replace(/:(\w+)/g, 'x');
        const body = await sample(svc, as);
        // the sample itself passes validation, so a 400 below is the bad text's doing
        const clean = await svc.call(route.method, path, { json: body, as });
        expect({ status: clean.status, body: clean.json }).not.toMatchObject({ status: 400 });
        for (const field of stringFields(body)) {
          const name = field.join('.');
          for (const [bad, message] of [
            [NUL, TextMessages.nul],
            [LONE_SURROGATE, TextMessages.surrogate],
          ]) {
            const res = await svc.call(route.method, path, { json: withText(await sample(svc, as), field, bad), as });
            expect({ field: name, status: res.status, message: res.json?.message, errors: res.json?.errors }).toEqual({
              field: name,
              status: 400,
              message: `${name}: ${message}`,
              errors: expect.objectContaining({ [name]: message }),
            });
          }
        }
      },
      60_000,
    );
  }

  const paramRoutes = routes.filter((r) => r.path.includes('/:'));
  if (paramRoutes.length) {
    it.each(paramRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
      'refuses a NUL in each route parameter of %s, naming it',
      async (_key, route) => {
        const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
        for (const name of names) {
          const path = route.path.replace(/:(\w+)/g, (_m, p: string) => (p === name ? 'a%00b' : '1'));
          const res = await svc.call(route.method, path, { as: caller(route) });
          expect({ param: name, status: res.status, message: res.json?.message }).toEqual({
            param: name,
            status: 400,
            message: `${name}: ${TextMessages.nul}`,
          });
        }
      },
    );
  }

  const uploadRoutes = routes.filter((r) => r.body === 'upload');
  if (uploadRoutes.length) {
    it.each(uploadRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
      'refuses a NUL in a multipart text field of %s, naming it',
      async (_key, route) => {
        const form = new FormData();
        form.append('note', `a${NUL}b`);
        form.append('file', new Blob([Buffer.from('%PDF-1.4\n')]), 'resume.pdf');
        const res = await svc.call(route.method, route.path, { body: form, as: caller(route) });
        expect({ status: res.status, message: res.json?.message }).toEqual({
          status: 400,
          message: `note: ${TextMessages.nul}`,
        });
      },
    );
  }
});
