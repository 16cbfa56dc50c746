import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ExperienceLevel } from '@pathwise/contracts';
import type { Repository } from 'typeorm';
import { StartRequestEntity } from './start-request.entity.js';

/**
 * How long an undelivered start is joined by a new start of the same path and level. Longer ago, the user has moved
 * on: the session it made stays in the history, and the new start makes a new one.
 */
export const START_REUSE_MS = 15 * 60_000;

/** The pending starts of practice interviews (one per user, career path and level at a time). */
@Injectable()
export class StartRequestsRepository {
  constructor(@InjectRepository(StartRequestEntity) private readonly requests: Repository<StartRequestEntity>) {}

  /** The user's pending start of this path and level, made now unless a recent one is still waiting to be delivered. */
  async pendingFor(userId: string, careerPath: string, experienceLevel: ExperienceLevel): Promise<StartRequestEntity> {
    const where = { userId, careerKey: careerPath.trim().toLowerCase(), experienceLevel, status: 'pending' as const };
    await this.requests
      .createQueryBuilder()
      .update()
      .set({ status: 'delivered' })
      .where('user_id = :userId AND career_key = :careerKey AND experience_level = :experienceLevel', where)
      .andWhere(`status = 'pending' AND created_at < now() - make_interval(secs => :secs)`, {
        secs: START_REUSE_MS / 1000,
      })
      .execute();
    // two starts at once (two tabs, a retry racing the first) meet on the unique index of pending starts
    await this.requests
      .createQueryBuilder()
      .insert()
      .values({ ...where })
      .orIgnore()
      .execute();
    return this.requests.findOneByOrFail(where);
  }

  /** The session has reached the user: the next start of this path and level is a new one. */
  async delivered(id: string): Promise<void> {
    await this.requests.update({ id, status: 'pending' }, { status: 'delivered' });
  }
}
