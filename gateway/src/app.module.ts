import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { GraphModule } from './graph/graph.module.js';
import { HealthController } from './health/health.controller.js';
import { GATEWAY_RUNTIME, type GatewayRuntime } from './runtime/gateway-runtime.js';

/** Closes the Redis client and the service pools when the app shuts down (after Fastify stopped taking requests). */
@Injectable()
class RuntimeCloser implements OnApplicationShutdown {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}
  async onApplicationShutdown() {
    await this.runtime.close();
  }
}

/**
 * The Nest side of the gateway is small on purpose: health endpoints and lifecycle. /api and the SPA are Fastify
 * routes (see proxy.plugin.ts for why).
 */
@Module({})
export class GatewayModule {
  static forRoot(runtime: GatewayRuntime): DynamicModule {
    return {
      module: GatewayModule,
      imports: [GraphModule.forRoot(runtime)],
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_RUNTIME, useValue: runtime }, RuntimeCloser],
    };
  }
}
