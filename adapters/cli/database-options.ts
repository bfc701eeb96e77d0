import { join } from 'node:path';
import type { Command } from 'commander';

export type DatabaseOptions = { dataDir?: string; databaseUrl?: string };

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
