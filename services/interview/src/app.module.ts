import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule, EVENT_ENTITIES, EventsModule, PlatformModule, QueuesModule } from '@pathwise/platform';
import { SubgraphModule } from '@pathwise/platform/graph';
import type { Logger } from 'pino';
import type { InterviewConfig } from './config.js';
import { INTERVIEW_GRAPH_PROVIDERS, INTERVIEW_SUBGRAPH } from './graph/index.js';
import { INTERVIEW_MIGRATIONS } from './database/migrations/index.js';
import { interviewEngineProvider } from './jobs/engine.provider.js';
import { InterviewWorkerHost } from './jobs/interview-worker.host.js';
import { InterviewAnswerEntity } from './practice/answer.entity.js';
import { PracticeJobsService } from './practice/practice-jobs.service.js';
import { PracticeController } from './practice/practice.controller.js';
import { PracticeService } from './practice/practice.service.js';
import { InterviewSessionEntity } from './practice/session.entity.js';
import { PendingRequestEntity } from './requests/pending-request.entity.js';
import { PendingRequestsRepository } from './requests/pending-requests.repository.js';
import { ProfilesController } from './profiles/profiles.controller.js';
import { ProfilesRepository } from './profiles/profiles.repository.js';
import { UserProfileEntity } from './profiles/user-profile.entity.js';
import { ConversationEntity } from './replies/conversation.entity.js';
import { RepliesController, RepliesService } from './replies/replies.controller.js';
import { ReplyJobsService } from './replies/reply-jobs.service.js';
import { UserDataController } from './user-data/user-data.controller.js';

export const INTERVIEW_SCHEMA = 'interview';
const OWN_ENTITIES = [
  UserProfileEntity,
  InterviewSessionEntity,
  InterviewAnswerEntity,
  ConversationEntity,
  PendingRequestEntity,
];
export const INTERVIEW_ENTITIES = [...OWN_ENTITIES, ...EVENT_ENTITIES];

@Module({})
export class InterviewAppModule {
  static forRoot(config: InterviewConfig, logger: Logger): DynamicModule {
    const http = config.ROLE !== 'worker';
    return {
      module: InterviewAppModule,
      imports: [
        PlatformModule.forService(config, logger),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: INTERVIEW_SCHEMA,
          entities: INTERVIEW_ENTITIES,
          migrations: INTERVIEW_MIGRATIONS,
        }),
        TypeOrmModule.forFeature(OWN_ENTITIES),
        EventsModule.forService('interview'),
        QueuesModule,
        ...(http ? [SubgraphModule.forService(config, INTERVIEW_SUBGRAPH)] : []),
      ],
      controllers: http ? [PracticeController, RepliesController, ProfilesController, UserDataController] : [],
      providers: [
        interviewEngineProvider,
        ProfilesRepository,
        PracticeService,
        PendingRequestsRepository,
        PracticeJobsService,
        RepliesService,
        ReplyJobsService,
        InterviewWorkerHost,
        ...(http ? INTERVIEW_GRAPH_PROVIDERS : []),
      ],
    };
  }
}
