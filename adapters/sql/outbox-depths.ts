import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

export const OUTBOXES = ['mail', 'webhook'] as const;
export type OutboxName = (typeof OUTBOXES)[number];

/** How far an outbox is behind: its unsent rows, and how long the oldest of them has waited. */
export type OutboxDepth = {
  readonly outbox: OutboxName;
  readonly unsent: number;
  /** Seconds since the oldest unsent row was written (by the database's clock); 0 when none waits. */
  readonly oldestAgeSeconds: number;
};

/**
 * Both outboxes' depths in one statement, for a metrics scrape: each count runs over its partial
 * index of unsent rows (outbox_unsent, webhook_outbox_due), so the cost grows with the backlog, not
 * with the sent rows the retention sweep has yet to remove.
 */
export const outboxDepths = async (db: Kysely<Database>): Promise<readonly OutboxDepth[]> => {
  const { rows } = await sql<{ outbox: OutboxName; unsent: number; oldest_age: number | null }>`
    select 'mail' as outbox, count(*)::int as unsent,
           extract(epoch from now() - min(created_at))::float8 as oldest_age
      from outbox where sent_at is null
    union all
    select 'webhook', count(*)::int, extract(epoch from now() - min(created_at))::float8
      from webhook_outbox where delivered_at is null and gave_up_at is null`.execute(db);
  return rows.map((row) => ({
    outbox: row.outbox,
    unsent: Number(row.unsent),
    oldestAgeSeconds: Math.max(0, Number(row.oldest_age ?? 0)),
  }));
};
