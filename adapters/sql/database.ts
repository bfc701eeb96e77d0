import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { rebuildFleetList } from './fleet-list.ts';
import { isSchemaCurrent, migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { DEFAULT_POOL_SETTINGS, type PoolSettings, postgresPoolConfigOf } from './pool-settings.ts';
import { resilientPool } from './resilient-pool.ts';
import type { Database } from './schema.ts';

export type DatabaseConfig = {
  /** PostgreSQL when set (postgres://…); otherwise embedded PGlite in dataDir. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /**
   * PGlite's buffer cache (PORTAL_PGLITE_SHARED_BUFFERS, Postgres' shared_buffers). Postgres' own
   * default of 128MB is held in the process's WebAssembly memory from the start; the portal's
   * data fits in a fraction of it (docs/operations.md "Memory").
   */
  readonly pgliteSharedBuffers?: string | undefined;
  /**
   * Every transaction read-only (`default_transaction_read_only`): support's lookups in the live
   * database cannot write, whatever a bug would ask. The schema is then checked, not migrated.
   */
  readonly readOnly?: boolean | undefined;
  /** PostgreSQL's connection pool: its timeouts (pool-settings.ts); the defaults unless given. */
  readonly pool?: PoolSettings;
  /** A pooled PostgreSQL connection failed (and was dropped); a line on stderr unless given. */
  readonly onConnectionError?: (error: Error) => void;
};

const connectionErrorLine = (error: Error) =>
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'a database connection failed and was dropped', err: { message: error.message, code: (error as { code?: unknown }).code } })}\n`,
  );

export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Every prepared statement planned once for any parameters, on PostgreSQL (a connection option) and
 * PGlite (a setting) alike, in the product and in every suite: the planner's own choice kept
 * re-planning the fleet list's page at every call (2.4 ms of its 3.9 ms in PostgreSQL;
 * docs/operations.md "Performance and memory").
 */
export const GENERIC_PLANS = 'plan_cache_mode = force_generic_plan';

/** The connections of a PostgreSQL pool now: checked out by a query, idle, and queries waiting for one. */
export type PoolStats = { readonly inUse: number; readonly idle: number; readonly waiting: number };

/**
 * The pool behind each database openDatabase opened on PostgreSQL, so that metrics can read it
 * without a wider type than Kysely's. PGlite has no pool (one connection in the process): none.
 */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export const poolStatsOf = (db: Kysely<Database>): (() => PoolStats) | undefined => {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return () => ({
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
};

/**
 * Migrations that add columns to the fleet list's read model which only core can compute: the
 * start that applies one writes the read model anew (rebuildFleetList), so an upgraded database
 * needs no manual `portal db rebuild-fleet-list`.
 */
const READ_MODEL_MIGRATIONS: ReadonlySet<string> = new Set([
  '0035_fleet_list_overview',
  '0046_fleet_list_costs',
]);

/**
 * Opens the database the configuration names and brings its schema up to date (when it is not).
 * A PGlite data directory is locked while it is open (data-dir-lock.ts): DataDirInUse is thrown
 * when another live process has it open; `db.destroy()` releases it.
 */
export const openDatabase = async (config: DatabaseConfig): Promise<Kysely<Database>> => {
  let db: Kysely<Database>;
  let release = () => {};
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      ...postgresPoolConfigOf(config.databaseUrl, config.pool ?? DEFAULT_POOL_SETTINGS),
      // The named statements (prepared-statements.ts) on generic plans.
      options: [
        `-c ${GENERIC_PLANS.replaceAll(' ', '')}`,
        ...(config.readOnly ? ['-c default_transaction_read_only=on'] : []),
      ].join(' '),
    });
    db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: resilientPool(pool, { onConnectionError: config.onConnectionError ?? connectionErrorLine }),
      }),
    });
    pools.set(db, pool);
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    const sharedBuffers = config.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS;
    if (!/^\d+(kB|MB|GB)?$/.test(sharedBuffers))
      throw new Error(`PORTAL_PGLITE_SHARED_BUFFERS must be a size such as 16MB, not ${sharedBuffers}`);
    const lock = lockDataDir(config.dataDir);
    release = lock.release;
    // pg_trgm: the fleet list's search through a trigram index (migration 0034). The statements
    // are prepared (pglite-dialect.ts) and planned in this process's thread: generic plans.
    const pglite = new PGlite(config.dataDir, {
      postgresqlconf: [`shared_buffers = ${sharedBuffers}`, GENERIC_PLANS],
      extensions: { pg_trgm },
    });
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, { onDestroy: lock.release }) });
  }
  try {
    // A database already at the files' version (every start but the first after an update) is not
    // migrated: one read instead of every file read and split and the DDL of the bookkeeping table.
    if (!(await isSchemaCurrent(db as Kysely<unknown>))) {
      if (config.readOnly)
        throw new Error('the database schema is not current: run `portal db migrate` first');
      const ran = await migrate(db as Kysely<unknown>);
      if (ran.some((version) => READ_MODEL_MIGRATIONS.has(version)))
        await db.transaction().execute(async (trx) => {
          // The statement timeout guards calls; a rebuild of the read model may take longer.
          await sql`set local statement_timeout = 0`.execute(trx);
          await rebuildFleetList(trx);
        });
    }
    // PGlite is one session: the setting holds for every statement after it.
    if (config.readOnly && !config.databaseUrl) await sql`SET default_transaction_read_only = on`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    release();
    throw error;
  }
  return db;
};
