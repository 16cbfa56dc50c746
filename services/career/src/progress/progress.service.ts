import { Injectable } from '@nestjs/common';
import { isUserForgotten } from '@pathwise/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { UserProgressEntity } from './user-progress.entity.js';

export type ProgressPatch = Partial<Omit<UserProgressEntity, 'userId' | 'updatedAt'>>;

/** The four steps of the Progress tab, counted equally (0, 25, 50, 75, 100). */
export function progressScore(p: UserProgressEntity | null): number {
  if (!p) return 0;
  const steps = [p.quizCompletedAt, p.resumeUploadedAt, p.interviewPracticedAt, p.appliedAt];
  return steps.filter(Boolean).length * 25;
}

/** Reads and writes the per-user progress read model; writes are upserts so events may arrive in any order. */
@Injectable()
export class ProgressService {
  constructor(private readonly dataSource: DataSource) {}

  find(userId: string, manager: EntityManager = this.dataSource.manager): Promise<UserProgressEntity | null> {
    return manager.findOneBy(UserProgressEntity, { userId });
  }

  /**
   * Holds the user's rows against a concurrent account deletion until the caller's transaction ends and tells whether
   * the account was deleted: the platform's forgotten users, which user.deleted records through handleOnce.
   */
  isDeleted(manager: EntityManager, userId: string): Promise<boolean> {
    return isUserForgotten(manager, userId);
  }

  /**
   * Creates the row when missing and sets the given fields (only those); nothing for a deleted account (false).
   */
  async upsert(manager: EntityManager, userId: string, patch: ProgressPatch): Promise<boolean> {
    if (await this.isDeleted(manager, userId)) return false;
    const metadata = manager.connection.getMetadata(UserProgressEntity);
    const columns = Object.keys(patch).map((prop) => {
      const column = metadata.findColumnWithPropertyName(prop);
      if (!column) throw new Error(`user_progress has no column for ${prop}`);
      return column.databaseName;
    });
    const insert = manager
      .createQueryBuilder()
      .insert()
      .into(UserProgressEntity)
      .values({ userId, ...patch });
    await (columns.length ? insert.orUpdate([...columns, 'updated_at'], ['user_id']) : insert.orIgnore()).execute();
    return true;
  }

  /**
   * Locks the user's row for the rest of the transaction (creating it if needed): serialises matching runs. Null when
   * the account was deleted (nothing may be written for it).
   */
  async lock(manager: EntityManager, userId: string): Promise<UserProgressEntity | null> {
    if (!(await this.upsert(manager, userId, {}))) return null;
    return manager
      .getRepository(UserProgressEntity)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .where('p.user_id = :userId', { userId })
      .getOneOrFail();
  }
}
