import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserProfileEntity } from './user-profile.entity.js';

export type ProfilePatch = Partial<Omit<UserProfileEntity, 'userId' | 'updatedAt'>>;

/** The users' profile read model: upserts, so events may arrive in any order. */
@Injectable()
export class UserProfilesService {
  constructor(private readonly dataSource: DataSource) {}

  find(userId: string, manager: EntityManager = this.dataSource.manager): Promise<UserProfileEntity | null> {
    return manager.findOneBy(UserProfileEntity, { userId });
  }

  /** The user's row, created when missing, locked for the rest of the transaction (one event of a user at a time). */
  async lock(manager: EntityManager, userId: string): Promise<UserProfileEntity> {
    await manager.createQueryBuilder().insert().into(UserProfileEntity).values({ userId }).orIgnore().execute();
    return manager
      .getRepository(UserProfileEntity)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.user_id = :userId', { userId })
      .getOneOrFail();
  }

  async update(manager: EntityManager, userId: string, patch: ProfilePatch): Promise<void> {
    await manager.update(UserProfileEntity, { userId }, patch);
  }
}
