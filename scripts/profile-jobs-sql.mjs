// Where a search's PostgreSQL time goes: every distinct search of the bench:jobs mix, run one at a time on the index
// `npm run bench:jobs -- --keep` left (database pathwise_bench_jobs_<listings>), through the service's own search code;
// per statement kind: calls, mean execution time (EXPLAIN ANALYZE), mean wall time, the slowest searches.
//
//   node scripts/profile-jobs-sql.mjs [--listings 100000] [--explain] [--limit N]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { queryMix } from './bench-jobs-mix.mjs';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const LISTINGS = Number(option('listings', '100000'));
const LIMIT = Number(option('limit', '100000'));
const EXPLAIN = args.includes('--explain');
const load = (rel) => import(pathToFileURL(path.join(root, rel)).href);

const { serviceDataSourceOptions } = await load('libs/platform/dist/index.js');
const { JOBS_ENTITIES } = await load('services/jobs/dist/app.module.js');
const { PostgresJobSearchIndex } = await load('services/jobs/dist/search/postgres-job-search.js');
const { JobSearchService } = await load('services/jobs/dist/search/job-search.service.js');
const { JobSearchQuery } = await load('libs/contracts/dist/index.js');
const { DataSource } = await import(pathToFileURL(path.join(root, 'node_modules/typeorm/index.mjs')).href);

const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = `/pathwise_bench_jobs_${LISTINGS}`;
// One connection, so that the CPU its backend used (from /proc, whatever else the machine runs) is the searches' own.
const options = serviceDataSourceOptions({
  url: base.toString(),
  schema: 'jobs',
  entities: JOBS_ENTITIES,
  migrations: [],
});
const ds = new DataSource({ ...options, extra: { ...options.extra, max: 1 } });
await ds.initialize();
const [{ pid }] = await ds.query('SELECT pg_backend_pid() AS pid');
const cpuMs = (p) => {
  const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
  return (+fields[11] + +fields[12]) * 10;
};

const captured = [];
const query = ds.query.bind(ds);
ds.query = (sql, params) => {
  captured.push({ sql, params });
  return query(sql, params);
};
const kindOf = (sql) =>
  sql.includes('WITH candidates') && sql.includes('count(*)::int')
    ? 'page + count (words)'
    : sql.includes('count(*)::int') && sql.includes('LEFT JOIN')
      ? 'page + count (no words)'
      : sql.includes('job_listing_sources')
        ? 'sources'
        : sql.includes('EXISTS')
          ? 'live check'
          : sql.includes('count(*)::int')
            ? sql.includes('@@')
              ? 'count (words)'
              : 'count (no words)'
            : sql.includes('WITH candidates')
              ? 'page (words)'
              : 'page (no words)';

const service = new JobSearchService(new PostgresJobSearchIndex(ds), ds, { JOBS_DEMO_INDEX: true });
const urls = [...new Set(queryMix(4000))].slice(0, LIMIT);
const stats = new Map();
const slow = [];
let wall = 0;
const cpu0 = [cpuMs(pid), process.cpuUsage()];
for (const url of urls) {
  const input = JobSearchQuery.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  captured.length = 0;
  const t0 = performance.now();
  await service.search(input);
  const ms = performance.now() - t0;
  wall += ms;
  slow.push([ms, url]);
  if (!EXPLAIN) continue;
  for (const { sql, params } of [...captured]) {
    const kind = kindOf(sql);
    const [{ 'QUERY PLAN': plan }] = await query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const s = stats.get(kind) ?? { calls: 0, exec: 0, plan: 0, buffers: 0, max: 0, maxUrl: '' };
    s.calls++;
    s.exec += plan[0]['Execution Time'];
    s.plan += plan[0]['Planning Time'];
    const b = plan[0].Plan['Shared Hit Blocks'] + plan[0].Plan['Shared Read Blocks'];
    s.buffers += b;
    if (plan[0]['Execution Time'] > s.max) [s.max, s.maxUrl] = [plan[0]['Execution Time'], url];
    stats.set(kind, s);
  }
}
const node = process.cpuUsage(cpu0[1]);
console.log(
  `${urls.length} distinct searches, one at a time: mean wall ${(wall / urls.length).toFixed(2)} ms` +
    (EXPLAIN
      ? ''
      : `, PostgreSQL CPU ${((cpuMs(pid) - cpu0[0]) / urls.length).toFixed(2)} ms, this process's CPU ` +
        `${((node.user + node.system) / 1000 / urls.length).toFixed(2)} ms per search`),
);
for (const [kind, s] of stats)
  console.log(
    `  ${kind.padEnd(18)} ${String(s.calls).padStart(5)} calls, exec ${(s.exec / s.calls).toFixed(2)} ms, plan ${(s.plan / s.calls).toFixed(2)} ms, ` +
      `${(s.buffers / s.calls).toFixed(0)} buffers; per search ${(s.exec / urls.length).toFixed(2)} ms; max ${s.max.toFixed(1)} ms ${s.maxUrl}`,
  );
slow.sort((a, b) => b[0] - a[0]);
console.log('slowest:');
for (const [ms, url] of slow.slice(0, 12)) console.log(`  ${ms.toFixed(1)} ms ${url}`);
await ds.destroy();
