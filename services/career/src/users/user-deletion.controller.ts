import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { CareerMatchEntity } from '../matches/career-match.entity.js';
import { ProgressService } from '../progress/progress.service.js';
import { UserProgressEntity } from '../progress/user-progress.entity.js';
import { QuizSubmissionEntity } from '../quiz/quiz-submission.entity.js';
import { DeletedUserEntity } from './deleted-user.entity.js';

/**
 * user.deleted: removes everything this service holds for the user (quiz submissions, matches, the progress read
 * model with its copies of the location and resume skills) and records the id as deleted, so an event about the user
 * delivered later, or a matching run in flight, writes nothing back (ProgressService.isDeleted).
 */
@Controller()
export class UserDeletionController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly progress: ProgressService,
  ) {}

  @OnDomainEvent(EventNames.userDeleted)
  async onUserDeleted(event: EventEnvelope<EventPayload<'user.deleted'>>) {
    const { userId, deletedAt } = event.payload;
    await handleOnce(this.dataSource, 'career.user-deleted', event, async (m) => {
      await this.progress.lockForDeletion(m, userId);
      const at = Number.isNaN(Date.parse(deletedAt)) ? new Date(event.occurredAt) : new Date(deletedAt);
      await m
        .createQueryBuilder()
        .insert()
        .into(DeletedUserEntity)
        .values({ userId, deletedAt: at })
        .orIgnore()
        .execute();
      await m.delete(CareerMatchEntity, { userId });
      await m.delete(QuizSubmissionEntity, { userId });
      await m.delete(UserProgressEntity, { userId });
    });
  }
}
