import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventName, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { JobApplicationEntity } from '../tracking/job-application.entity.js';
import { SavedJobEntity } from '../tracking/saved-job.entity.js';
import { UserProfileEntity } from './user-profile.entity.js';
import { UserProfilesService } from './user-profiles.service.js';

type Envelope<N extends EventName> = EventEnvelope<EventPayload<N>>;
const after = (at: Date | null, occurredAt: string) => !at || at.getTime() <= Date.parse(occurredAt);

/**
 * Keeps the local copies that insights and fit read: location (user.updated), resume skills and level
 * (resume.analyzed, resume.deleted) and career matches (career.matches.updated). Each event is applied once; one
 * older than the last of its kind applied for the user is ignored, so a late delivery cannot bring back stale data.
 * user.deleted removes everything the service holds for the user.
 */
@Controller()
export class ProfileEventsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: UserProfilesService,
  ) {}

  @OnDomainEvent(EventNames.userUpdated)
  async onUserUpdated(event: Envelope<'user.updated'>) {
    const { userId, location } = event.payload;
    await handleOnce(this.dataSource, 'jobs.user-updated', event, async (m) => {
      const current = await this.profiles.lock(m, userId);
      if (!after(current.locationEventAt, event.occurredAt)) return;
      await this.profiles.update(m, userId, {
        location: location?.trim() || null,
        locationEventAt: new Date(event.occurredAt),
      });
    });
  }

  @OnDomainEvent(EventNames.resumeAnalyzed)
  async onResumeAnalyzed(event: Envelope<'resume.analyzed'>) {
    const { userId, skills, experienceLevel } = event.payload;
    await handleOnce(this.dataSource, 'jobs.resume-analyzed', event, async (m) => {
      const current = await this.profiles.lock(m, userId);
      if (!after(current.resumeEventAt, event.occurredAt)) return;
      await this.profiles.update(m, userId, {
        hasResume: true,
        skills: [...new Set(skills.map((s) => s.trim()).filter(Boolean))].slice(0, 300),
        experienceLevel: experienceLevel && experienceLevel !== 'unknown' ? experienceLevel : null,
        resumeEventAt: new Date(event.occurredAt),
      });
    });
  }

  @OnDomainEvent(EventNames.resumeDeleted)
  async onResumeDeleted(event: Envelope<'resume.deleted'>) {
    await handleOnce(this.dataSource, 'jobs.resume-deleted', event, async (m) => {
      const current = await this.profiles.lock(m, event.payload.userId);
      if (!after(current.resumeEventAt, event.occurredAt)) return;
      await this.profiles.update(m, event.payload.userId, {
        hasResume: false,
        skills: [],
        experienceLevel: null,
        resumeEventAt: new Date(event.occurredAt),
      });
    });
  }

  @OnDomainEvent(EventNames.careerMatchesUpdated)
  async onCareerMatchesUpdated(event: Envelope<'career.matches.updated'>) {
    const { userId, occupations } = event.payload;
    await handleOnce(this.dataSource, 'jobs.career-matches-updated', event, async (m) => {
      const current = await this.profiles.lock(m, userId);
      if (!after(current.matchesEventAt, event.occurredAt)) return;
      await this.profiles.update(m, userId, {
        matches: occupations.slice(0, 24).map(({ code, title, matchScore }) => ({ code, title, matchScore })),
        matchesEventAt: new Date(event.occurredAt),
      });
    });
  }

  @OnDomainEvent(EventNames.userDeleted)
  async onUserDeleted(event: Envelope<'user.deleted'>) {
    const { userId } = event.payload;
    await handleOnce(this.dataSource, 'jobs.user-deleted', event, async (m) => {
      await m.delete(SavedJobEntity, { userId });
      await m.delete(JobApplicationEntity, { userId });
      await m.delete(UserProfileEntity, { userId });
    });
  }
}
