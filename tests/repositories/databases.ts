/** Fresh, migrated databases for the repository suites: PGlite always, PostgreSQL when CI has one. */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { GENERIC_PLANS } from '../../adapters/sql/database.ts';
import { migrate } from '../../adapters/sql/migrate.ts';
import { PGliteDialect } from '../../adapters/sql/pglite-dialect.ts';
import type { Database } from '../../adapters/sql/schema.ts';

/** Set by .ci/run, which starts a PostgreSQL on loopback (see .ci/start-postgres.sh). */
export const POSTGRES_URL = process.env.PORTAL_TEST_DATABASE_URL;

/**
 * An in-memory PGlite that plans every prepared statement generically from its first call, as the
 * portal's databases do (GENERIC_PLANS): a statement that needs a constant where it has a
 * parameter (a partial index's predicate in ON CONFLICT) fails at once, so every suite over this
 * database catches it.
 */
export const TEST_PGLITE_CONF = [GENERIC_PLANS];

/** With pg_trgm, as the portal's PGlite: the fleet list's search goes through its index. */
export const TEST_PGLITE_EXTENSIONS = { pg_trgm };

export const testPGlite = (): PGlite =>
  new PGlite({ postgresqlconf: TEST_PGLITE_CONF, extensions: TEST_PGLITE_EXTENSIONS });

/**
 * The run's migrated, empty databases, written once by the unit project's global setup
 * (tests/support/global-setup.ts): a PGlite data directory as a tarball, and a template database on
 * CI's PostgreSQL. A fresh database is a copy of them instead of a new cluster migrated again
 * (docs/testing.md "Where the time goes").
 */
export type MigratedTemplates = {
  readonly pgliteDump: string;
  readonly postgresTemplate: string | undefined;
};

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplates: MigratedTemplates;
  }
}

const runTemplates = (): MigratedTemplates | undefined => {
  try {
    return inject('migratedTemplates');
  } catch {
    return undefined; // not under vitest's global setup
  }
};

/** Migrates a new in-memory PGlite and keeps its data directory (in `file` when given). */
export const writeMigratedPGliteDump = async (file?: string): Promise<Blob> => {
  const pglite = testPGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  if (file) writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return dump;
};

/** A new in-memory PGlite with the data directory `dump` (as `dumpDataDir` wrote it). */
export const pgliteOf = (dump: Blob): PGlite =>
  new PGlite({ loadDataDir: dump, postgresqlconf: TEST_PGLITE_CONF, extensions: TEST_PGLITE_EXTENSIONS });

/**
 * Makes new PGlites from one data directory: the run's copy in `file`, or — outside the run's
 * setup — the one `write` makes, once per process.
 */
export const pgliteCopies = (file: () => string | undefined, write: () => Promise<Blob>) => {
  let dump: Promise<Blob> | undefined;
  return async (): Promise<PGlite> => {
    dump ??= (async () => {
      const path = file();
      return path ? new Blob([readFileSync(path)]) : write();
    })();
    return pgliteOf(await dump);
  };
};

const migratedPGlite = pgliteCopies(
  () => runTemplates()?.pgliteDump,
  () => writeMigratedPGliteDump(),
);

/** A new in-memory PGlite with the whole schema and no rows. */
export const freshPGlite = async (): Promise<Kysely<Database>> => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(await migratedPGlite()) });
  // Finds every migration applied: a copy made from another build's files would be brought up to date.
  await migrate(db as Kysely<unknown>);
  return db;
};

/** The name of a new test database on the PostgreSQL server. */
export const newDatabaseName = () => `portal_test_${randomUUID().replace(/-/g, '')}`;

/** A new database on the PostgreSQL server, so suites never see each other's rows. */
export const freshPostgres = async (options: { poolSize?: number } = {}): Promise<Kysely<Database>> => {
  if (!POSTGRES_URL) throw new Error('PORTAL_TEST_DATABASE_URL is not set');
  const name = newDatabaseName();
  const template = runTemplates()?.postgresTemplate;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: url.toString(), max: options.poolSize ?? 4 }),
    }),
  });
  await migrate(db as Kysely<unknown>);
  return db;
};

/** The demo customer u-kunde with her ordered deal d-1008, for the tables that refer to a deal. */
export const withCustomerDeal = async (db: Kysely<Database>) => {
  await db
    .insertInto('users')
    .values({
      id: 'u-kunde',
      email: 'kunde@demo.example',
      password_hash: null,
      kind: 'consumer',
      company_id: null,
      role: null,
      contact_id: null,
      email_verified_at: null,
    })
    .execute();
  await db
    .insertInto('deals')
    .values({
      id: 'd-1008',
      owner_user_id: 'u-kunde',
      company_id: null,
      contact_id: null,
      state: 'CREATED',
      data: JSON.stringify({ id: 'd-1008', state: 'CREATED' }),
    })
    .execute();
  return db;
};
