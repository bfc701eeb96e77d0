import { join } from 'node:path';
import type { Command } from 'commander';
import { localFileStore } from '../../files/local-file-store.ts';
import { createScryptHasher } from '../../shared/crypto.ts';
import { openDatabase } from '../../sql/database.ts';
import { writeDemoPhotoFiles } from '../../sql/seed/subscription-services.ts';
import { seedDemoData } from '../../sql/seed.ts';
import { CliExit, type CliIo } from '../io.ts';

type DbOptions = { dataDir?: string; databaseUrl?: string };

const configOf = (options: DbOptions) => ({
  databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  dataDir: options.dataDir ?? process.env.PORTAL_DATA_DIR ?? join(process.cwd(), 'data'),
});

export const registerDb = (program: Command, io: CliIo): void => {
  const db = program
    .command('db')
    .description('the BFF database: migrate it, write the demo data')
    .option('--data-dir <dir>', 'the PGlite data directory (default: PORTAL_DATA_DIR or ./data)')
    .option('--database-url <url>', 'a PostgreSQL database instead (default: DATABASE_URL)');

  db.command('migrate')
    .description('apply the SQL migrations that are not applied yet')
    .addHelpText('after', '\nExample:\n  $ portal db migrate --data-dir ./data')
    .action(async () => {
      const database = await openDatabase(configOf(db.opts<DbOptions>()));
      io.stdout.write('db: migrations applied\n');
      await database.destroy();
    });

  db.command('seed')
    .description('write the deterministic demo data (dates relative to today) into an empty database')
    .option('--production', 'allow it although NODE_ENV=production')
    .addHelpText('after', '\nExample:\n  $ portal db seed --data-dir ./data')
    .action(async (options: { production?: boolean }) => {
      if (process.env.NODE_ENV === 'production' && !options.production) {
        io.stderr.write('error: demo data in production needs --production\n');
        throw new CliExit(2);
      }
      const config = configOf(db.opts<DbOptions>());
      const database = await openDatabase(config);
      const written = await seedDemoData(database, createScryptHasher(), io.clock.now());
      // The demo photos' bytes, where the BFF started on this data directory keeps its files.
      if (written) await writeDemoPhotoFiles(localFileStore(join(config.dataDir, 'files')));
      io.stdout.write(
        written ? 'db: demo data written\n' : 'db: the database has users already; nothing written\n',
      );
      await database.destroy();
    });
};
