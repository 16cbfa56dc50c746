import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { openServiceDataSource, type ServiceDatabaseOptions } from './data-source.js';

/** The service's TypeORM connection: its own schema, migrations applied at start (see openServiceDataSource). */
@Module({})
export class DatabaseModule {
  static forService(opts: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ type: 'postgres' as const, url: opts.url }),
          dataSourceFactory: async () => openServiceDataSource(opts),
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
