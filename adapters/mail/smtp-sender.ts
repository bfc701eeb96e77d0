import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../../core/shared/ports.ts';
import type { Database } from '../sql/schema.ts';

/** What the sender needs of a mail transport (nodemailer's transporter has it). */
export type MailTransport = {
  readonly sendMail: (mail: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
};

export type DeliveryReport = { readonly sent: number; readonly failed: number };

/**
 * Sends the unsent mails of the outbox, oldest first, and marks each sent. The rows are claimed
 * with FOR UPDATE SKIP LOCKED, so several BFF instances deliver each mail once; a mail whose
 * sending fails stays unsent and is tried again on the next round.
 */
export const deliverOutbox = async (
  db: Kysely<Database>,
  transport: MailTransport,
  options: { readonly from: string; readonly clock: Clock; readonly batchSize?: number },
): Promise<DeliveryReport> =>
  db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox')
      .select(['id', 'recipient', 'subject', 'body'])
      .where('sent_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(options.batchSize ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
        });
      } catch {
        failed++;
        continue;
      }
      await trx
        .updateTable('outbox')
        .set({ sent_at: options.clock.now() })
        .where('id', '=', row.id)
        .execute();
      sent++;
    }
    return { sent, failed };
  });

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

/** Delivers the outbox every few seconds until stopped; one round at a time. */
export const startSmtpSender = (options: SmtpSenderOptions): { readonly stop: () => Promise<void> } => {
  const transport = options.transport ?? nodemailer.createTransport(options.smtpUrl);
  let round: Promise<unknown> = Promise.resolve();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round = deliverOutbox(options.db, transport, options)
      .then((report) => {
        if (report.failed > 0) options.onError?.(new Error(`${report.failed} mail(s) could not be sent`));
      })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 5_000);
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
};
