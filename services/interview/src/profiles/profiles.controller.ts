import { Controller } from '@nestjs/common';
import { type EventEnvelope, type EventName, EventNames, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { InterviewAnswerEntity } from '../practice/answer.entity.js';
import { InterviewSessionEntity } from '../practice/session.entity.js';
import { PendingRequestEntity } from '../requests/pending-request.entity.js';
import { ConversationEntity } from '../replies/conversation.entity.js';
import { UserProfileEntity } from './user-profile.entity.js';

type Envelope<N extends EventName> = EventEnvelope<EventPayload<N>>;

/**
 * Keeps this service's copy of what it needs about each user, from events (no request to another service at draft
 * time), and deletes everything the user owns here on user.deleted. Every handler is idempotent (handleOnce).
 */
@Controller()
export class ProfilesController {
  constructor(private readonly dataSource: DataSource) {}

  @OnDomainEvent(EventNames.userRegistered)
  async onRegistered(event: Envelope<'user.registered'>) {
    const { userId, firstName, lastName } = event.payload;
    await handleOnce(this.dataSource, 'interview.user-registered', event, (m) =>
      m.upsert(UserProfileEntity, { userId, firstName, lastName }, ['userId']),
    );
  }

  @OnDomainEvent(EventNames.userUpdated)
  async onUpdated(event: Envelope<'user.updated'>) {
    const { userId, firstName, lastName, location } = event.payload;
    await handleOnce(this.dataSource, 'interview.user-updated', event, (m) =>
      m.upsert(UserProfileEntity, { userId, firstName, lastName, location }, ['userId']),
    );
  }

  @OnDomainEvent(EventNames.resumeAnalyzed)
  async onResumeAnalyzed(event: Envelope<'resume.analyzed'>) {
    const { userId, skills, targetTitles, experienceLevel } = event.payload;
    await handleOnce(this.dataSource, 'interview.resume-analyzed', event, (m) =>
      m.upsert(UserProfileEntity, { userId, skills, titles: targetTitles, experienceLevel, hasResume: true }, [
        'userId',
      ]),
    );
  }

  @OnDomainEvent(EventNames.resumeDeleted)
  async onResumeDeleted(event: Envelope<'resume.deleted'>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'interview.resume-deleted', event, (m) =>
      m.upsert(UserProfileEntity, { userId, skills: [], titles: [], experienceLevel: null, hasResume: false }, [
        'userId',
      ]),
    );
  }

  @OnDomainEvent(EventNames.careerMatchesUpdated)
  async onMatchesUpdated(event: Envelope<'career.matches.updated'>) {
    const { userId, occupations } = event.payload;
    const matches = [...occupations].sort((a, b) => b.matchScore - a.matchScore);
    await handleOnce(this.dataSource, 'interview.career-matches', event, (m) =>
      m.upsert(UserProfileEntity, { userId, matches }, ['userId']),
    );
  }

  @OnDomainEvent(EventNames.userDeleted)
  async onUserDeleted(event: Envelope<'user.deleted'>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'interview.user-deleted', event, async (m) => {
      await m.delete(InterviewAnswerEntity, { userId });
      await m.delete(InterviewSessionEntity, { userId });
      await m.delete(ConversationEntity, { userId });
      await m.delete(UserProfileEntity, { userId });
      await m.delete(PendingRequestEntity, { userId });
    });
  }
}
