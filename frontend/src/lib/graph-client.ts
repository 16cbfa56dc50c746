import { ApolloClient, HttpLink, InMemoryCache, ServerError, type OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GRAPH_OPERATIONS } from '@pathwise/contracts';
import type { ASTNode, DocumentNode } from 'graphql';
import { useEffect } from 'react';
import { handleUnauthorized } from './unauthorized';

/** The name of the operation a document holds (the allow-list is keyed by it). */
function operationName(node: ASTNode): string | undefined {
  if (node.kind !== 'Document') return undefined;
  for (const def of node.definitions) if (def.kind === 'OperationDefinition') return def.name?.value;
  return undefined;
}

/**
 * The Apollo client for the gateway's /graphql (same origin, the session cookie included). The gateway runs only the
 * allow-listed operations of libs/contracts graph.ts, by the SHA-256 of their text, so an allow-listed operation is
 * sent as that exact text (Apollo's own printing, with the `__typename` its cache adds, would not match). No retry
 * link: a failure reaches the screen, which says so and offers Try Again.
 */
export function createGraphClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'include',
      print: (ast, originalPrint) => {
        const name = operationName(ast);
        return (name && GRAPH_OPERATIONS[name]) || originalPrint(ast);
      },
    }),
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | undefined;

/**
 * The page's one graph client, made on first use (only the screens that read the graph load Apollo). Queries name it
 * with `client:` rather than through a provider, which would put Apollo in every page's scripts.
 */
export function graphClient(): ApolloClient {
  client ??= createGraphClient();
  return client;
}

/**
 * An allow-listed operation read as every graph screen reads it: never from a cache (quiz, uploads, practice and
 * payments change what it shows), errors beside the data (a down service costs only its own part of the screen), and
 * a 401 (the session ended) handed to the sign-in redirect rather than shown as a failure.
 */
export function useGraphQuery<TData, TVariables extends OperationVariables = OperationVariables>(
  document: DocumentNode,
  options: { variables?: TVariables; skip: boolean },
) {
  const query = useQuery<TData, TVariables>(document, {
    client: graphClient(),
    variables: options.variables,
    skip: options.skip,
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
    // Named as the options type so that the data is typed complete (never partial: no cache to read partials from).
  } as useQuery.Options<TData, TVariables>);
  const unauthorized = ServerError.is(query.error) && query.error.statusCode === 401;
  useEffect(() => {
    if (unauthorized) handleUnauthorized();
  }, [unauthorized]);
  return { query, unauthorized };
}
