import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, EVENT_ENTITIES, EventsModule, PlatformModule, QueuesModule } from '@pathwise/platform';
import { SubgraphModule } from '@pathwise/platform/graph';
import type { Logger } from 'pino';
import { CareersController } from './careers/careers.controller.js';
import { CareersService } from './careers/careers.service.js';
import type { CareerConfig } from './config.js';
import { CAREER_GRAPH_PROVIDERS, CAREER_SUBGRAPH } from './graph/index.js';
import { DashboardController } from './dashboard/dashboard.controller.js';
import { DashboardService } from './dashboard/dashboard.service.js';
import { CAREER_MIGRATIONS } from './database/migrations/index.js';
import { CareerMatchEntity } from './matches/career-match.entity.js';
import { JobMarketEntity, JobMarketLocationEntity, JobMarketSnapshotEntity } from './market/job-market.entity.js';
import { JobMarketService } from './market/job-market.service.js';
import { MarketEventsController } from './market/market-events.controller.js';
import { matchEngineProvider } from './matches/match-engine.provider.js';
import { matchingWorkerHost } from './matches/matching-worker.host.js';
import { MatchingService } from './matches/matching.service.js';
import { ProgressEventsController } from './progress/progress-events.controller.js';
import { ProgressService } from './progress/progress.service.js';
import { UserProgressEntity } from './progress/user-progress.entity.js';
import { QuizSubmissionEntity } from './quiz/quiz-submission.entity.js';
import { QuizController } from './quiz/quiz.controller.js';
import { QuizService } from './quiz/quiz.service.js';
import { reasoningWriterProvider } from './reasoning/reasoning-writer.provider.js';
import { UserDataController } from './users/user-data.controller.js';
import { UserDeletionController } from './users/user-deletion.controller.js';

export const CAREER_SCHEMA = 'career';
const OWN_ENTITIES = [
  QuizSubmissionEntity,
  CareerMatchEntity,
  UserProgressEntity,
  JobMarketSnapshotEntity,
  JobMarketEntity,
  JobMarketLocationEntity,
];
export const CAREER_ENTITIES = [...OWN_ENTITIES, ...EVENT_ENTITIES];

@Module({})
export class CareerAppModule {
  static forRoot(config: CareerConfig, logger: Logger): DynamicModule {
    return {
      module: CareerAppModule,
      imports: [
        PlatformModule.forService(config, logger),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: CAREER_SCHEMA,
          entities: CAREER_ENTITIES,
          migrations: CAREER_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(OWN_ENTITIES),
        EventsModule.forService('career'),
        SubgraphModule.forService(config, CAREER_SUBGRAPH),
        QueuesModule,
      ],
      controllers: [
        QuizController,
        DashboardController,
        CareersController,
        ProgressEventsController,
        UserDeletionController,
        UserDataController,
        MarketEventsController,
      ],
      providers: [
        matchEngineProvider,
        reasoningWriterProvider,
        QuizService,
        MatchingService,
        matchingWorkerHost,
        ProgressService,
        DashboardService,
        CareersService,
        JobMarketService,
        ...CAREER_GRAPH_PROVIDERS,
      ],
    };
  }
}
