import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApiError } from '../errors/api-error.js';
import { mapError } from '../errors/error-filter.js';

/** The codes a graph error carries in `extensions.code`, named as Apollo names its own where one exists. */
export const GraphErrorCodes = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  premiumRequired: 'PREMIUM_REQUIRED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

/*
 * A field error leaves the rest of the answer standing, so the subgraph answers 200 with the error entry beside the
 * data, and the code says what happened: no HTTP status rides on these errors (the gateway reads a subgraph's non-2xx
 * answer as the service being down, and Apollo never passes an error's status on to the gateway's caller).
 */

/** Another user's id in a query: refused, whatever the caller's plan. */
export function notYourData(): GraphQLError {
  return new GraphQLError('You can only read your own data', { extensions: { code: GraphErrorCodes.forbidden } });
}

/** A premium field read by a free user: the words REST answers with (403 `Premium subscription required`). */
export function premiumRequired(): GraphQLError {
  return new GraphQLError('Premium subscription required', {
    extensions: { code: GraphErrorCodes.premiumRequired },
  });
}

const CODE_BY_STATUS: Record<number, string> = {
  401: GraphErrorCodes.unauthenticated,
  403: GraphErrorCodes.forbidden,
  503: GraphErrorCodes.unavailable,
};

/**
 * What a subgraph tells the gateway about an error: the platform's mapping of ApiErrors and dependency failures
 * (Postgres or Redis down: 503 with the product's words), the graph's own errors as they are, and nothing of an
 * unexpected error but "Internal server error" (never a stack trace or an SQL message).
 */
export function formatSubgraphError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  const code = formatted.extensions?.code;
  // Apollo's own refusals (parse and validation errors, bad variables) and ours keep their message and code.
  if (!(original instanceof Error) || original instanceof GraphQLError) {
    const { stacktrace: _, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  if (typeof code === 'string' && code !== GraphErrorCodes.internal && !(original instanceof ApiError)) {
    return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: { code } };
  }
  const mapped = mapError(original);
  const premium = original instanceof ApiError && original.code === 'PREMIUM_REQUIRED';
  return {
    message: mapped.status >= 500 && mapped.status !== 503 ? 'Internal server error' : mapped.body.message,
    path: formatted.path,
    locations: formatted.locations,
    extensions: {
      code: premium ? GraphErrorCodes.premiumRequired : (CODE_BY_STATUS[mapped.status] ?? GraphErrorCodes.internal),
    },
  };
}
