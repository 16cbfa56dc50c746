import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  ServerError,
  type OperationVariables,
} from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
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

/** The allow-listed text of a document's operation (libs/contracts graph.ts), if it is one of the SPA's. */
function allowListed(node: ASTNode): string | undefined {
  const name = operationName(node);
  return name ? GRAPH_OPERATIONS[name] : undefined;
}

/** SHA-256 of a text as lowercase hex, with the browser's Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Apollo client for the gateway's /graphql (same origin, the session cookie included). The gateway runs only the
 * allow-listed operations of libs/contracts graph.ts, by the SHA-256 of their text, so an allow-listed operation is
 * sent as that exact text (Apollo's own printing, with the `__typename` its cache adds, would not match), or rather
 * by that hash alone: the gateway holds the allow-listed operations as persisted queries (its
 * persisted-operations.ts), so it neither reads nor hashes the text on every request. Should it not know the hash,
 * Apollo's persisted-query link sends the text once more. Where the browser offers no Web Crypto (a page served over
 * plain http from another host than this one) the text goes as before. No retry link: a failure reaches the
 * screen, which says so and offers Try Again.
 */
export function createGraphClient(): ApolloClient {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'include',
    print: (ast, originalPrint) => allowListed(ast) ?? originalPrint(ast),
  });
  const byHash = new PersistedQueryLink({ generateHash: (document) => sha256Hex(allowListed(document)!) });
  return new ApolloClient({
    link: ApolloLink.split(
      (operation) => typeof crypto !== 'undefined' && !!crypto.subtle && allowListed(operation.query) !== undefined,
      byHash.concat(http),
      http,
    ),
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
