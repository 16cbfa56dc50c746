import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ResumeScoreEntity } from '../resume/resume-score.entity.js';
import type { ResumeVersionScoreType } from './resume-insights.types.js';

/** The ATS score history of a batch of users in one query, each oldest version first. */
@Injectable()
export class ResumeInsightsReader {
  constructor(private readonly dataSource: DataSource) {}

  async scores(userIds: readonly string[]): Promise<ResumeVersionScoreType[][]> {
    const rows = await this.dataSource.getRepository(ResumeScoreEntity).find({
      where: { userId: In([...userIds]) },
      order: { version: 'ASC' },
    });
    const byUser = new Map<string, ResumeVersionScoreType[]>();
    for (const row of rows) {
      const list = byUser.get(row.userId) ?? [];
      list.push({
        version: row.version,
        atsScore: row.atsScore,
        fileName: row.fileName,
        analyzedAt: row.analyzedAt.toISOString(),
      });
      byUser.set(row.userId, list);
    }
    return userIds.map((id) => byUser.get(id) ?? []);
  }
}
