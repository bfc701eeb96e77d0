/**
 * The demo data written once per test run (`global-setup.ts`) and copied for every demo BFF
 * (`demo-bff.ts`), instead of migrating and seeding each new database: PGlite loads the run's data
 * directory, PostgreSQL copies the run's template database (`CREATE DATABASE … TEMPLATE`). Each
 * copy is a database of its own, as before; only writing the same demo data again is saved
 * (docs/testing.md "Where the time goes").
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { PGliteDialect } from '../../adapters/sql/pglite-dialect.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { POSTGRES_URL, pgliteCopies } from '../repositories/databases.ts';
import { type DemoTemplates, postgresUrlOf, writePGliteTemplate } from './global-setup.ts';

const templates = (): DemoTemplates | undefined => {
  try {
    return inject('demoTemplates');
  } catch {
    return undefined; // not under vitest's global setup
  }
};

const demoPGliteCopy = pgliteCopies(
  () => templates()?.pgliteDump,
  () => writePGliteTemplate(),
);

/** A new in-memory PGlite with the demo data at DEMO_NOW, loaded from the run's copy. */
export const demoPGlite = async (): Promise<Kysely<Database>> =>
  new Kysely<Database>({ dialect: new PGliteDialect(await demoPGliteCopy()) });

/**
 * A new database `name` on CI's PostgreSQL with the demo data at DEMO_NOW, copied from the run's
 * template; undefined when the run has none.
 */
export const demoPostgres = async (
  name: string,
  options: { poolSize?: number } = {},
): Promise<Kysely<Database> | undefined> => {
  const template = templates()?.postgresTemplate;
  if (!template) return undefined;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: postgresUrlOf(name), max: options.poolSize ?? 4 }),
    }),
  });
};
