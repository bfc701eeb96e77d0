import { join } from 'node:path';
import type { Command } from 'commander';
import {
  type DatabaseOptions,
  databaseConfigOf,
  openCliDatabase,
  withDatabaseOptions,
} from '../database-options.ts';
import { CliExit, type CliIo } from '../io.ts';

export const registerDb = (program: Command, io: CliIo): void => {
  const db = withDatabaseOptions(
    program.command('db').description('the BFF database: migrate it, write the demo data'),
  );

  db.command('migrate')
    .description('apply the SQL migrations that are not applied yet')
    .addHelpText('after', '\nExample:\n  $ portal db migrate --data-dir ./data')
    .action(async () => {
      const database = await openCliDatabase(db.opts<DatabaseOptions>());
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
      const where = db.opts<DatabaseOptions>();
      const database = await openCliDatabase(where);
      const [{ createScryptHasher }, { seedDemoData }, { writeDemoPhotoFiles }, { localFileStore }] =
        await Promise.all([
          import('../../shared/crypto.ts'),
          import('../../sql/seed.ts'),
          import('../../sql/seed/subscription-services.ts'),
          import('../../files/local-file-store.ts'),
        ]);
      const written = await seedDemoData(database, createScryptHasher(), io.clock.now());
      // The demo photos' bytes, where the BFF started on this data directory keeps its files.
      if (written) await writeDemoPhotoFiles(localFileStore(join(databaseConfigOf(where).dataDir, 'files')));
      io.stdout.write(
        written ? 'db: demo data written\n' : 'db: the database has users already; nothing written\n',
      );
      await database.destroy();
    });
};
