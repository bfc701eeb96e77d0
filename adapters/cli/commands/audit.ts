import type { Command } from 'commander';
import type { CliPorts } from '../composition-root.ts';
import { type DatabaseOptions, withDatabaseOptions } from '../database-options.ts';
import { CliExit, type CliIo } from '../io.ts';

/**
 * `portal audit list`: the support audit log (docs/security.md "The support role and its audit log") — every read of another person's data by
 * a support user, with who, whose, what, when and the reason given — oldest first, as json, ndjson
 * or a text table. Reads the database as `portal db` does.
 */

type AuditOptions = DatabaseOptions & {
  support?: string;
  customer?: string;
  since?: string;
  format: string;
};

const fail = (io: CliIo, message: string): never => {
  io.stderr.write(`error: ${message}\n`);
  throw new CliExit(2);
};

export const registerAudit = (program: Command, io: CliIo, ports: CliPorts): void => {
  const audit = program
    .command('audit')
    .description('the support audit log: who read whose data, when and why');
  withDatabaseOptions(
    audit
      .command('list')
      .description("every read of another person's data by a support user, oldest first")
      .option('--support <email>', 'only the reads of this support user')
      .option('--customer <email>', "only the reads of this customer's data")
      .option('--since <iso>', 'only the reads at or after this moment (ISO date or date-time)')
      .option('--format <format>', 'json, ndjson or text', 'json'),
  ).action(async (options: AuditOptions) => {
    const format = options.format;
    if (format !== 'json' && format !== 'ndjson' && format !== 'text')
      fail(io, `--format: expected json, ndjson or text, got "${format}"`);
    const since = options.since === undefined ? undefined : new Date(options.since);
    if (since && Number.isNaN(since.getTime()))
      fail(io, `--since: expected an ISO date, got "${options.since}"`);
    const [db, { listSupportAudit }] = await Promise.all([
      ports.database(options, { readOnly: true }),
      import('../../sql/support-audit.ts'),
    ]);
    try {
      const entries = await listSupportAudit(db, {
        ...(options.support ? { support: options.support } : {}),
        ...(options.customer ? { customer: options.customer } : {}),
        ...(since ? { since } : {}),
      });
      if (format === 'json') io.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
      else if (format === 'ndjson')
        for (const entry of entries) io.stdout.write(`${JSON.stringify(entry)}\n`);
      else {
        const rows = [
          ['when', 'support', 'whose', 'what', 'reason'],
          ...entries.map((e) => [e.at, e.support, e.customer ?? e.company ?? '', e.what, e.reason]),
        ];
        const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
        for (const row of rows)
          io.stdout.write(
            `${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ')}\n`,
          );
      }
    } finally {
      await db.destroy();
    }
  });
};
