import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.js';
import { Public } from '../identity/identity.guard.js';

/** `/health`: the process is up. `/ready`: its PostgreSQL and Redis answer (load balancers and compose use it). */
@Controller()
@Public()
export class HealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  @Get('health')
  health() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [postgres, redis] = await Promise.all([
      this.dataSource
        ? this.dataSource.query('SELECT 1').then(
            () => 'up',
            () => 'down',
          )
        : Promise.resolve('not used'),
      this.redis.ping().then(
        () => 'up',
        () => 'down',
      ),
    ]);
    const ok = postgres !== 'down' && redis === 'up';
    void reply.status(ok ? 200 : 503);
    return { status: ok ? 'ready' : 'not ready', postgres, redis };
  }
}
