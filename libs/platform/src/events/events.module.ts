import {
  Global,
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ServiceName } from '@pathwise/contracts';
import { APP_CONFIG, type BaseEnv } from '../config/config.js';
import { EventPublisher } from './event-publisher.js';
import { JobOutbox } from './job-outbox.js';
import { OutboxRelay } from './outbox-relay.js';

/** The name of the service this app is (the producer of its events, the consumer of its queue). */
export const EVENT_SERVICE_NAME = Symbol('EVENT_SERVICE_NAME');

type EventBusConfig = Pick<BaseEnv, 'REDIS_URL' | 'REDIS_PREFIX'>;

/**
 * Starts the relay once the app is up and stops it before the DataSource closes (TypeORM closes it in
 * onApplicationShutdown, which runs after beforeApplicationShutdown).
 */
@Injectable()
class OutboxRelayLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(@Inject(OutboxRelay) private readonly relay: OutboxRelay) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/**
 * Publishing side of the domain-event bus for one service: `EventPublisher` (inject it, call `publish(manager, ...)`
 * inside the service's transactions), `JobOutbox` (`enqueue(manager, job, payload, { key })`: a job queued as part of
 * a transaction) and the `OutboxRelay` behind both. Needs the app's TypeORM `DataSource` (from
 * TypeOrmModule) and `APP_CONFIG` from a global module. Consuming is `connectEventConsumer(app, service)`.
 */
@Global()
@Module({})
export class EventsModule {
  static forService(service: ServiceName): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      providers: [
        { provide: EVENT_SERVICE_NAME, useValue: service },
        {
          provide: OutboxRelay,
          inject: [DataSource, APP_CONFIG],
          useFactory: (dataSource: DataSource, config: EventBusConfig) =>
            new OutboxRelay(dataSource, { producer: service, redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX }),
        },
        {
          provide: EventPublisher,
          inject: [DataSource, OutboxRelay],
          useFactory: (dataSource: DataSource, relay: OutboxRelay) =>
            new EventPublisher(dataSource, service, (event) => relay.deliverCommitted(event)),
        },
        {
          provide: JobOutbox,
          inject: [DataSource, OutboxRelay],
          useFactory: (dataSource: DataSource, relay: OutboxRelay) =>
            new JobOutbox(dataSource, service, (row) => relay.deliverCommitted(row)),
        },
        OutboxRelayLifecycle,
      ],
      exports: [EVENT_SERVICE_NAME, EventPublisher, JobOutbox, OutboxRelay],
    };
  }
}
