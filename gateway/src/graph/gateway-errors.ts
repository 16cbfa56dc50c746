import { GatewayMessages } from '@pathwise/contracts';
import type { GraphQLFormattedError } from 'graphql';

/** Codes whose message is meant for the client as it stands (the subgraphs' own refusals, the gateway's limits). */
const CLIENT_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'QUERY_TOO_DEEP',
  'QUERY_TOO_COSTLY',
  'OPERATION_NOT_ALLOWED',
]);

/**
 * What the browser learns about an error: client errors as they are; a subgraph that could not be reached or
 * answered badly becomes SERVICE_UNAVAILABLE naming the service (never its internal URL or the socket error), with
 * the path of the fields it owns, so the screen can say which part could not be loaded; anything else is a bare
 * "Internal server error".
 */
export function formatGatewayError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const extensions = formatted.extensions ?? {};
  const given = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
  // Apollo Server's own refusals that carry no code of their own ('provided sha does not match query', 'Unsupported
  // persisted query version') are given INTERNAL_SERVER_ERROR but a 4xx status: the request's fault, worded for it.
  const code = given === 'INTERNAL_SERVER_ERROR' && clientStatus(error) ? 'BAD_REQUEST' : given;
  const service = typeof extensions.serviceName === 'string' ? extensions.serviceName : undefined;
  const base = { path: formatted.path, locations: formatted.locations };
  if (CLIENT_CODES.has(code)) {
    return { ...base, message: formatted.message, extensions: { code, ...(service ? { service } : {}) } };
  }
  if (service) {
    return {
      ...base,
      message: GatewayMessages.unavailable(service),
      extensions: { code: 'SERVICE_UNAVAILABLE', service },
    };
  }
  return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** Whether Apollo Server marked the error a client error (`extensions.http.status` 4xx). */
function clientStatus(error: unknown): boolean {
  const status = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
