import type { DataSource, EntityManager } from 'typeorm';
import { JobPayloads, type JobName, type JobPayloadInput, type ServiceName } from '@pathwise/contracts';
import { deterministicJobId } from '../queues/job-queues.js';
import { writeOutboxRow } from './event-publisher.js';
import type { OutboxEvent } from './outbox-event.entity.js';

/**
 * Queues a job as part of a transaction: the job is written to the service's outbox with the caller's manager and
 * relayed to its BullMQ queue after commit (at once, or by the relay's poll when Redis refused it), under a
 * deterministic job id, so a row sent twice queues the job once. This is how an event handler's follow-up work
 * belongs to the same unit as its dedupe row: `handleOnce(ds, 'x', event, (m) => jobs.enqueue(m, name, payload,
 * { key }))` either commits both or neither, and a failed enqueue can no longer be lost behind "already processed".
 */
export class JobOutbox {
  constructor(
    private readonly dataSource: DataSource,
    readonly producer: ServiceName,
    private readonly onCommitted: (row: OutboxEvent) => void = () => undefined,
  ) {}

  /**
   * `key` says what makes two requests the same work (e.g. `<resumeId>.v<version>.targets.<eventId>`): the job id is
   * derived from it. The payload is validated against its contract now, not when the relay sends it. Returns the job id.
   */
  async enqueue<N extends JobName>(
    manager: EntityManager,
    name: N,
    payload: JobPayloadInput<N>,
    options: { key: string },
  ): Promise<string> {
    const data = JobPayloads[name].parse(payload) as object;
    const jobId = deterministicJobId(name, options.key);
    await writeOutboxRow(this.dataSource, manager, this.onCommitted, {
      kind: 'job',
      name,
      payload: data,
      producer: this.producer,
      jobId,
    });
    return jobId;
  }
}
