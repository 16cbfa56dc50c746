import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type BaseEnv } from '../config/config.js';
import { JobQueues } from './job-queues.js';

@Injectable()
class JobQueuesShutdown implements OnApplicationShutdown {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}
  async onApplicationShutdown(): Promise<void> {
    await this.queues.close();
  }
}

/** Provides `JobQueues` (enqueue / run AI jobs) from APP_CONFIG, closed on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: JobQueues,
      inject: [APP_CONFIG],
      useFactory: (config: Pick<BaseEnv, 'REDIS_URL' | 'REDIS_PREFIX'>) =>
        new JobQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX }),
    },
    JobQueuesShutdown,
  ],
  exports: [JobQueues],
})
export class QueuesModule {}
