import { runInNewContext } from 'node:vm';
import { HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiError } from './api-error.js';
import { dependencyFailureReason, dependencyOfFailureReason } from './dependency-errors.js';
import { mapError } from './error-filter.js';

describe('error mapping', () => {
  it('keeps an ApiError as it is, with field errors and headers', () => {
    const mapped = mapError(ApiError.tooManyRequests('Slow down', 30));
    expect(mapped).toEqual({
      status: 429,
      body: { message: 'Slow down', code: 'RATE_LIMITED' },
      headers: { 'retry-after': '30' },
    });
    expect(mapError(ApiError.badRequest('Bad', { email: 'Invalid email address' })).body.errors).toEqual({
      email: 'Invalid email address',
    });
  });

  it('maps unique violations to 409 and body limits to 413', () => {
    const unique = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: '23505' }));
    expect(mapError(unique).status).toBe(409);
    expect(mapError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }).status).toBe(413);
    expect(mapError({ code: 'FST_REQ_FILE_TOO_LARGE', statusCode: 413 }).status).toBe(413);
    expect(mapError({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }).status).toBe(400);
  });

  it('turns Nest exceptions into the common shape', () => {
    expect(mapError(new HttpException('Nope', 404))).toEqual({
      status: 404,
      body: { message: 'Nope', code: 'NOT_FOUND' },
    });
  });

  it('answers 503 with a retry hint when Redis or PostgreSQL is away, not 500', () => {
    const redisGaveUp = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(mapError(redisGaveUp)).toEqual({
      status: 503,
      body: { message: 'Sign-in is temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
      headers: { 'retry-after': '10' },
    });
    expect(mapError(new Error('Connection is closed.')).status).toBe(503);
    const pgDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      port: 5432,
    });
    expect(mapError(pgDown)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    const shuttingDown = new QueryFailedError(
      'SELECT 1',
      [],
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    expect(mapError(shuttingDown).status).toBe(503);
    expect(mapError(new Error('Connection terminated unexpectedly')).status).toBe(503);
    // every connection slot taken (seen when two benchmark stacks shared one server: GET /api/auth/user answered 500)
    const tooManyClients = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(mapError(tooManyClients)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect(mapError(new QueryFailedError('SELECT 1', [], tooManyClients)).status).toBe(503);
    // a request's own fault stays a 4xx/500 by its own mapping, never an outage
    expect(mapError(Object.assign(new Error('value too long'), { code: '22001' })).status).not.toBe(503);
  });

  it("recognises an outage in an error of another realm (Node's own sockets' errors where jest sandboxes the code)", () => {
    const foreign = runInNewContext(
      "Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', port: 5432 })",
    ) as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(mapError(foreign)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it("names the dependency in a queued job's failure reason, and only for an outage", () => {
    const reason = dependencyFailureReason(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(reason).toBe('dependency unavailable (postgres): connect ECONNREFUSED');
    expect(dependencyOfFailureReason(reason!)).toBe('postgres');
    expect(dependencyFailureReason(new Error('Connection is closed.'))).toMatch(/^dependency unavailable \(redis\)/);
    expect(dependencyFailureReason(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(dependencyOfFailureReason('Cannot read properties of undefined')).toBeNull();
    // a user's text that merely mentions it, later in the reason, is not a mark
    expect(dependencyOfFailureReason('Invalid input: dependency unavailable (postgres): x')).toBeNull();
  });

  it('hides unknown errors behind a bare 500', () => {
    const mapped = mapError(new Error('secret stack details'));
    expect(mapped).toEqual({ status: 500, body: { message: 'Internal server error', code: 'INTERNAL_ERROR' } });
  });
});
