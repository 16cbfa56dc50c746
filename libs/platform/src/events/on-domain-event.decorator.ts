import { EventPattern } from '@nestjs/microservices';
import type { EventEnvelope, EventName, EventPayload } from '@pathwise/contracts';
import { BULLMQ_EVENTS, type BullMqEventContext } from './bullmq-event-server.js';

type DomainEventMethod<N extends EventName> = (
  envelope: EventEnvelope<EventPayload<N>>,
  context: BullMqEventContext,
) => unknown;

/**
 * `@EventPattern(name)` for a domain event on the BullMQ event transport, with the handler typed by the contract:
 * `@OnDomainEvent('quiz.completed') async onQuizCompleted(envelope, ctx) {...}` (Nest passes the envelope and the
 * context in that order; `@Payload()`/`@Ctx()` are optional). Plain `@EventPattern` types its extra parameters as
 * `unknown`, which rejects a typed context parameter.
 */
export function OnDomainEvent<N extends EventName>(name: N) {
  return EventPattern(name, BULLMQ_EVENTS) as <M extends DomainEventMethod<N>>(
    target: object,
    propertyKey: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => void;
}
