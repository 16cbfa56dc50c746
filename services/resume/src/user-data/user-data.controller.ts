import { Controller, Get } from '@nestjs/common';
import {
  EventNames,
  type EventEnvelope,
  type EventPayload,
  type ServiceUserData,
  USER_DATA_EXPORT_PATH,
} from '@pathwise/contracts';
import { CurrentIdentity, CurrentUserId, handleOnce, type Identity, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { CareerTargetsEntity } from '../career-targets/career-targets.entity.js';
import { ResumeVersions } from '../resume/resume-versions.js';

/**
 * The account's share of this service (DECISIONS.md, account deletion and export): everything it holds for the
 * caller on GET /internal/user-data, and all of it deleted on user.deleted.
 */
@Controller()
export class UserDataController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ResumeVersions,
  ) {}

  @Get(USER_DATA_EXPORT_PATH.slice(1))
  async export(@CurrentUserId() userId: string, @CurrentIdentity() identity: Identity): Promise<ServiceUserData> {
    const [held, targets] = await Promise.all([
      this.versions.export(userId, identity.plan),
      this.dataSource.getRepository(CareerTargetsEntity).findOneBy({ userId }),
    ]);
    return { service: 'resume', data: { ...held, careerTargets: targets ? targets.occupations : null } };
  }

  @OnDomainEvent(EventNames.userDeleted)
  async onUserDeleted(event: EventEnvelope<EventPayload<'user.deleted'>>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'resume.user-deleted', event, async (manager) => {
      await this.versions.delete(manager, userId);
      await manager.delete(CareerTargetsEntity, { userId });
    });
  }
}
