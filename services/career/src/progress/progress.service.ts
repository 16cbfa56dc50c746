import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DeletedUserEntity } from '../users/deleted-user.entity.js';
import { UserProgressEntity } from './user-progress.entity.js';

/** The advisory-lock class of "a user's rows in this service" (the second key is the user id's hash). */
const USER_LOCK_CLASS = 7202;

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
   * Holds the user's rows against a concurrent account deletion until the caller's transaction ends (shared: writers
   * of one user do not wait on each other) and tells whether the account was deleted. A deletion takes the same lock
   * exclusively, so a write either commits before it (and is deleted with the rest) or sees the deletion and skips.
   */
  async isDeleted(manager: EntityManager, userId: string): Promise<boolean> {
    await manager.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [USER_LOCK_CLASS, userId]);
    return manager.exists(DeletedUserEntity, { where: { userId } });
  }

  /** Waits for every write of the user in flight, then holds their rows until the deleting transaction ends. */
  async lockForDeletion(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [USER_LOCK_CLASS, userId]);
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
