import type { Command } from 'commander';
import type { OutboxEntry } from '../../sql/outbox.ts';
import type { CliPorts } from '../composition-root.ts';
import { type DatabaseOptions, withDatabaseOptions } from '../database-options.ts';
import { CliExit, type CliIo } from '../io.ts';

const formatted = (mail: OutboxEntry): string =>
  [
    `#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.kind}  ${mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'not sent'}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    ...mail.text.split('\n').map((line) => `  ${line}`),
    '',
  ].join('\n');

export const registerMail = (program: Command, io: CliIo, ports: CliPorts): void => {
  const mail = withDatabaseOptions(
    program
      .command('mail')
      .description(
        "the BFF's mail outbox: every mail the portal sends (verification, password reset, cancellation …)",
      ),
  );

  mail
    .command('list')
    .description(
      'print the newest mails of the outbox, newest first, with their text and whether they were sent',
    )
    .option('--to <email>', 'only the mails to this address (without regard to case)')
    .option('--limit <n>', 'at most this many mails', '20')
    .addHelpText('after', '\nExample:\n  $ portal mail list --to kunde@demo.example --limit 5')
    .action(async (options: { to?: string; limit: string }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        io.stderr.write(`error: --limit: expected a whole number from 1 to 1000, got "${options.limit}"\n`);
        throw new CliExit(2);
      }
      const database = await ports.database(mail.opts<DatabaseOptions>(), { readOnly: true });
      const { sqlOutbox } = await import('../../sql/outbox.ts');
      try {
        const mails = await sqlOutbox(database).list({
          ...(options.to ? { to: options.to.trim() } : {}),
          limit,
        });
        io.stdout.write(mails.length === 0 ? 'mail: no mails\n' : mails.map(formatted).join('\n'));
      } finally {
        await database.destroy();
      }
    });
};
