import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pathwise/platform';
import type { Logger } from 'pino';
import { BillingAppModule } from './app.module.js';
import type { BillingConfig } from './config.js';

export { BillingEnv, type BillingConfig } from './config.js';

/** The billing service, initialised but not listening (main.ts listens; tests listen on port 0). */
export async function createBillingApp(config: BillingConfig, logger: Logger): Promise<NestFastifyApplication> {
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PRICE_ID) {
    throw new Error('STRIPE_PRICE_ID is required with STRIPE_SECRET_KEY (the monthly Premium price)');
  }
  return createServiceApp(BillingAppModule.forRoot(config, logger), {
    logger,
    consumeEventsAs: 'billing',
    rawBody: true,
  });
}
