import { Controller } from '@nestjs/common';
import { EventNames, type EventEnvelope, type EventPayload } from '@pathwise/contracts';
import { handleOnce, OnDomainEvent } from '@pathwise/platform';
import { DataSource } from 'typeorm';
import { JobMarketService } from './job-market.service.js';

/**
 * job.market.updated (the jobs service, after each ingestion and on its schedule): the snapshot replaces the
 * career service's copy, once per event, and only when newer than the copy. Matches read it when they are served,
 * so no rescoring is needed: the ranking never depends on it.
 */
@Controller()
export class MarketEventsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly market: JobMarketService,
  ) {}

  @OnDomainEvent(EventNames.jobMarketUpdated)
  async onJobMarketUpdated(event: EventEnvelope<EventPayload<'job.market.updated'>>) {
    await handleOnce(this.dataSource, 'career.job-market-updated', event, (m) => this.market.apply(m, event.payload));
  }
}
