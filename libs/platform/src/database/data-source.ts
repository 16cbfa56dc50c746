import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { ensureDatabase, quoteIdent, redactUrl } from './database-bootstrap.js';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own Postgres schema; no service reads another's. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function serviceDataSourceOptions(opts: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: opts.url,
    schema: opts.schema,
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000, application_name: `pathwise-${opts.schema}` },
  } as DataSourceOptions;
}

/** A stable 32-bit key per schema for pg_advisory_lock (exported for tests and operators). */
export function migrationLockKey(schema: string): number {
  let h = 0x811c9dc5;
  for (const ch of `pathwise:migrate:${schema}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

/**
 * Creates the database when missing, connects, and runs pending migrations under a Postgres advisory lock so that
 * replicas starting together do not race. Migrations are never synchronized from entities.
 */
export async function openServiceDataSource(opts: ServiceDatabaseOptions): Promise<DataSource> {
  await ensureDatabase(opts.url);
  const dataSource = new DataSource(serviceDataSourceOptions(opts));
  try {
    await dataSource.initialize();
  } catch (err) {
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(opts.url)}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  await migrate(dataSource, opts.schema);
  return dataSource;
}

export async function migrate(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const key = migrationLockKey(schema);
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await runner.release();
  }
}
