import { Inject, Injectable } from '@nestjs/common';
import type { CareerDetailResponse } from '@pathwise/contracts';
import { ApiError } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import type { MatchEngine } from '../matching/match-engine.js';
import { JobMarketService } from '../market/job-market.service.js';
import { MATCH_ENGINE } from '../matches/match-engine.provider.js';
import { ProgressService } from '../progress/progress.service.js';
import { QuizSubmissionEntity } from '../quiz/quiz-submission.entity.js';

export const CareerMessages = { notFound: 'Career not found' } as const;

@Injectable()
export class CareersService {
  constructor(
    @Inject(MATCH_ENGINE) private readonly engine: MatchEngine,
    private readonly dataSource: DataSource,
    private readonly progress: ProgressService,
    private readonly market: JobMarketService,
  ) {}

  /** Any catalog occupation, explained against the user's latest quiz when there is one. */
  async career(userId: string, code: string): Promise<CareerDetailResponse> {
    const base = this.engine.describe(code);
    if (!base) throw ApiError.notFound(CareerMessages.notFound);
    const progress = await this.progress.find(userId);
    const submission = progress?.latestSubmissionId
      ? await this.dataSource.manager.findOneBy(QuizSubmissionEntity, { id: progress.latestSubmissionId, userId })
      : null;
    if (!progress || !submission) {
      const [described] = await this.market.annotate([base], progress?.location ?? null);
      return { ...described!, matchScore: null };
    }
    const match = this.engine.explain(code, submission.profile, {
      resumeSkills: progress.resumeSkills,
      hasResume: progress.resumeUploadedAt !== null,
      location: progress.location,
    });
    const [served] = await this.market.annotate([match ? match.recommendation : base], progress.location);
    return match ? served! : { ...served!, matchScore: null };
  }
}
