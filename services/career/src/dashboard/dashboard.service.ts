import { Injectable } from '@nestjs/common';
import type { CareerRecommendation, DashboardResponse } from '@pathwise/contracts';
import { MatchingService } from '../matches/matching.service.js';
import { progressScore, ProgressService } from '../progress/progress.service.js';

@Injectable()
export class DashboardService {
  constructor(
    private readonly progress: ProgressService,
    private readonly matching: MatchingService,
  ) {}

  async dashboard(userId: string): Promise<DashboardResponse> {
    const [p, recommendations] = await Promise.all([this.progress.find(userId), this.recommendations(userId)]);
    return {
      progressScore: progressScore(p),
      recommendations,
      quizCompleted: Boolean(p?.quizCompletedAt),
      resume: p?.resumeUploadedAt
        ? { fileName: p.resumeFileName, linkedinUrl: p.resumeLinkedinUrl, uploadedAt: p.resumeUploadedAt.toISOString() }
        : null,
      interestProfile: p?.interestProfile ?? null,
      interviewPracticed: Boolean(p?.interviewPracticedAt),
      applied: Boolean(p?.appliedAt),
    };
  }

  /** Best first (about 12; the overview shows the first 3). */
  recommendations(userId: string): Promise<CareerRecommendation[]> {
    return this.matching.currentMatches(userId);
  }
}
