import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { CareerTargetsEntity } from './career-targets.entity.js';

/**
 * Remembers the user's career matches: the keywords they ask for are added to the analysis when it is read, so new
 * matches show at once and never re-run the analysis.
 */
@Controller()
export class CareerTargetsController {
  constructor(private readonly dataSource: DataSource) {}

  @OnDomainEvent(EventNames.careerMatchesUpdated)
  async onMatchesUpdated(event: EventEnvelope<EventPayload<'career.matches.updated'>>) {
    const { userId, occupations } = event.payload;
    await handleOnce(this.dataSource, 'resume.career-targets', event, async (manager) => {
      await manager.upsert(CareerTargetsEntity, { userId, occupations }, ['userId']);
    });
  }
}
