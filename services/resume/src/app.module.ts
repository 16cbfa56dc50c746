import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, EVENT_ENTITIES, EventsModule, PlatformModule, QueuesModule } from '@pathwise/platform';
import type { Logger } from 'pino';
import { analysisWorkerHost } from './analysis-jobs/analysis-worker.host.js';
import { resumeEngineProvider } from './analysis-jobs/engine.provider.js';
import { ResumeAnalysisService } from './analysis-jobs/resume-analysis.service.js';
import { CareerTargetsController } from './career-targets/career-targets.controller.js';
import { CareerTargetsEntity } from './career-targets/career-targets.entity.js';
import type { ResumeConfig } from './config.js';
import { RESUME_MIGRATIONS } from './database/migrations/index.js';
import { ResumeController } from './resume/resume.controller.js';
import { ResumeEntity } from './resume/resume.entity.js';
import { ResumeService } from './resume/resume.service.js';

export const RESUME_SCHEMA = 'resume';
const OWN_ENTITIES = [ResumeEntity, CareerTargetsEntity];
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
      ],
      controllers: http ? [ResumeController, CareerTargetsController] : [],
      providers: [resumeEngineProvider, ResumeService, ResumeAnalysisService, analysisWorkerHost],
    };
  }
}
