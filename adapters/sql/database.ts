import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseConfig = {
  /** PostgreSQL when set (postgres://…); otherwise embedded PGlite in dataDir. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
};

/** Opens the database the configuration names and brings its schema up to date. */
export const openDatabase = async (config: DatabaseConfig): Promise<Kysely<Database>> => {
  let db: Kysely<Database>;
  if (config.databaseUrl) {
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(config.dataDir)) });
  }
  await migrate(db as Kysely<unknown>);
  return db;
};
