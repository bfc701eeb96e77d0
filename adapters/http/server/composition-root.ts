import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Container, type ServiceIdentifier } from 'inversify';
import type { Kysely } from 'kysely';
import type { PasswordHasher } from '../../../core/account/ports.ts';
import { type Clock, type FileStore, systemClock } from '../../../core/shared/ports.ts';
import { openFileStore } from '../../files/file-store-settings.ts';
import { startSmtpSender } from '../../mail/smtp-sender.ts';
import { withPaymentProvider } from '../../payments/payment-integrations.ts';
import { createScryptHasher } from '../../shared/crypto.ts';
import { openDatabase } from '../../sql/database.ts';
import { startRetentionSweep } from '../../sql/retention-schedule.ts';
import type { Database } from '../../sql/schema.ts';
import { startWebhookSender } from '../../webhooks/webhook-sender.ts';
import { webhookReceivers, withWorkflows } from '../../workflows/workflow-integrations.ts';
import type { Integrations } from './bff-context.ts';
import { createBff, standIns } from './compose.ts';
import { stopIfDataDirInUse } from './data-dir-in-use.ts';
import type { ServerSettings } from './server-settings.ts';

/** Work beside the server that stops with it: a sender's rounds, the retention sweep. */
export type Stoppable = { readonly stop: () => Promise<void> };

/**
 * The work that runs beside the server, started once it listens (it logs through the server's
 * log): the mail and webhook outboxes' senders when their counterparts are configured, and the
 * retention sweep unless it is switched off.
 */
export type BackgroundWork = {
  readonly start: (log: FastifyBaseLogger) => readonly Stoppable[];
  /** Asks the webhook sender for a round now (after a commit that queued a post). */
  readonly nudgeWebhooks: () => void;
};

/** The ports of the BFF's process, by what they are (docs/architecture.md "Composition"). */
export const SERVER = {
  settings: Symbol.for('ServerSettings') as ServiceIdentifier<ServerSettings>,
  clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  database: Symbol.for('Database') as ServiceIdentifier<Kysely<Database>>,
  hasher: Symbol.for('PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  files: Symbol.for('FileStore') as ServiceIdentifier<FileStore>,
  integrations: Symbol.for('Integrations') as ServiceIdentifier<Integrations>,
  background: Symbol.for('BackgroundWork') as ServiceIdentifier<BackgroundWork>,
  bff: Symbol.for('Bff') as ServiceIdentifier<FastifyInstance>,
} as const;

/**
 * The BFF's composition root: each port bound to the adapter the settings choose — PGlite or
 * PostgreSQL, a directory or an S3 bucket for files, SMTP or none for mail, a webhook receiver or
 * none, the payment provider and service workflows — in one place. Every binding is a singleton;
 * the database and the file store open on first use (`getAsync`). Tracing is chosen before any of
 * this loads (start-tracing.ts), since it must hook the modules it traces before they are imported.
 */
export const serverContainer = (settings: ServerSettings): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SERVER.settings).toConstantValue(settings);
  container.bind(SERVER.clock).toConstantValue(systemClock);
  container.bind(SERVER.hasher).toConstantValue(createScryptHasher());
  container.bind(SERVER.database).toDynamicValue(() =>
    openDatabase({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      pgliteSharedBuffers: settings.pgliteSharedBuffers,
      pool: settings.pool,
    }).catch(stopIfDataDirInUse),
  );
  container.bind(SERVER.files).toDynamicValue(() => openFileStore(settings.files));
  // The development stand-ins, but for the systems whose addresses are configured.
  container
    .bind(SERVER.integrations)
    .toConstantValue(withPaymentProvider(withWorkflows(standIns, settings.workflows), settings.payments));
  container.bind(SERVER.background).toDynamicValue(async (context) => {
    const db = await context.getAsync(SERVER.database);
    const files = await context.getAsync(SERVER.files);
    const clock = context.get(SERVER.clock);
    let webhooks: ReturnType<typeof startWebhookSender> | undefined;
    return {
      nudgeWebhooks: () => webhooks?.nudge(),
      start: (log) => {
        // Without SMTP_URL the mails stay in the outbox (`portal mail list` shows them).
        const mail = settings.smtp
          ? startSmtpSender({
              db,
              smtpUrl: settings.smtp.url,
              from: settings.smtp.from,
              clock,
              onError: (error) => log.error(error, 'mail delivery failed'),
            })
          : undefined;
        // A topic without its address (PORTAL_NEWSLETTER_WEBHOOK_URL, PORTAL_CAR_INVENTORY_URL) stays queued.
        const receivers = webhookReceivers(settings);
        webhooks =
          Object.keys(receivers).length > 0
            ? startWebhookSender({
                db,
                receivers,
                clock,
                onError: (error) => log.error(error, 'webhook delivery failed'),
              })
            : undefined;
        // Personal data past its period (docs/operations.md "Retention"); the first round after the start.
        const retention =
          settings.retention.intervalMinutes > 0
            ? startRetentionSweep({
                db,
                files,
                clock,
                rules: settings.retention.rules,
                intervalMs: settings.retention.intervalMinutes * 60_000,
                onRound: (outcome) => log.info({ retention: outcome }, 'retention sweep'),
                onError: (error) => log.error(error, 'retention sweep failed'),
              })
            : undefined;
        return [mail, webhooks, retention].filter((work): work is NonNullable<typeof work> => Boolean(work));
      },
    };
  });
  container.bind(SERVER.bff).toDynamicValue(async (context) => {
    const background = await context.getAsync(SERVER.background);
    return createBff({
      db: await context.getAsync(SERVER.database),
      clock: context.get(SERVER.clock),
      hasher: context.get(SERVER.hasher),
      files: await context.getAsync(SERVER.files),
      integrations: context.get(SERVER.integrations),
      settings: { chatSecret: settings.chatSecret, publicUrl: settings.publicUrl },
      secureCookies: settings.secureCookies,
      ...(settings.trustProxy !== undefined ? { trustProxy: settings.trustProxy } : {}),
      connections: settings.connections,
      ...settings.signInLoad,
      log: settings.log,
      uiDir: settings.ui.dir,
      ...(settings.chatScriptUrl ? { pagePolicy: { chatScriptUrl: settings.chatScriptUrl } } : {}),
      providerStates: settings.providerStates,
      openId: { issuers: settings.openId },
      metrics: settings.metrics,
      webhookDelivery: { nudge: background.nudgeWebhooks },
    });
  });
  return container;
};
