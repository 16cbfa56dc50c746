import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, EVENT_ENTITIES, EventsModule, PlatformModule, QueuesModule } from '@pathwise/platform';
import { SubgraphModule } from '@pathwise/platform/graph';
import type { Logger } from 'pino';
import type { JobsConfig } from './config.js';
import { JOBS_GRAPH_PROVIDERS, JOBS_SUBGRAPH } from './graph/index.js';
import { JOBS_MIGRATIONS } from './database/migrations/index.js';
import { DemoIndexService } from './demo/demo-index.service.js';
import { FitController } from './fit/fit.controller.js';
import { FitService } from './fit/fit.service.js';
import { IngestionRunner } from './ingestion/ingestion-runner.service.js';
import { ingestionWorkerHost } from './ingestion/ingestion-worker.host.js';
import { IngestionService } from './ingestion/ingestion.service.js';
import { InsightsController } from './insights/insights.controller.js';
import { MarketService } from './insights/market.service.js';
import { IndexStateEntity } from './listings/index-state.entity.js';
import { JobListingSourceEntity } from './listings/job-listing-source.entity.js';
import { JobListingEntity } from './listings/job-listing.entity.js';
import { JobSearchController } from './search/job-search.controller.js';
import { JobSearchIndex } from './search/job-search-index.js';
import { JobSearchService } from './search/job-search.service.js';
import { PostgresJobSearchIndex } from './search/postgres-job-search.js';
import { JobApplicationEntity } from './tracking/job-application.entity.js';
import { SavedJobEntity } from './tracking/saved-job.entity.js';
import { TrackingController } from './tracking/tracking.controller.js';
import { TrackingService } from './tracking/tracking.service.js';
import { ProfileEventsController } from './users/profile-events.controller.js';
import { UserDataController } from './users/user-data.controller.js';
import { UserProfileEntity } from './users/user-profile.entity.js';
import { UserProfilesService } from './users/user-profiles.service.js';

export const JOBS_SCHEMA = 'jobs';
const OWN_ENTITIES = [
  JobListingEntity,
  JobListingSourceEntity,
  SavedJobEntity,
  JobApplicationEntity,
  UserProfileEntity,
  IndexStateEntity,
];
export const JOBS_ENTITIES = [...OWN_ENTITIES, ...EVENT_ENTITIES];

@Module({})
export class JobsAppModule {
  static forRoot(config: JobsConfig, logger: Logger): DynamicModule {
    return {
      module: JobsAppModule,
      imports: [
        PlatformModule.forService(config, logger),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: JOBS_SCHEMA,
          entities: JOBS_ENTITIES,
          migrations: JOBS_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(OWN_ENTITIES),
        EventsModule.forService('jobs'),
        SubgraphModule.forService(config, JOBS_SUBGRAPH),
        QueuesModule,
      ],
      controllers: [
        JobSearchController,
        TrackingController,
        InsightsController,
        FitController,
        ProfileEventsController,
        UserDataController,
      ],
      providers: [
        { provide: JobSearchIndex, useClass: PostgresJobSearchIndex },
        JobSearchService,
        TrackingService,
        UserProfilesService,
        DemoIndexService,
        IngestionService,
        MarketService,
        FitService,
        IngestionRunner,
        ingestionWorkerHost,
        ...JOBS_GRAPH_PROVIDERS,
      ],
    };
  }
}
