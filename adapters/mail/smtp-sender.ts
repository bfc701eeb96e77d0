import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../../core/shared/ports.ts';
import { type BackOff, type DeliveryRounds, startDeliveryRounds } from '../shared/delivery-rounds.ts';
import { deliverLeased } from '../sql/outbox-leases.ts';
import type { Database } from '../sql/schema.ts';

/** What the sender needs of a mail transport (nodemailer's transporter has it). */
export type MailTransport = {
  readonly sendMail: (mail: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
};

export type DeliveryReport = { readonly sent: number; readonly failed: number };

/**
 * The mail server's time limits (nodemailer's defaults wait minutes): connecting, its greeting, and
 * any silence on the connection. A relay slower than these counts as failed and is tried again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 30_000, socketTimeout: 45_000 };
/** The longest one mail may take: connecting, the greeting and a few silences of the connection. */
export const MAIL_SEND_BUDGET_MS = 180_000;
/** How long a round holds its claimed mails; a crashed instance's claim is taken over after it. */
export const MAIL_LEASE_MS = 600_000;
/** A failed mail waits 30 s, 1 min, 2 min … at most 10 minutes (a reset link lasts an hour). */
export const MAIL_BACK_OFF: BackOff = { firstMs: 30_000, maxMs: 600_000 };

/**
 * Sends the due, unsent mails of the outbox, oldest first, and marks each sent. A round claims its
 * rows with a lease in one short statement (adapters/sql/outbox-leases.ts) and sends outside any
 * transaction, so several BFF instances deliver each mail once and no database connection waits on
 * the mail server; a mail whose sending fails stays unsent and is tried again after its back-off.
 */
export const deliverOutbox = async (
  db: Kysely<Database>,
  transport: MailTransport,
  options: {
    readonly from: string;
    readonly clock: Clock;
    readonly batchSize?: number;
    readonly stopping?: () => boolean;
    readonly onLostLease?: (id: string) => void;
  },
): Promise<DeliveryReport> => {
  const report = await deliverLeased(db, {
    table: 'outbox',
    now: () => options.clock.now(),
    leaseMs: MAIL_LEASE_MS,
    sendBudgetMs: MAIL_SEND_BUDGET_MS,
    batchSize: options.batchSize ?? 20,
    backOff: MAIL_BACK_OFF,
    send: async (row) => {
      await transport.sendMail({
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
      });
      return { sent: true };
    },
    ...(options.stopping ? { stopping: options.stopping } : {}),
    ...(options.onLostLease ? { onLostLease: options.onLostLease } : {}),
  });
  return { sent: report.done, failed: report.failed };
};

export type SmtpSenderOptions = {
  readonly db: Kysely<Database>;
  /** smtp://user:password@host:587 or smtps://… (nodemailer's connection URL). */
  readonly smtpUrl: string;
  readonly from: string;
  readonly clock: Clock;
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
  /** A transport other than SMTP (tests). */
  readonly transport?: MailTransport;
};

/**
 * Delivers the outbox every few seconds and when nudged; one round at a time, pausing longer while
 * the mail server fails. `stop()` waits for the round in flight, which gives back what it has not sent.
 */
export const startSmtpSender = (options: SmtpSenderOptions): DeliveryRounds => {
  const transport =
    options.transport ?? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  const intervalMs = options.intervalMs ?? 5_000;
  return startDeliveryRounds({
    intervalMs,
    pause: { firstMs: intervalMs, maxMs: MAIL_BACK_OFF.maxMs },
    round: async (stopping) => {
      const report = await deliverOutbox(options.db, transport, {
        ...options,
        stopping,
        onLostLease: (id) => options.onError?.(new Error(`mail ${id} was taken over by another round`)),
      });
      return { done: report.sent, failed: report.failed };
    },
    onReport: (report) => {
      if (report.failed > 0) options.onError?.(new Error(`${report.failed} mail(s) could not be sent`));
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
};
