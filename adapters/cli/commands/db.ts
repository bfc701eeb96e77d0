import type { Command } from 'commander';
import type { CliPorts } from '../composition-root.ts';
import { type DatabaseOptions, withDatabaseOptions } from '../database-options.ts';
import { CliExit, type CliIo } from '../io.ts';
import { registerDbPrune } from './db-prune.ts';

export const registerDb = (program: Command, io: CliIo, ports: CliPorts): void => {
  const db = withDatabaseOptions(
    program
      .command('db')
      .description('the BFF database: migrate it, write the demo data, prune what is past its period'),
  );

  db.command('migrate')
    .description('apply the SQL migrations that are not applied yet')
    .addHelpText('after', '\nExample:\n  $ portal db migrate --data-dir ./data')
    .action(async () => {
      const database = await ports.database(db.opts<DatabaseOptions>());
      io.stdout.write('db: migrations applied\n');
      await database.destroy();
    });

  db.command('rebuild-fleet-list')
    .description("write the fleet list's read model anew from the deals (migration 0030)")
    .addHelpText(
      'after',
      '\nExample:\n  $ portal db rebuild-fleet-list --database-url postgres://localhost/portal',
    )
    .action(async () => {
      const database = await ports.database(db.opts<DatabaseOptions>());
      try {
        const { lockFleetList, rebuildFleetList, vacuumFleetList } = await import('../../sql/fleet-list.ts');
        // One transaction: the list's readers see the old rows until the new ones are all there,
        // and writers of fleet cars wait for it rather than be overwritten by an older read.
        const cars = await database.transaction().execute(async (trx) => {
          await lockFleetList(trx);
          return rebuildFleetList(trx);
        });
        await vacuumFleetList(database);
        io.stdout.write(`db: fleet list rebuilt, ${cars.toLocaleString('en-US')} cars\n`);
      } finally {
        await database.destroy();
      }
    });

  db.command('seed')
    .description('write the deterministic demo data (dates relative to today) into an empty database')
    .option('--production', 'allow it although NODE_ENV=production')
    .option(
      '--fleet-cars <n>',
      'also N more cars for Nordflotte GmbH (idempotent: only those not there yet are added)',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ portal db seed --data-dir ./data\n  $ portal db seed --fleet-cars 20000 --database-url postgres://localhost/portal',
    )
    .action(async (options: { production?: boolean; fleetCars?: string }) => {
      if (process.env.NODE_ENV === 'production' && !options.production) {
        io.stderr.write('error: demo data in production needs --production\n');
        throw new CliExit(2);
      }
      const fleetCars = options.fleetCars === undefined ? undefined : fleetCarsOf(options.fleetCars);
      if (fleetCars === null) {
        io.stderr.write(`error: --fleet-cars takes a whole number from 0 to ${MAX_FLEET_CARS}\n`);
        throw new CliExit(2);
      }
      const where = db.opts<DatabaseOptions>();
      // Opened before anything is written: the demo photos' bytes go where the BFF started with the
      // same settings keeps its files (its data directory, or its S3 bucket); a bad setting stops here.
      const files = await ports.files(where);
      const database = await ports.database(where);
      try {
        const [{ createScryptHasher }, { seedDemoData }, { writeDemoPhotoFiles }] = await Promise.all([
          import('../../shared/crypto.ts'),
          import('../../sql/seed.ts'),
          import('../../sql/seed/subscription-services.ts'),
        ]);
        const written = await seedDemoData(database, createScryptHasher(), io.clock.now());
        if (written) await writeDemoPhotoFiles(files);
        if (written) io.stdout.write('db: demo data written\n');
        else if (fleetCars === undefined)
          io.stdout.write('db: the database has users already; nothing written\n');
        if (fleetCars !== undefined) {
          const [{ seedFleetCars }, { vacuumFleetList }] = await Promise.all([
            import('../../sql/seed/fleet-cars.ts'),
            import('../../sql/fleet-list.ts'),
          ]);
          const added = await seedFleetCars(database, fleetCars, io.clock.now()).catch((error: Error) => {
            io.stderr.write(`error: ${error.message}\n`);
            throw new CliExit(1);
          });
          await vacuumFleetList(database);
          io.stdout.write(
            `db: ${added.toLocaleString('en-US')} fleet cars added to Nordflotte GmbH (${fleetCars.toLocaleString('en-US')} asked for, ${(fleetCars - added).toLocaleString('en-US')} there already)\n`,
          );
        }
      } finally {
        await database.destroy();
      }
    });

  registerDbPrune(db, io, ports);
};

/** At most this many seeded fleet cars: ten times the largest fleet the portal is measured with. */
const MAX_FLEET_CARS = 200_000;

/** The number --fleet-cars names; null when it is no whole number in range. */
const fleetCarsOf = (text: string): number | null => {
  if (!/^\d{1,7}$/.test(text.replaceAll(',', '').replaceAll('_', ''))) return null;
  const n = Number(text.replaceAll(',', '').replaceAll('_', ''));
  return n <= MAX_FLEET_CARS ? n : null;
};
