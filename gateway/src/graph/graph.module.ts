import { existsSync, readFileSync } from 'node:fs';
import { ApolloGatewayDriver, type ApolloGatewayDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ServiceNames, type ServiceName } from '@pathwise/contracts';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GatewayRuntime } from '../runtime/gateway-runtime.js';
import { formatGatewayError } from './gateway-errors.js';
import { GRAPH_PATH, GraphDoor, type GraphRequest } from './graph-door.js';
import { operationGuard } from './operation-guard.js';
import { reuseGatewayOperations } from './operation-reuse.js';
import { persistedOperations } from './persisted-operations.js';
import { type GatewayGraphContext, SubgraphSource } from './subgraph-source.js';

/**
 * /graphql: Apollo Gateway over the static supergraph composed at build. Each subgraph named in it is reached at
 * `<its *_SERVICE_URL>/graphql` through the same keep-alive pool as /api, with the caller's identity signed for that
 * call, so a subgraph that is down costs only its own fields, never the gateway's start-up.
 */
@Module({})
export class GraphModule {
  static forRoot(runtime: GatewayRuntime): DynamicModule {
    const { config, logger } = runtime;
    if (!existsSync(config.SUPERGRAPH_FILE)) {
      logger.warn({ file: config.SUPERGRAPH_FILE }, 'no supergraph (run npm run build): /graphql is off');
      return { module: GraphModule };
    }
    // The SPA's operations are converted for the planner once each, not on every request (operation-reuse.ts).
    if (!reuseGatewayOperations()) logger.warn('@apollo/gateway changed: each request converts its operation again');
    disableApolloTelemetry();
    const production = config.NODE_ENV === 'production';
    const allowListOnly = config.GRAPH_ALLOW_LIST === 'auto' ? production : config.GRAPH_ALLOW_LIST === 'true';
    return {
      module: GraphModule,
      imports: [
        GraphQLModule.forRoot<ApolloGatewayDriverConfig>({
          driver: ApolloGatewayDriver,
          server: {
            path: GRAPH_PATH,
            graphiql: false,
            introspection: !production,
            includeStacktraceInErrorResponses: false,
            context: (req: GraphRequest): GatewayGraphContext => ({ req }),
            formatError: formatGatewayError,
            // The SPA sends its allow-listed operations by hash (persisted-operations.ts).
            persistedQueries: persistedOperations(),
            plugins: [
              operationGuard({
                limits: { maxDepth: config.GRAPH_MAX_DEPTH, maxCost: config.GRAPH_MAX_COST },
                allowListOnly,
              }),
              ApolloServerPluginInlineTraceDisabled(),
              ApolloServerPluginUsageReportingDisabled(),
              // The answer is per user and no-store (GraphDoor): no cache hints to compute.
              ApolloServerPluginCacheControlDisabled(),
            ],
            // Nest's plugin that resets a status an execution error set back to 200 hooks into every request; the
            // gateway's errors with a status (the operation guard's 400s) come before execution, with no data, where
            // it changes nothing, and Apollo drops the subgraphs' statuses from the errors it passes on.
            preserveHttpStatusForExecutionErrors: false,
          },
          gateway: {
            supergraphSdl: readFileSync(config.SUPERGRAPH_FILE, 'utf8'),
            // Each fetch's parsed document reaches the subgraph source (passed-json.ts reads it once per plan).
            queryPlannerConfig: { exposeDocumentNodeInFetchNode: true },
            buildService: ({ name }) => subgraphSource(runtime, name),
          },
        }),
      ],
      providers: [
        {
          provide: GraphDoor,
          useFactory: (host: HttpAdapterHost) => new GraphDoor(runtime, host),
          inject: [HttpAdapterHost],
        },
      ],
    };
  }
}

/**
 * @apollo/gateway otherwise sends anonymous usage metrics to Apollo every hour and probes cloud metadata addresses at
 * start-up (OpenTelemetry resource detectors), unless APOLLO_TELEMETRY_DISABLED is set: its documented opt-out, read
 * when the gateway is constructed. Pathwise sends nothing to a third party it does not name, so it is always off.
 */
function disableApolloTelemetry(): void {
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
}

function isServiceName(name: string): name is ServiceName {
  return (ServiceNames as readonly string[]).includes(name);
}

/** One subgraph: its URL from the environment by name (<SERVICE>_SERVICE_URL), under /graphql. */
function subgraphSource(runtime: GatewayRuntime, name: string): SubgraphSource {
  if (!isServiceName(name)) throw new Error(`The supergraph names an unknown subgraph: ${name}`);
  const upstream = runtime.upstreams.get(name);
  return new SubgraphSource(
    name,
    upstream,
    runtime.config.INTERNAL_SECRET,
    runtime.logger,
    `${upstream.basePath}${GRAPH_PATH}`,
  );
}
