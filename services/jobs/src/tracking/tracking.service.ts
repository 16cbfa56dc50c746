import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EventNames, JobsMessages, type JobApplication, type JobListing, type SavedJob } from '@pathwise/contracts';
import { ApiError, EventPublisher, isUserForgotten } from '@pathwise/platform';
import { DataSource, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { JobListingEntity } from '../listings/job-listing.entity.js';
import { isListingId } from '../listings/listing-id.js';
import { toJobListing } from '../listings/listing-view.js';
import { JobSearchService } from '../search/job-search.service.js';
import { JobApplicationEntity } from './job-application.entity.js';
import { SavedJobEntity } from './saved-job.entity.js';

/**
 * Saved jobs and recorded applications, per user: saving twice is one save, there is no un-apply, and an unknown job
 * is a 404. Each change publishes its event (job.saved, job.applied) in its own transaction. Every query is scoped by
 * the caller's id.
 */
@Injectable()
export class TrackingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly search: JobSearchService,
    @InjectRepository(SavedJobEntity) private readonly saved: Repository<SavedJobEntity>,
    @InjectRepository(JobApplicationEntity) private readonly applications: Repository<JobApplicationEntity>,
  ) {}

  async listSaved(userId: string): Promise<SavedJob[]> {
    const rows = await this.saved.find({ where: { userId }, order: { savedAt: 'DESC' } });
    const current = await this.currentListings(rows.map((r) => r.jobId));
    return rows.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      savedAt: r.savedAt.toISOString(),
      job: current.get(r.jobId) ?? r.job,
    }));
  }

  async listApplications(userId: string): Promise<JobApplication[]> {
    const rows = await this.applications.find({ where: { userId }, order: { appliedAt: 'DESC' } });
    const current = await this.currentListings(rows.map((r) => r.jobId));
    return rows.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      notes: r.notes,
      appliedAt: r.appliedAt.toISOString(),
      job: current.get(r.jobId) ?? r.job,
    }));
  }

  /** Saves a job; saving it again answers the existing save (created: false) and publishes nothing. */
  async save(userId: string, jobId: string): Promise<{ saved: SavedJob; created: boolean }> {
    const { row, job, created } = await this.recordOnce(SavedJobEntity, userId, jobId, {}, (manager, saved) =>
      this.events.publish(manager, EventNames.jobSaved, { userId, jobId, savedAt: saved.savedAt.toISOString() }),
    );
    return { saved: { id: row.id, jobId, savedAt: row.savedAt.toISOString(), job }, created };
  }

  /** Removes a saved job; removing one that is not saved changes nothing (the bookmark is off either way). */
  async unsave(userId: string, jobId: string): Promise<{ removed: boolean }> {
    const result = await this.saved.delete({ userId, jobId });
    return { removed: (result.affected ?? 0) > 0 };
  }

  /** Records an application; recording it again answers the first one (created: false) and publishes nothing. */
  async apply(
    userId: string,
    jobId: string,
    notes: string | null,
  ): Promise<{ application: JobApplication; created: boolean }> {
    const { row, created } = await this.recordOnce(
      JobApplicationEntity,
      userId,
      jobId,
      { notes: notes?.trim() ? notes.trim() : null },
      (manager, applied) =>
        this.events.publish(manager, EventNames.jobApplied, {
          userId,
          jobId,
          appliedAt: applied.appliedAt.toISOString(),
        }),
    );
    return {
      application: { id: row.id, jobId, notes: row.notes, appliedAt: row.appliedAt.toISOString(), job: row.job },
      created,
    };
  }

  /**
   * The rule saves and applications share: in one transaction, nothing for a deleted account (401), the job (404 when it does not exist for this user),
   * the user's one row for it (the unique (user, job) key makes a second call find the first, created: false), and
   * the event, published only by the call that wrote the row.
   */
  private recordOnce<E extends SavedJobEntity | JobApplicationEntity>(
    entity: new () => E,
    userId: string,
    jobId: string,
    values: Partial<E>,
    publish: (manager: EntityManager, row: E) => Promise<unknown>,
  ): Promise<{ row: E; job: JobListing; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      // A call signed before the account was deleted (a session that outlived it) stores nothing: 401 as elsewhere.
      if (await isUserForgotten(manager, userId)) throw ApiError.unauthorized();
      const job = await this.listingOrSnapshot(manager, userId, jobId);
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(entity)
        .values({ ...values, userId, jobId, job } as QueryDeepPartialEntity<E>)
        .orIgnore()
        .returning(['id'])
        .execute();
      const created = (inserted.raw as unknown[]).length > 0;
      const row = await manager.findOneByOrFail(entity, { userId, jobId } as FindOptionsWhere<E>);
      if (created) await publish(manager, row);
      return { row, job, created };
    });
  }

  /**
   * The listing as it is now, or (for a job that has left the index since) the copy the user's own save or
   * application kept; otherwise the job does not exist for this user: 404.
   */
  private async listingOrSnapshot(manager: EntityManager, userId: string, jobId: string): Promise<JobListing> {
    if (isListingId(jobId)) {
      const row = await manager.findOneBy(JobListingEntity, { id: jobId });
      if (row) {
        const sources = row.isDemo ? undefined : (await this.search.sourcesOf([row.id])).get(row.id);
        return toJobListing(row, sources);
      }
    }
    const kept =
      (await manager.findOneBy(SavedJobEntity, { userId, jobId })) ??
      (await manager.findOneBy(JobApplicationEntity, { userId, jobId }));
    if (kept) return kept.job;
    throw ApiError.notFound(JobsMessages.jobNotFound);
  }

  private async currentListings(jobIds: string[]): Promise<Map<string, JobListing>> {
    const ids = jobIds.filter(isListingId);
    if (!ids.length) return new Map();
    const rows = await this.dataSource
      .getRepository(JobListingEntity)
      .createQueryBuilder('l')
      .where('l.id IN (:...ids)', { ids })
      .getMany();
    const sources = await this.search.sourcesOf(rows.filter((r) => !r.isDemo).map((r) => r.id));
    return new Map(rows.map((r) => [r.id, toJobListing(r, sources.get(r.id))]));
  }
}
