import { Controller, Get } from '@nestjs/common';
import {
  EventNames,
  type EventEnvelope,
  type EventPayload,
  type ServiceUserData,
  USER_DATA_EXPORT_PATH,
} from '@pathwise/contracts';
import { CurrentUserId, handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

/** The account export's billing part, and the account deletion's. */
@Controller()
export class UserDataController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Get(USER_DATA_EXPORT_PATH.slice(1))
  async export(@CurrentUserId() userId: string): Promise<ServiceUserData> {
    return { service: 'billing', data: await this.subscriptions.exportUser(userId) };
  }

  /** The account's address, kept as a hash: the free trial is once per person (SubscriptionsService.recordTrialOwner). */
  @OnDomainEvent(EventNames.userRegistered)
  async onUserRegistered(event: EventEnvelope<EventPayload<'user.registered'>>) {
    await handleOnce(this.dataSource, 'billing.trial-owner', event, (m) =>
      this.subscriptions.recordTrialOwner(m, event.payload.userId, event.payload.email, new Date(event.occurredAt)),
    );
  }

  @OnDomainEvent(EventNames.userUpdated)
  async onUserUpdated(event: EventEnvelope<EventPayload<'user.updated'>>) {
    await handleOnce(this.dataSource, 'billing.trial-owner', event, (m) =>
      this.subscriptions.recordTrialOwner(m, event.payload.userId, event.payload.email, new Date(event.occurredAt)),
    );
  }

  /** Ends the user's open subscription at the provider (nothing more is charged) and deletes every billing row. */
  @OnDomainEvent(EventNames.userDeleted)
  async onUserDeleted(event: EventEnvelope<EventPayload<'user.deleted'>>) {
    await handleOnce(this.dataSource, 'billing.user-deleted', event, (m) =>
      this.subscriptions.deleteUser(m, event.payload.userId),
    );
  }
}
