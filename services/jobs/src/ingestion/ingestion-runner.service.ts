import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobNames, QueueNames, type JobPayload } from '@pathwise/contracts';
import { APP_CONFIG, JobQueues, jobOptionsFor, LOGGER } from '@pathwise/platform';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { BOARD_IDS, type BoardId } from '../boards/board-adapter.js';
import { BOARDS, enabledBoards } from '../boards/boards.js';
import type { JobsConfig } from '../config.js';
import { DemoIndexService } from '../demo/demo-index.service.js';
import { MarketService } from '../insights/market.service.js';
import { fetchBoardPage } from './board-client.js';
import { IngestionService } from './ingestion.service.js';

const DAY = 86_400_000;
/** The scheduler that refreshes the demo index's dates, expires listings and publishes the market snapshot. */
const DAILY_SCHEDULER = 'daily-upkeep';

/**
 * Ingestion as BullMQ job schedulers on the `job-ingestion` queue: one per enabled board at the board's own
 * interval (its terms), plus the daily upkeep; schedulers of boards no longer enabled are removed. A run (on the
 * worker of ingestion-worker.host.ts) fetches a board's pages, writes them (dedupe included) and publishes
 * job.market.updated. Searches never wait on it.
 */
@Injectable()
export class IngestionRunner implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly queues: JobQueues,
    private readonly ingestion: IngestionService,
    private readonly demo: DemoIndexService,
    private readonly market: MarketService,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.queues.queue(QueueNames.jobIngestion);
    const boards = enabledBoards(this.config);
    for (const id of BOARD_IDS) {
      const board = BOARDS[id];
      if (boards.includes(board)) {
        await queue.upsertJobScheduler(
          `ingest-${id}`,
          { every: board.everyMs },
          { name: JobNames.ingestJobs, data: { source: id }, opts: jobOptionsFor(QueueNames.jobIngestion) },
        );
      } else {
        await queue.removeJobScheduler(`ingest-${id}`);
      }
    }
    await queue.upsertJobScheduler(
      DAILY_SCHEDULER,
      { every: DAY },
      { name: JobNames.ingestJobs, data: { source: 'demo' }, opts: jobOptionsFor(QueueNames.jobIngestion) },
    );
    this.logger.info({ boards: boards.map((b) => b.id) }, 'job boards scheduled');
  }

  /** One scheduled run: `demo` = daily upkeep; a board id = fetch and index that board. */
  async run(payload: JobPayload<'ingest-jobs'>): Promise<unknown> {
    if (payload.source === 'demo') {
      const demo = this.config.JOBS_DEMO_INDEX ? await this.demo.refresh() : 'off';
      const expired = await this.ingestion.expire();
      const occupations = await this.market.publishSnapshot();
      return { demo, expired, occupations };
    }
    const board = BOARDS[payload.source as BoardId];
    if (!board) throw new Error(`Unknown job board ${payload.source}`);
    const query = board.needsQuery ? (payload.keyword ?? (await this.nextQuery(board.id))) : null;
    const listings = [];
    for (let page = 1; page <= board.pages; page++) {
      const body = await fetchBoardPage(
        board,
        board.request(this.config, page, query),
        this.config.JOB_BOARD_TIMEOUT_MS,
      );
      const parsed = board.parse(body);
      listings.push(...parsed);
      if (parsed.length === 0) break;
    }
    const summary = await this.ingestion.ingest(board.source, listings);
    await this.market.publishSnapshot();
    return summary;
  }

  /** The search terms of JOB_INGEST_QUERIES in turn, one per run of a board that needs one. */
  private async nextQuery(board: BoardId): Promise<string> {
    const queries = this.config.JOB_INGEST_QUERIES.split(',')
      .map((q) => q.trim())
      .filter(Boolean);
    const rows: { turn: number }[] = await this.dataSource.query(
      `INSERT INTO "jobs"."index_state" ("key", "value") VALUES ($1, '{"turn": 0}')
       ON CONFLICT ("key") DO UPDATE SET "value" = jsonb_build_object('turn', (("jobs"."index_state"."value"->>'turn')::int + 1)), "updated_at" = now()
       RETURNING ("value"->>'turn')::int AS turn`,
      [`queries:${board}`],
    );
    return queries[(rows[0]?.turn ?? 0) % Math.max(queries.length, 1)] ?? 'jobs';
  }
}
