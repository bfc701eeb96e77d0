import { join } from 'node:path';
import type { Command } from 'commander';
import { openDatabase } from '../../sql/database.ts';
import { type OutboxEntry, sqlOutbox } from '../../sql/outbox.ts';
import { CliExit, type CliIo } from '../io.ts';

type MailOptions = { dataDir?: string; databaseUrl?: string };

const configOf = (options: MailOptions) => ({
  databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  dataDir: options.dataDir ?? process.env.PORTAL_DATA_DIR ?? join(process.cwd(), 'data'),
});

const formatted = (mail: OutboxEntry): string =>
  [
    `#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.kind}  ${mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : 'not sent'}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    ...mail.text.split('\n').map((line) => `  ${line}`),
    '',
  ].join('\n');

export const registerMail = (program: Command, io: CliIo): void => {
  const mail = program
    .command('mail')
    .description(
      "the BFF's mail outbox: every mail the portal sends (verification, password reset, cancellation …)",
    )
    .option('--data-dir <dir>', 'the PGlite data directory (default: PORTAL_DATA_DIR or ./data)')
    .option('--database-url <url>', 'a PostgreSQL database instead (default: DATABASE_URL)');

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
      const database = await openDatabase(configOf(mail.opts<MailOptions>()));
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
