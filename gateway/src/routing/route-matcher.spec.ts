import { API_ROUTES, GatewayMessages, PictureMessages, type ApiRoute } from '@pathwise/contracts';
import { BODY_LIMITS, RouteMatcher } from './route-matcher.js';

describe('RouteMatcher', () => {
  const matcher = new RouteMatcher();

  it('finds every route of the table by its own method and path', () => {
    for (const route of API_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, 'x1');
      expect(matcher.match(route.method, path)?.api).toBe(route);
    }
  });

  it('matches static paths exactly and ignores other methods', () => {
    expect(matcher.match('GET', '/api/auth/user')?.api.service).toBe('auth');
    expect(matcher.match('POST', '/api/auth/user')).toBeNull();
    expect(matcher.match('GET', '/api/auth/user/')).toBeNull();
    expect(matcher.match('GET', '/api/auth')).toBeNull();
    expect(matcher.match('GET', '/api/nope')).toBeNull();
  });

  it('names the methods a path has, for the Allow header of a 405', () => {
    expect(matcher.allowedMethods('/api/auth/user')).toEqual(['GET', 'HEAD']);
    expect(matcher.allowedMethods('/api/jobs/save')).toEqual(['POST']);
    expect(matcher.allowedMethods('/api/jobs/save/abc')).toEqual(['DELETE']);
    expect(matcher.allowedMethods('/api/nope')).toEqual([]);
    expect(matcher.allowedMethods('/api/jobs/save/..')).toEqual([]);
  });

  it('answers HEAD with the GET route', () => {
    expect(matcher.match('HEAD', '/api/dashboard')?.api.method).toBe('GET');
  });

  it('matches :param segments, one non-empty segment each', () => {
    expect(matcher.match('GET', '/api/placeholder/64/64')?.api.path).toBe('/api/placeholder/:w/:h');
    expect(matcher.match('DELETE', '/api/jobs/save/abc-123')?.api.path).toBe('/api/jobs/save/:jobId');
    expect(matcher.match('GET', '/api/placeholder/64')).toBeNull();
    expect(matcher.match('GET', '/api/placeholder/64/64/1')).toBeNull();
    expect(matcher.match('GET', '/api/placeholder//64')).toBeNull();
    expect(matcher.match('DELETE', '/api/jobs/save/..')).toBeNull();
  });

  it('prefers a static route over a parametric one of the same shape', () => {
    const routes: ApiRoute[] = [
      { method: 'GET', path: '/api/items/:id', service: 'jobs', access: 'user', body: 'none' },
      { method: 'GET', path: '/api/items/new', service: 'career', access: 'user', body: 'none' },
    ];
    const m = new RouteMatcher(routes);
    expect(m.match('GET', '/api/items/new')?.api.service).toBe('career');
    expect(m.match('GET', '/api/items/7')?.api.service).toBe('jobs');
  });

  it('works out the body limit and the 413 message per route', () => {
    const upload = matcher.match('POST', '/api/profile/picture')!;
    expect(upload.bodyLimit).toBe(BODY_LIMITS.upload);
    expect(upload.tooLargeMessage).toBe(PictureMessages.tooLarge);
    const json = matcher.match('POST', '/api/auth/login')!;
    expect(json.bodyLimit).toBe(1024 * 1024);
    expect(json.tooLargeMessage).toBe(GatewayMessages.tooLarge);
  });

  it('refuses a table with the same route twice', () => {
    const r: ApiRoute = { method: 'GET', path: '/api/a', service: 'auth', access: 'public', body: 'none' };
    expect(() => new RouteMatcher([r, r])).toThrow(/Duplicate/);
  });
});
