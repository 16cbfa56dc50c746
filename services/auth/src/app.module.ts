import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  APP_CONFIG,
  DatabaseModule,
  EVENT_ENTITIES,
  EventsModule,
  PlatformModule,
  RateLimiter,
  REDIS,
} from '@pathwise/platform';
import { SubgraphModule } from '@pathwise/platform/graph';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import { CredentialChecks } from './accounts/credential-checks.js';
import { LocalStrategy } from './accounts/local.strategy.js';
import type { AuthConfig } from './config.js';
import { AUTH_GRAPH_PROVIDERS, AUTH_SUBGRAPH } from './graph/index.js';
import { AUTH_MIGRATIONS } from './database/migrations/index.js';
import { PicturesController } from './pictures/pictures.controller.js';
import { PicturesService } from './pictures/pictures.service.js';
import { ProfilePictureEntity } from './pictures/profile-picture.entity.js';
import { PlanController } from './plan/plan.controller.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileService } from './profile/profile.service.js';
import { SessionEntity } from './sessions/session.entity.js';
import { SessionRestorer } from './sessions/session-restorer.js';
import { SessionsService } from './sessions/sessions.service.js';
import { UserDataController } from './user-data/user-data.controller.js';
import { UserEntity } from './users/user.entity.js';

export const AUTH_SCHEMA = 'auth';
export const AUTH_ENTITIES = [UserEntity, ProfilePictureEntity, SessionEntity, ...EVENT_ENTITIES];

@Module({})
export class AuthAppModule {
  static forRoot(config: AuthConfig, logger: Logger): DynamicModule {
    return {
      module: AuthAppModule,
      imports: [
        PlatformModule.forService(config, logger),
        DatabaseModule.forService({
          url: config.DATABASE_URL,
          schema: AUTH_SCHEMA,
          entities: AUTH_ENTITIES,
          migrations: AUTH_MIGRATIONS,
        }),
        TypeOrmModule.forFeature([UserEntity, ProfilePictureEntity, SessionEntity]),
        EventsModule.forService('auth'),
        SubgraphModule.forService(config, AUTH_SUBGRAPH),
      ],
      controllers: [AccountsController, ProfileController, PicturesController, PlanController, UserDataController],
      providers: [
        AccountsService,
        ProfileService,
        PicturesService,
        {
          // Sign-in and sign-up counters (libs/platform's fixed windows) over RATE_LIMIT_WINDOW_SECONDS.
          provide: RateLimiter,
          inject: [REDIS, APP_CONFIG],
          useFactory: (redis: Redis, cfg: AuthConfig) =>
            new RateLimiter(redis, cfg.REDIS_PREFIX, cfg.RATE_LIMIT_WINDOW_SECONDS),
        },
        CredentialChecks,
        LocalStrategy,
        SessionsService,
        SessionRestorer,
        ...AUTH_GRAPH_PROVIDERS,
      ],
    };
  }
}
