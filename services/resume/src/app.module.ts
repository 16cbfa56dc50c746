import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, EVENT_ENTITIES, EventsModule, PlatformModule, QueuesModule } from '@pathwise/platform';
import { SubgraphModule } from '@pathwise/platform/graph';
import type { Logger } from 'pino';
import { analysisWorkerHost } from './analysis-jobs/analysis-worker.host.js';
import { resumeEngineProvider } from './analysis-jobs/engine.provider.js';
import { ResumeAnalysisService } from './analysis-jobs/resume-analysis.service.js';
import { CareerTargetsController } from './career-targets/career-targets.controller.js';
import { CareerTargetsEntity } from './career-targets/career-targets.entity.js';
import type { ResumeConfig } from './config.js';
import { RESUME_MIGRATIONS } from './database/migrations/index.js';
import { RESUME_GRAPH_PROVIDERS, RESUME_SUBGRAPH } from './graph/index.js';
import { ResumeController } from './resume/resume.controller.js';
import { ResumeEntity, ResumeUploadEntity } from './resume/resume.entity.js';
import { ResumeScoreEntity } from './resume/resume-score.entity.js';
import { ResumeVersions } from './resume/resume-versions.js';
import { ResumeService } from './resume/resume.service.js';
import { UserDataController } from './user-data/user-data.controller.js';

export const RESUME_SCHEMA = 'resume';
const OWN_ENTITIES = [ResumeEntity, ResumeUploadEntity, CareerTargetsEntity, ResumeScoreEntity];
export const RESUME_ENTITIES = [...OWN_ENTITIES, ...EVENT_ENTITIES];

@Module({})
export class ResumeAppModule {
  static forRoot(config: ResumeConfig, logger: Logger): DynamicModule {
    const http = config.ROLE !== 'worker';
    return {
      module: ResumeAppModule,
      imports: [
        PlatformModule.forService(config, logger),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: RESUME_SCHEMA,
          entities: RESUME_ENTITIES,
          migrations: RESUME_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(OWN_ENTITIES),
        EventsModule.forService('resume'),
        QueuesModule,
        ...(http ? [SubgraphModule.forService(config, RESUME_SUBGRAPH)] : []),
      ],
      controllers: http ? [ResumeController, CareerTargetsController, UserDataController] : [],
      providers: [
        resumeEngineProvider,
        ResumeVersions,
        ResumeService,
        ResumeAnalysisService,
        analysisWorkerHost,
        ...(http ? RESUME_GRAPH_PROVIDERS : []),
      ],
    };
  }
}
