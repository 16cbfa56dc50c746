import { EventTables1732300000000 } from './event-tables.migration.js';
import { ForgottenUser } from './forgotten-user.entity.js';
import { ForgottenUsers1795530000000 } from './forgotten-users.migration.js';
import { OutboxJobs1764300000000 } from './outbox-jobs.migration.js';
import { OutboxEvent } from './outbox-event.entity.js';
import { OutboxUserIndex1796000000000 } from './outbox-user-index.migration.js';
import { ProcessedEvent } from './processed-event.entity.js';

/** Every service lists these in its DataSource (`entities: [...own, ...EVENT_ENTITIES]`, same for migrations). */
export const EVENT_ENTITIES = [OutboxEvent, ProcessedEvent, ForgottenUser];
export const EVENT_MIGRATIONS = [
  EventTables1732300000000,
  OutboxJobs1764300000000,
  ForgottenUsers1795530000000,
  OutboxUserIndex1796000000000,
];
