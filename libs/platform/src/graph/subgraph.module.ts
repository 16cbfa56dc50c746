import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Inject, Injectable, Module, type OnModuleInit, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@pathwise/contracts';
import type { BaseEnv } from '../config/config.js';
import { type Identity, verifyIdentity } from '../identity/identity-headers.js';
import { utf8Answer } from '../http/utf8-answer.js';
import type { GraphContext } from './graph-context.js';
import type { SubgraphDefinition } from './subgraph-definition.js';
import { formatSubgraphError } from './graph-errors.js';

/** Where every subgraph answers; the gateway's supergraph maps each subgraph name to `<service URL>/graphql`. */
export const SUBGRAPH_PATH = '/graphql';

interface SubgraphOptions {
  /** The gateway's shared secret (INTERNAL_SECRET): only calls it signed reach the resolvers. */
  internalSecret: string;
  production: boolean;
  /** Types no query of this subgraph returns but that it declares (its `User`: code-first, integrations.md s10). */
  orphanedTypes: Type[];
}

const SUBGRAPH_OPTIONS = Symbol('SUBGRAPH_OPTIONS');
type SignedRequest = FastifyRequest & { graphIdentity?: Identity & { userId: string } };

/**
 * The subgraph's door: every call to /graphql must carry the gateway's signed identity of a signed-in user (the
 * same check as the REST routes, on the same headers), else 401 before Apollo reads the body. Resolvers then read
 * the identity from the context and answer only for that user.
 */
@Injectable()
class SubgraphIdentityHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SUBGRAPH_OPTIONS) private readonly options: SubgraphOptions,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', async (request: SignedRequest, reply: FastifyReply) => {
      const url = request.url;
      if (url !== SUBGRAPH_PATH && !url.startsWith(`${SUBGRAPH_PATH}?`)) return;
      const identity = verifyIdentity(this.options.internalSecret, request.headers, { method: request.method, url });
      if (!identity?.userId) {
        return reply
          .code(401)
          .header('cache-control', 'no-store')
          .send({
            message: 'Missing or invalid gateway identity',
            code: ErrorCodes.unauthorized,
            requestId: String(request.id),
          });
      }
      request.graphIdentity = identity as Identity & { userId: string };
    });
    // The answer's text as UTF-8 bytes made in one pass (utf8-answer.ts: a two-byte string, as one `’` in a match's
    // wording makes career's, is otherwise encoded a character at a time, twice: Content-Length, then the write).
    fastify.addHook('onSend', (request, _reply, payload, done) => {
      const url = request.url;
      const graph = url === SUBGRAPH_PATH || url.startsWith(`${SUBGRAPH_PATH}?`);
      done(null, graph && typeof payload === 'string' ? utf8Answer(payload) : payload);
    });
  }
}

/**
 * A service's subgraph: Apollo Federation 2 (code-first, `@key` entities keyed by user id) on the service's own
 * Fastify app at /graphql. Import it in the app module with the resolvers as providers.
 */
@Module({})
export class SubgraphModule {
  static forService(
    config: Pick<BaseEnv, 'INTERNAL_SECRET' | 'NODE_ENV'>,
    subgraph: SubgraphDefinition,
  ): DynamicModule {
    const options: SubgraphOptions = {
      internalSecret: config.INTERNAL_SECRET,
      production: config.NODE_ENV === 'production',
      orphanedTypes: subgraph.orphanedTypes ?? [],
    };
    return {
      module: SubgraphModule,
      imports: [
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          autoSchemaFile: { federation: 2 },
          path: SUBGRAPH_PATH,
          graphiql: false,
          // Only the gateway calls a subgraph, and it has the composed schema: nothing needs to introspect one.
          introspection: !options.production,
          includeStacktraceInErrorResponses: false,
          buildSchemaOptions: { orphanedTypes: options.orphanedTypes },
          context: (request: SignedRequest): GraphContext => ({
            identity: request.graphIdentity!,
            loaders: new Map(),
          }),
          formatError: formatSubgraphError,
          // Traces are for Apollo's hosted studio, which this product does not use. Cache hints neither: every graph
          // answer is per user and no-store, and the cache-control plugin hooks into the resolution of every field
          // (hundreds in a dashboard answer).
          plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
          // Nest's plugin that resets a status an execution error set back to 200 hooks into every request; no graph
          // error here sets one (graph-errors.ts), and without it no plugin of a subgraph listens to a request's stages.
          preserveHttpStatusForExecutionErrors: false,
        }),
      ],
      providers: [{ provide: SUBGRAPH_OPTIONS, useValue: options }, SubgraphIdentityHook],
    };
  }
}
