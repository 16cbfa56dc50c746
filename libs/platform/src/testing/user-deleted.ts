import { type EventName, EventNames, type EventPayload, type ServiceName } from '@pathwise/contracts';
import { DataSource } from 'typeorm';
import { ProcessedEvent } from '../events/processed-event.entity.js';
import { EventSender, until } from './event-sender.js';
import type { TestService } from './service-harness.js';

/**
 * Delivers an event to a service under test, as the publisher's outbox relay would, and resolves once the service has
 * applied it (its dedupe row is written with the change); false if it never did.
 */
export async function deliverEvent<N extends EventName>(
  service: ServiceName,
  svc: TestService<unknown>,
  name: N,
  payload: EventPayload<N>,
  producer = 'auth',
  occurredAt?: string,
) {
  const sender = new EventSender(service, svc.env.redisUrl, svc.env.redisPrefix);
  try {
    const eventId = await sender.send(name, payload, producer, undefined, occurredAt);
    const processed = svc.app.get(DataSource).getRepository(ProcessedEvent);
    return await until(() => processed.existsBy({ eventId }), Boolean);
  } finally {
    await sender.close();
  }
}

/** Delivers user.deleted for `userId` (deliverEvent). */
export function deliverUserDeleted(service: ServiceName, svc: TestService<unknown>, userId: string) {
  return deliverEvent(service, svc, EventNames.userDeleted, { userId, deletedAt: new Date().toISOString() });
}
