import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ServiceName } from '@pathwise/contracts';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GATEWAY_RUNTIME, type GatewayRuntime } from '../runtime/gateway-runtime.js';
import type { Upstream } from '../proxy/upstreams.js';

const CHECK_TIMEOUT_MS = 1_500;

type UpDown = 'up' | 'down';

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/health`: the process is up. `/ready`: the gateway can serve, which needs Redis (every signed-in request reads its
 * session there). Each service's own /health is reported as up or down but never fails readiness: a service that is
 * not built or not running only makes its own routes answer 503, and the rest of the product keeps working.
 */
@Controller()
export class HealthController {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const upstreams = this.runtime.upstreams.all();
    const [redis, ...states] = await Promise.all([
      withTimeout<UpDown>(
        this.runtime.redis.ping().then(
          () => 'up',
          () => 'down',
        ),
        'down',
      ),
      ...upstreams.map((u) => withTimeout(serviceHealth(u), 'down')),
    ]);
    const services = Object.fromEntries(upstreams.map((u, i) => [u.name, states[i]])) as Record<ServiceName, UpDown>;
    const frontend = existsSync(path.join(this.runtime.config.FRONTEND_DIST, 'index.html')) ? 'built' : 'missing';
    const ready = redis === 'up';
    void reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'not ready', redis, services, frontend };
  }
}

async function serviceHealth(upstream: Upstream): Promise<UpDown> {
  try {
    const res = await upstream.agent.request({
      origin: upstream.origin,
      path: `${upstream.basePath}/health`,
      method: 'GET',
      headersTimeout: CHECK_TIMEOUT_MS,
      bodyTimeout: CHECK_TIMEOUT_MS,
    });
    await res.body.dump();
    return res.statusCode === 200 ? 'up' : 'down';
  } catch {
    return 'down';
  }
}
