import type { Kysely } from 'kysely';
import type { WebhookOutbox, WebhookTopic } from '../../core/shared/ports.ts';
import type { Database } from './schema.ts';

export type WebhookOutboxEntry = {
  readonly id: string;
  readonly topic: WebhookTopic;
  readonly onceKey: string;
  readonly body: unknown;
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly deliveredAt: Date | null;
  readonly gaveUpAt: Date | null;
  readonly lastError: string | null;
};

/**
 * The webhook outbox (migration 0023): `queue` writes a post with the change it reports (pass the
 * transaction's Kysely); a second post with the same once key is dropped by the unique key.
 */
export const sqlWebhookOutbox = (db: Kysely<Database>) => {
  const outbox: WebhookOutbox = {
    queue: async (post) => {
      await db
        .insertInto('webhook_outbox')
        .values({
          topic: post.topic,
          once_key: post.onceKey,
          body: JSON.stringify(post.body),
          created_at: post.at,
          next_attempt_at: post.at,
        })
        .onConflict((conflict) => conflict.column('once_key').doNothing())
        .execute();
    },
  };
  return {
    ...outbox,
    /** Oldest first; optionally only one topic's. */
    list: async (topic?: WebhookTopic): Promise<WebhookOutboxEntry[]> => {
      let query = db.selectFrom('webhook_outbox').selectAll().orderBy('id');
      if (topic) query = query.where('topic', '=', topic);
      return (await query.execute()).map((row) => ({
        id: String(row.id),
        topic: row.topic as WebhookTopic,
        onceKey: row.once_key,
        body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body,
        attempts: row.attempts,
        nextAttemptAt: new Date(row.next_attempt_at),
        deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
        gaveUpAt: row.gave_up_at ? new Date(row.gave_up_at) : null,
        lastError: row.last_error,
      }));
    },
  };
};
