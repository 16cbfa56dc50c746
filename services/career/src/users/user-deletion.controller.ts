import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { CareerMatchEntity } from '../matches/career-match.entity.js';
import { UserProgressEntity } from '../progress/user-progress.entity.js';
import { QuizSubmissionEntity } from '../quiz/quiz-submission.entity.js';

/**
 * user.deleted: removes everything this service holds for the user (quiz submissions, matches, the progress read
 * model with its copies of the location and resume skills). handleOnce records the id as forgotten, holding the
 * user's lock, so an event about the user delivered later, or a matching run in flight, writes nothing back
 * (ProgressService.isDeleted).
 */
@Controller()
export class UserDeletionController {
  constructor(private readonly dataSource: DataSource) {}

  @OnDomainEvent(EventNames.userDeleted)
  async onUserDeleted(event: EventEnvelope<EventPayload<'user.deleted'>>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'career.user-deleted', event, async (m) => {
      await m.delete(CareerMatchEntity, { userId });
      await m.delete(QuizSubmissionEntity, { userId });
      await m.delete(UserProgressEntity, { userId });
    });
  }
}
