import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import type { ServiceName } from '@pathwise/contracts';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
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
 *
 * The public answer is the bare status (load balancers need no more); which parts are down and whether the front end
 * is built is for operators only, who send `Authorization: Bearer <OPS_TOKEN>` (or ask each service's own /ready on
 * its internal port).
 */
@Controller()
export class HealthController {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply, @Headers('authorization') authorization?: string) {
    // Only an operator's call asks every service: a public probe costs one Redis PING.
    const operator = this.isOperator(authorization);
    const upstreams = operator ? this.runtime.upstreams.all() : [];
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
    const ready = redis === 'up';
    void reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    const status = ready ? 'ready' : 'not ready';
    if (!operator) return { status };
    const services = Object.fromEntries(upstreams.map((u, i) => [u.name, states[i]])) as Record<ServiceName, UpDown>;
    const frontend = existsSync(path.join(this.runtime.config.FRONTEND_DIST, 'index.html')) ? 'built' : 'missing';
    return { status, redis, services, frontend };
  }

  private isOperator(authorization: string | undefined): boolean {
    const token = this.runtime.config.OPS_TOKEN;
    if (!token || !authorization?.startsWith('Bearer ')) return false;
    // Hashed first, so the comparison takes the same time whatever the lengths.
    const digest = (v: string) => createHash('sha256').update(v).digest();
    return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
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
