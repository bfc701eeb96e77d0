import type { Kysely } from 'kysely';
import type { Mailer, MailKind } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';

export type OutboxEntry = {
  readonly id: string;
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
};

/**
 * Every mail is first a row of the outbox, written with the change it reports (pass the
 * transaction's Kysely), so no mail is lost and none is sent for a change that was rolled back.
 */
export const sqlOutbox = (db: Kysely<Database>) => {
  const mailer: Mailer = {
    send: async (mail) => {
      await db
        .insertInto('outbox')
        .values({ kind: mail.kind, recipient: mail.to.toLowerCase(), subject: mail.subject, body: mail.text })
        .execute();
    },
  };
  return {
    ...mailer,
    /** Newest first; optionally only one recipient's. */
    list: async (filter: { readonly to?: string; readonly limit?: number } = {}): Promise<OutboxEntry[]> => {
      let query = db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 100);
      if (filter.to) query = query.where('recipient', '=', filter.to.toLowerCase());
      const rows = await query.execute();
      return rows.map((row) => ({
        id: String(row.id),
        kind: row.kind as MailKind,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        createdAt: new Date(row.created_at),
        sentAt: row.sent_at ? new Date(row.sent_at) : null,
      }));
    },
    markSent: async (id: string, at: Date) => {
      await db.updateTable('outbox').set({ sent_at: at }).where('id', '=', id).execute();
    },
  };
};
