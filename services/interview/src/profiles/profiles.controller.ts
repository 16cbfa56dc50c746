import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type EventEnvelope, type EventName, EventNames, type EventPayload } from '@pathwise/contracts';
import { handleOnce } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { InterviewAnswerEntity } from '../practice/answer.entity.js';
import { InterviewSessionEntity } from '../practice/session.entity.js';
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

  @EventPattern(EventNames.userRegistered)
  async onRegistered(@Payload() event: Envelope<'user.registered'>) {
    const { userId, firstName, lastName } = event.payload;
    await handleOnce(this.dataSource, 'interview.user-registered', event, (m) =>
      m.upsert(UserProfileEntity, { userId, firstName, lastName }, ['userId']),
    );
  }

  @EventPattern(EventNames.userUpdated)
  async onUpdated(@Payload() event: Envelope<'user.updated'>) {
    const { userId, firstName, lastName, location } = event.payload;
    await handleOnce(this.dataSource, 'interview.user-updated', event, (m) =>
      m.upsert(UserProfileEntity, { userId, firstName, lastName, location }, ['userId']),
    );
  }

  @EventPattern(EventNames.resumeAnalyzed)
  async onResumeAnalyzed(@Payload() event: Envelope<'resume.analyzed'>) {
    const { userId, skills, targetTitles, experienceLevel } = event.payload;
    await handleOnce(this.dataSource, 'interview.resume-analyzed', event, (m) =>
      m.upsert(UserProfileEntity, { userId, skills, titles: targetTitles, experienceLevel, hasResume: true }, [
        'userId',
      ]),
    );
  }

  @EventPattern(EventNames.resumeDeleted)
  async onResumeDeleted(@Payload() event: Envelope<'resume.deleted'>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'interview.resume-deleted', event, (m) =>
      m.upsert(UserProfileEntity, { userId, skills: [], titles: [], experienceLevel: null, hasResume: false }, [
        'userId',
      ]),
    );
  }

  @EventPattern(EventNames.careerMatchesUpdated)
  async onMatchesUpdated(@Payload() event: Envelope<'career.matches.updated'>) {
    const { userId, occupations } = event.payload;
    const matches = [...occupations].sort((a, b) => b.matchScore - a.matchScore);
    await handleOnce(this.dataSource, 'interview.career-matches', event, (m) =>
      m.upsert(UserProfileEntity, { userId, matches }, ['userId']),
    );
  }

  @EventPattern(EventNames.userDeleted)
  async onUserDeleted(@Payload() event: Envelope<'user.deleted'>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'interview.user-deleted', event, async (m) => {
      await m.delete(InterviewAnswerEntity, { userId });
      await m.delete(InterviewSessionEntity, { userId });
      await m.delete(ConversationEntity, { userId });
      await m.delete(UserProfileEntity, { userId });
    });
  }
}
