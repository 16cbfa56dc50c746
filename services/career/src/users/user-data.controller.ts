import { Controller, Get } from '@nestjs/common';
import { type ServiceUserData, USER_DATA_EXPORT_PATH } from '@pathwise/contracts';
import { CurrentUserId } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { CareerMatchEntity } from '../matches/career-match.entity.js';
import { UserProgressEntity } from '../progress/user-progress.entity.js';
import { QuizSubmissionEntity } from '../quiz/quiz-submission.entity.js';

/** The account export's share of this service (DECISIONS.md): everything it holds for the caller, and only that. */
@Controller()
export class UserDataController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(USER_DATA_EXPORT_PATH)
  async export(@CurrentUserId() userId: string): Promise<ServiceUserData> {
    const m = this.dataSource.manager;
    const [submissions, matches, progress] = await Promise.all([
      m.find(QuizSubmissionEntity, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } }),
      m.find(CareerMatchEntity, { where: { userId }, order: { rank: 'ASC' } }),
      m.findOneBy(UserProgressEntity, { userId }),
    ]);
    return {
      service: 'career',
      data: {
        quizSubmissions: submissions.map(({ id, createdAt, answers, profile, matchSnapshot }) => ({
          id,
          createdAt,
          answers,
          profile,
          matchSnapshot,
        })),
        careerMatches: matches.map(({ submissionId, rank, createdAt, reasoningEngine, recommendation }) => ({
          submissionId,
          rank,
          createdAt,
          reasoningEngine,
          recommendation,
        })),
        progress: progress && (({ userId: _id, ...rest }) => rest)(progress),
      },
    };
  }
}
