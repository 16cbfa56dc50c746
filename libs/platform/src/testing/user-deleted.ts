import { EventNames, type ServiceName } from '@pathwise/contracts';
import { DataSource } from 'typeorm';
import { ProcessedEvent } from '../events/processed-event.entity.js';
import { EventSender, until } from './event-sender.js';
import type { TestService } from './service-harness.js';

/**
 * Delivers user.deleted for `userId` to a service under test, as auth's outbox relay would, and resolves once the
 * service has applied it (its dedupe row is written with the change); false if it never did.
 */
export async function deliverUserDeleted(service: ServiceName, svc: TestService<unknown>, userId: string) {
  const sender = new EventSender(service, svc.env.redisUrl, svc.env.redisPrefix);
  try {
    const eventId = await sender.send(EventNames.userDeleted, { userId, deletedAt: new Date().toISOString() }, 'auth');
    const processed = svc.app.get(DataSource).getRepository(ProcessedEvent);
    return await until(() => processed.existsBy({ eventId }), Boolean);
  } finally {
    await sender.close();
  }
}
