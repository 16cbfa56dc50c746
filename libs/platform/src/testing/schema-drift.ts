import type { DataSource } from 'typeorm';

/**
 * The SQL TypeORM would run to bring the migrated database in line with the entities. Empty means the committed
 * migrations and the entities agree; tests assert that, so a changed entity without a migration fails CI.
 */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}
