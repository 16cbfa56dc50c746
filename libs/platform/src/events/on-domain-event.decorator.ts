import { applyDecorators, UseFilters } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import type { EventEnvelope, EventName, EventPayload } from '@pathwise/contracts';
import { BULLMQ_EVENTS, type BullMqEventContext } from './bullmq-event-server.js';
import { EventErrorPassthroughFilter } from './event-error.filter.js';

type DomainEventMethod<N extends EventName> = (
  envelope: EventEnvelope<EventPayload<N>>,
  context: BullMqEventContext,
) => unknown;

/**
 * The one way to declare a domain-event handler: `@OnDomainEvent(EventNames.quizCompleted) async onQuizCompleted(
 * envelope, ctx) {...}` in a controller (Nest passes the envelope and the context in that order; `@Payload()`/`@Ctx()`
 * are optional). It is `@EventPattern(name)` pinned to the BullMQ event transport, typed by the contract (plain
 * `@EventPattern` types its extra parameters as `unknown`), with the filter that hands the handler's own error to
 * BullMQ, which records it as the job's failure and retries (Nest's default RPC filter would replace it by a generic
 * 'Internal server error').
 */
export function OnDomainEvent<N extends EventName>(name: N) {
  return applyDecorators(
    EventPattern(name, BULLMQ_EVENTS) as MethodDecorator,
    UseFilters(new EventErrorPassthroughFilter()),
  ) as <M extends DomainEventMethod<N>>(
    target: object,
    propertyKey: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => void;
}
