import type { Command } from 'commander';
import type { RetentionReport } from '../../sql/retention-sweep.ts';
import type { CliPorts } from '../composition-root.ts';
import type { DatabaseOptions } from '../database-options.ts';
import { CliExit, type CliIo } from '../io.ts';

/**
 * `portal db prune`: what the BFF's retention sweep removes every hour, now — the rows past their
 * period (adapters/sql/retention.ts, with the same PORTAL_RETENTION_<NAME>_DAYS as the BFF) and
 * the files interrupted uploads left. `--dry-run` counts them and removes nothing.
 */

type PruneOptions = { dryRun?: boolean; now?: string; format: string };

const EXAMPLES = `
Examples:
  $ portal db prune --dry-run
  $ portal db prune --dry-run --format json --database-url postgres://localhost/portal
  $ portal db prune --data-dir ./data
  $ PORTAL_RETENTION_LOGIN_FAILURES_DAYS=3 portal db prune --now 2026-12-01T00:00:00Z`;

const fail = (io: CliIo, message: string, code = 2): never => {
  io.stderr.write(`error: ${message}\n`);
  throw new CliExit(code);
};

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

const textOf = (report: RetentionReport, at: Date, dryRun: boolean): string => {
  const heading = dryRun
    ? `db prune --dry-run at ${at.toISOString()}: nothing removed; due now:`
    : `db prune at ${at.toISOString()}: removed`;
  const width = Math.max(
    ...report.tables.map((t) => t.name.length),
    ...report.files.map((f) => f.prefix.length + 6),
  );
  const lines = [
    heading,
    ...report.tables.map((table) =>
      [
        `  ${table.name.padEnd(width)}  ${plural(table.rows, 'row').padStart(12)}`,
        table.oldest ? `  oldest ended ${table.oldest.toISOString()}` : '',
        `  (${table.table}, kept ${plural(table.keepDays, 'day')})`,
      ].join(''),
    ),
    ...report.files.map(
      (files) => `  ${`files ${files.prefix}`.padEnd(width)}  ${plural(files.files, 'file').padStart(12)}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
};

const jsonOf = (report: RetentionReport, at: Date, dryRun: boolean) => ({
  at: at.toISOString(),
  dryRun,
  tables: report.tables.map((table) => ({
    name: table.name,
    table: table.table,
    keepDays: table.keepDays,
    rows: table.rows,
    ...(dryRun ? { oldest: table.oldest ? table.oldest.toISOString() : null } : {}),
  })),
  files: report.files,
});

export const registerDbPrune = (db: Command, io: CliIo, ports: CliPorts): void => {
  db.command('prune')
    .description('remove the rows and files the retention says are due now (docs/operations.md "Retention")')
    .option(
      '--dry-run',
      'print what would be removed (per table the rows and the oldest, per prefix the files); remove nothing',
    )
    .option('--now <iso>', 'prune as at this moment (default: now)')
    .option('--format <format>', 'text or json', 'text')
    .addHelpText('after', EXAMPLES)
    .action(async (options: PruneOptions) => {
      if (options.format !== 'text' && options.format !== 'json')
        fail(io, `--format: expected text or json, got "${options.format}"`);
      const at = options.now === undefined ? io.clock.now() : new Date(options.now);
      if (Number.isNaN(at.getTime())) fail(io, `--now: expected an ISO date, got "${options.now}"`);
      const [{ retentionSettingsOf, refusedRetentionMessage }, sweep] = await Promise.all([
        import('../../sql/retention.ts'),
        import('../../sql/retention-sweep.ts'),
      ]);
      const settings = retentionSettingsOf(process.env);
      if (settings.isErr()) {
        io.stderr.write(refusedRetentionMessage(settings.error));
        throw new CliExit(2);
      }
      const where = db.opts<DatabaseOptions>();
      // The files where the BFF keeps them: its directory under the data directory, or its bucket.
      const files = await ports.files(where);
      const database = await ports.database(where);
      try {
        const { rules } = settings.value;
        let report: RetentionReport;
        if (options.dryRun) report = await sweep.pendingRetention(database, files, rules, at);
        else {
          const outcome = await sweep.sweepRetention(database, files, rules, at);
          if (!outcome.swept)
            return fail(io, 'another sweep is in progress (a BFF instance); nothing removed, try again', 1);
          report = outcome.report;
        }
        const dryRun = options.dryRun === true;
        io.stdout.write(
          options.format === 'json'
            ? `${JSON.stringify(jsonOf(report, at, dryRun), null, 2)}\n`
            : textOf(report, at, dryRun),
        );
      } finally {
        await database.destroy();
      }
    });
};
