/**
 * `npm start`: the BFF and the portal's UI on http://localhost:3000 (PORT), with its database
 * (PGlite in ./data, or PostgreSQL at DATABASE_URL), migrated, and the demo data written into an
 * empty database. The UI is built first when it is missing or older than its sources.
 * Environment variables: docs/operations.md.
 */
// First: sizes the thread pool before anything can start it.
import './thread-pool.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../../../core/shared/ports.ts';
import { localFileStore } from '../../files/local-file-store.ts';
import { startSmtpSender } from '../../mail/smtp-sender.ts';
import { createScryptHasher } from '../../shared/crypto.ts';
import { openDatabase } from '../../sql/database.ts';
import { sweepInterruptedUploads } from '../../sql/interrupted-uploads.ts';
import { writeDemoPhotoFiles } from '../../sql/seed/subscription-services.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from '../../sql/seed.ts';
import { httpWebhook } from '../../webhooks/http-webhook.ts';
import { startWebhookSender } from '../../webhooks/webhook-sender.ts';
import { trustProxyOf } from './app.ts';
import { createBff } from './compose.ts';
import { connectionLimitsOf } from './connection-limits.ts';
import { PROVIDER_STATES_IN_PRODUCTION, providerStatesAllowed } from './provider-states.ts';
import { signInLoadOf } from './sign-in-budgets.ts';
import { collectStartGarbage } from './start-garbage.ts';
import { refusedStartMessage, startSettingsOf } from './start-settings.ts';
import { ensureUiBuilt, uiPathsOf } from './ui-build.ts';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.PORTAL_DATA_DIR ?? join(process.cwd(), 'data');
const production = process.env.NODE_ENV === 'production';
// Read first, so that a wrong setting stops the start before the database is opened.
const connections = connectionLimitsOf(process.env);
const signInLoad = signInLoadOf(process.env);

// In production every secret and address must be given: the defaults are public.
const startSettings = startSettingsOf(process.env, port);
if (startSettings.isErr()) {
  process.stderr.write(refusedStartMessage(startSettings.error));
  process.exit(1);
}
const settings = startSettings.value;

const withProviderStates = process.env.PORTAL_PROVIDER_STATES === 'on';
if (withProviderStates && !providerStatesAllowed(process.env.NODE_ENV)) {
  process.stderr.write(`${PROVIDER_STATES_IN_PRODUCTION}\n`);
  process.exit(1);
}

const ui = uiPathsOf(join(import.meta.dirname, '../../..'));
const uiDir = process.env.PORTAL_UI_DIR ?? ui.distDir;
// Production images ship a built UI; a development start builds it when needed.
if (!production && process.env.PORTAL_BUILD_UI !== 'off' && !process.env.PORTAL_UI_DIR)
  ensureUiBuilt(ui, (line) => process.stdout.write(`${line}\n`));

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  pgliteSharedBuffers: process.env.PORTAL_PGLITE_SHARED_BUFFERS,
});
const hasher = createScryptHasher();
const seeded =
  production && process.env.PORTAL_SEED_DEMO !== 'true'
    ? false
    : await seedDemoData(db, hasher, systemClock.now());

collectStartGarbage();

const files = localFileStore(join(dataDir, 'files'));
// The demo data's damage photos have bytes, so that the portal can show them.
if (seeded) await writeDemoPhotoFiles(files);
// Files a crash left behind without their row (an upload cut off, or one whose row never committed).
await sweepInterruptedUploads(db, files, systemClock.now());

const app = await createBff({
  db,
  clock: systemClock,
  hasher,
  files,
  settings: { chatSecret: settings.chatSecret, publicUrl: settings.publicUrl },
  secureCookies: process.env.PORTAL_SECURE_COOKIES === 'true' || production,
  trustProxy: trustProxyOf(process.env.PORTAL_TRUST_PROXY),
  connections,
  ...signInLoad,
  log: process.env.PORTAL_LOG === 'off' ? false : { level: process.env.LOG_LEVEL ?? 'info' },
  uiDir,
  ...(settings.chatScriptUrl ? { pagePolicy: { chatScriptUrl: settings.chatScriptUrl } } : {}),
  providerStates: withProviderStates,
  // Bound late: the sender starts once the app (and its log) is there.
  webhookDelivery: { nudge: () => webhookSender?.nudge() },
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });

// Without SMTP_URL the mails stay in the outbox (`portal mail list` shows them).
const mailSender = settings.smtp
  ? startSmtpSender({
      db,
      smtpUrl: settings.smtp.url,
      from: settings.smtp.from,
      clock: systemClock,
      onError: (error) => app.log.error(error, 'mail delivery failed'),
    })
  : undefined;

// Without PORTAL_NEWSLETTER_WEBHOOK_URL the newsletter sign-ups stay in the webhook outbox.
const webhookSender = settings.newsletterWebhookUrl
  ? startWebhookSender({
      db,
      receivers: { newsletter: httpWebhook(settings.newsletterWebhookUrl) },
      clock: systemClock,
      onError: (error) => app.log.error(error, 'webhook delivery failed'),
    })
  : undefined;

const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
process.stdout.write(
  [
    '',
    `Portal BFF on http://localhost:${port} — database: ${where}${seeded ? ' (demo data written)' : ''}`,
    existsSync(join(uiDir, 'index.html'))
      ? `Portal UI on http://localhost:${port}/mycars (from ${uiDir})`
      : `No built UI in ${uiDir}: the API only.`,
    withProviderStates
      ? `Provider states on: POST /portal/api/test/provider-states resets the demo data.`
      : '',
    production ? '' : `Demo logins, password ${DEMO_PASSWORD}:`,
    ...(production ? [] : DEMO_LOGINS.map((login) => `  ${login.email.padEnd(28)} ${login.what}`)),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await mailSender?.stop();
    await webhookSender?.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
