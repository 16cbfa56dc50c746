import pg from 'pg';

/** The database name in a postgres URL. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL has no database name: ${redactUrl(url)}`);
  return name;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable url)';
  }
}

/** Postgres identifiers cannot be bound as parameters; these are our own names, checked anyway. */
export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return `"${name}"`;
}

/**
 * Creates the database when it is missing (connecting to the `postgres` maintenance database). Replicas starting
 * together may race: the loser's duplicate_database error, or the unique violation on pg_database's name index that
 * PostgreSQL raises when both CREATE DATABASE at the same moment, is fine.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw err; // duplicate_database / unique_violation
      }
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
