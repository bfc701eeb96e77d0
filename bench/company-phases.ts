/**
 * Where `portal company`'s way to its first line goes, in a fresh process as the CLI takes it:
 * loading the database modules, opening the PGlite data directory, the schema check, finding the
 * company and reading its first page. Run by company-stream.bench.ts with the grown data directory;
 * prints one JSON object of milliseconds.
 */
import type { Kysely as KyselyType } from 'kysely';
import { FIRST_PAGE_SIZE } from '../adapters/cli/lookup-source.ts';
import type { Database } from '../adapters/sql/schema.ts';

const started = performance.now();
const since = (from: number) => Math.round(performance.now() - from);
const dataDir = process.argv[2] as string;

let at = performance.now();
const [{ PGlite }, { Kysely }, { PGliteDialect }, { isSchemaCurrent }, reads] = await Promise.all([
  import('@electric-sql/pglite'),
  import('kysely'),
  import('../adapters/sql/pglite-dialect.ts'),
  import('../adapters/sql/migrate.ts'),
  import('../adapters/sql/deal-contexts.ts'),
]);
const modules = since(at);
at = performance.now();
const pglite = new PGlite(dataDir, { postgresqlconf: ['shared_buffers = 16MB'] });
await pglite.waitReady;
const open = since(at);
const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
at = performance.now();
if (!(await isSchemaCurrent(db as KyselyType<unknown>)))
  throw new Error('the data directory is not migrated');
const schemaCheck = since(at);
at = performance.now();
await reads.companiesNamed(db, 'co-nordflotte');
const ids = await reads.companyDealIds(db, 'co-nordflotte', null, FIRST_PAGE_SIZE);
await reads.loadDeals(db, ids, new Date());
const firstPage = since(at);
console.log(JSON.stringify({ modules, open, schemaCheck, firstPage, total: since(started) }));
await db.destroy();
