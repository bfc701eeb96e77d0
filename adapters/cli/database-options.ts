import { join } from 'node:path';
import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import type { Database } from '../sql/schema.ts';

/** The options of every command that reads or writes the BFF's database. */
export type DatabaseOptions = { readonly dataDir?: string; readonly databaseUrl?: string };

/** `--data-dir` and `--database-url`, as `portal db` takes them. */
export const withDatabaseOptions = (command: Command): Command =>
  command
    .option('--data-dir <dir>', 'the PGlite data directory (default: PORTAL_DATA_DIR or ./data)')
    .option('--database-url <url>', 'a PostgreSQL database instead (default: DATABASE_URL)');

/** The database to open: PostgreSQL at the URL when one is given or set, else PGlite in the data directory. */
export const databaseConfigOf = (options: DatabaseOptions) => ({
  databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  dataDir: options.dataDir ?? process.env.PORTAL_DATA_DIR ?? join(process.cwd(), 'data'),
});

/**
 * Opens the database the options name. The database modules (PGlite, pg, Kysely, the migrations)
 * load here, on first use, not when the CLI starts: `portal evaluate` in a support script's loop
 * then starts without them (a fifth of its start-up).
 */
export const openCliDatabase = async (options: DatabaseOptions): Promise<Kysely<Database>> => {
  const { openDatabase } = await import('../sql/database.ts');
  return openDatabase(databaseConfigOf(options));
};
