import { Controller, Get } from '@nestjs/common';
import { type ServiceUserData, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { CurrentUserId } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { InterviewAnswerEntity } from '../practice/answer.entity.js';
import { toDetail } from '../practice/practice-views.js';
import { InterviewSessionEntity } from '../practice/session.entity.js';
import { UserProfileEntity } from '../profiles/user-profile.entity.js';
import { ConversationEntity } from '../replies/conversation.entity.js';

/** Everything this service holds for the caller, for GET /api/profile/export (any plan: the data is theirs). */
@Controller()
export class UserDataController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(USER_DATA_EXPORT_PATH.slice(1))
  async export(@CurrentUserId() userId: string): Promise<ServiceUserData> {
    const [profile, sessions, answers, conversations] = await Promise.all([
      this.dataSource.getRepository(UserProfileEntity).findOneBy({ userId }),
      this.dataSource.getRepository(InterviewSessionEntity).find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(InterviewAnswerEntity).find({ where: { userId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(ConversationEntity).find({ where: { userId }, order: { createdAt: 'ASC' } }),
    ]);
    return {
      service: 'interview',
      data: {
        profileCopy: profile,
        interviewSessions: sessions.map((s) =>
          toDetail(
            s,
            answers.filter((a) => a.sessionId === s.id),
          ),
        ),
        answersOutsideSessions: answers.filter((a) => !a.sessionId).map(({ jobId: _job, ...a }) => a),
        conversations: conversations.map(({ jobId: _job, ...c }) => c),
      },
    };
  }
}
