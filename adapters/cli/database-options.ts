import { join } from 'node:path';
import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import type { Database } from '../sql/schema.ts';
import { CliExit, type CliIo } from './io.ts';

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
 * Opens the database the options name; `readOnly` for lookups, whose every transaction is then
 * read-only. The database modules (PGlite, pg, Kysely, the migrations) load here, on first use, not
 * when the CLI starts: `portal evaluate` in a support script's loop then starts without them (a
 * fifth of its start-up). A PGlite data directory a running BFF holds is refused (exit 2): two
 * processes on one PGlite directory can corrupt it.
 */
export const openCliDatabase = async (
  options: DatabaseOptions,
  io: CliIo,
  access: { readonly readOnly?: boolean } = {},
): Promise<Kysely<Database>> => {
  const [{ openDatabase }, { DataDirInUse }] = await Promise.all([
    import('../sql/database.ts'),
    import('../sql/data-dir-lock.ts'),
  ]);
  try {
    return await openDatabase({ ...databaseConfigOf(options), readOnly: access.readOnly });
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    io.stderr.write(
      `error: ${error.dataDir} is in use by a running BFF (pid ${error.pid}): ask it with --portal-url instead, or stop it first\n`,
    );
    throw new CliExit(2);
  }
};
