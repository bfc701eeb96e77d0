import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.ts';

/** The table of migration 0023 (claim_token: 0037; gave_up_at: a post not tried again, 0039). */
export type WebhookOutboxTable = {
  id: Generated<string>;
  topic: string;
  once_key: string;
  body: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  claim_token: string | null;
  delivered_at: Timestamp | null;
  gave_up_at: Timestamp | null;
  last_error: string | null;
};

export type WebhookTables = { webhook_outbox: WebhookOutboxTable };
