import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventPayload, JobNames } from '@pathwise/contracts';
import { handleOnce, JobOutbox, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { ResumeEntity } from '../resume/resume.entity.js';
import { CareerTargetsEntity } from './career-targets.entity.js';

/**
 * Remembers the user's career matches (the targets of resume keywords) and refreshes an existing analysis, so that
 * its keywords follow the matches. The refresh runs on the completed version: its analysis stays on show meanwhile,
 * and no second resume.analyzed is published for it.
 */
@Controller()
export class CareerTargetsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobOutbox,
  ) {}

  @OnDomainEvent(EventNames.careerMatchesUpdated)
  async onMatchesUpdated(event: EventEnvelope<EventPayload<'career.matches.updated'>>) {
    const { userId, occupations } = event.payload;
    await handleOnce(this.dataSource, 'resume.career-targets', event, async (manager) => {
      await manager.upsert(CareerTargetsEntity, { userId, occupations }, ['userId']);
      const resume = await manager.findOneBy(ResumeEntity, { userId, status: 'completed' });
      // queued with the dedupe row (outbox): a failed enqueue is retried by the relay, never lost
      if (resume) {
        await this.jobs.enqueue(
          manager,
          resume.content || resume.document ? JobNames.analyzeResume : JobNames.analyzeProfile,
          { userId, resumeId: resume.id, version: resume.version },
          { key: `${resume.id}.v${resume.version}.targets.${event.id}` },
        );
      }
    });
  }
}
