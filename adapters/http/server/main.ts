/**
 * `npm start`: the BFF on http://localhost:3000 (PORT), with its database (PGlite in ./data, or
 * PostgreSQL at DATABASE_URL), migrated, and the demo data written into an empty database.
 */
import { join } from 'node:path';
import { systemClock } from '../../../core/shared/ports.ts';
import { localFileStore } from '../../files/local-file-store.ts';
import { startSmtpSender } from '../../mail/smtp-sender.ts';
import { openDatabase } from '../../sql/database.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from '../../sql/seed.ts';
import { createBff } from './compose.ts';
import { createScryptHasher } from './crypto.ts';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.PORTAL_DATA_DIR ?? join(process.cwd(), 'data');
const production = process.env.NODE_ENV === 'production';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const hasher = createScryptHasher();
const seeded =
  production && process.env.PORTAL_SEED_DEMO !== 'true'
    ? false
    : await seedDemoData(db, hasher, systemClock.now());

const app = await createBff({
  db,
  clock: systemClock,
  hasher,
  files: localFileStore(join(dataDir, 'files')),
  settings: {
    ...(process.env.PORTAL_CHAT_SECRET ? { chatSecret: process.env.PORTAL_CHAT_SECRET } : {}),
    publicUrl: process.env.PORTAL_PUBLIC_URL ?? `http://localhost:${port}`,
  },
  secureCookies: process.env.PORTAL_SECURE_COOKIES === 'true' || production,
  logger: process.env.PORTAL_LOG !== 'off',
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

// Without SMTP_URL the mails stay in the outbox (`portal mail list` shows them).
const mailSender = process.env.SMTP_URL
  ? startSmtpSender({
      db,
      smtpUrl: process.env.SMTP_URL,
      from: process.env.PORTAL_MAIL_FROM ?? 'Kundenservice <no-reply@portal.example>',
      clock: systemClock,
      onError: (error) => app.log.error(error, 'mail delivery failed'),
    })
  : undefined;

const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
process.stdout.write(
  [
    '',
    `Portal BFF on http://localhost:${port} — database: ${where}${seeded ? ' (demo data written)' : ''}`,
    production ? '' : `Demo logins, password ${DEMO_PASSWORD}:`,
    ...(production ? [] : DEMO_LOGINS.map((login) => `  ${login.email.padEnd(28)} ${login.what}`)),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await mailSender?.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
