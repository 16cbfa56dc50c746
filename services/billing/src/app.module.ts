import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, EVENT_ENTITIES, EventsModule, PlatformModule, QueuesModule } from '@pathwise/platform';
import { SubgraphModule } from '@pathwise/platform/graph';
import type { Logger } from 'pino';
import { BillingClock, billingClockWorkerHost } from './clock/billing-clock.js';
import { type BillingConfig, providerOf } from './config.js';
import { BILLING_GRAPH_PROVIDERS, BILLING_SUBGRAPH } from './graph/index.js';
import { BILLING_MIGRATIONS } from './database/migrations/index.js';
import { InvoiceEntity } from './history/invoice.entity.js';
import { BILLING_PROVIDER } from './providers/billing-provider.js';
import { LocalProvider } from './providers/local/local-provider.js';
import { createStripeClient, StripeProvider } from './providers/stripe/stripe-provider.js';
import { monthlyPeriods } from './state/subscription-state.js';
import { BillingAccountEntity } from './subscriptions/billing-account.entity.js';
import { SubscriptionEntity } from './subscriptions/subscription.entity.js';
import { SpentTrialEntity } from './trials/spent-trial.entity.js';
import { SubscriptionsController } from './subscriptions/subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';
import { UserDataController } from './user-data/user-data.controller.js';
import { WebhookEventEntity } from './webhooks/webhook-event.entity.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

export const BILLING_SCHEMA = 'billing';
const OWN_ENTITIES = [BillingAccountEntity, SubscriptionEntity, InvoiceEntity, WebhookEventEntity, SpentTrialEntity];
export const BILLING_ENTITIES = [...OWN_ENTITIES, ...EVENT_ENTITIES];

@Module({})
export class BillingAppModule {
  static forRoot(config: BillingConfig, logger: Logger): DynamicModule {
    const periods = monthlyPeriods(config.BILLING_TRIAL_MS, config.BILLING_PERIOD_MS);
    return {
      module: BillingAppModule,
      imports: [
        PlatformModule.forService(config, logger),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: BILLING_SCHEMA,
          entities: BILLING_ENTITIES,
          migrations: BILLING_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(OWN_ENTITIES),
        EventsModule.forService('billing'),
        QueuesModule,
        SubgraphModule.forService(config, BILLING_SUBGRAPH),
      ],
      controllers: [SubscriptionsController, WebhooksController, UserDataController],
      providers: [
        {
          provide: BILLING_PROVIDER,
          useFactory: () =>
            providerOf(config) === 'stripe'
              ? new StripeProvider(createStripeClient(config), config)
              : new LocalProvider(periods),
        },
        SubscriptionsService,
        WebhooksService,
        BillingClock,
        billingClockWorkerHost,
        ...BILLING_GRAPH_PROVIDERS,
      ],
    };
  }
}
