import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, Timestamp } from '../schema.ts';

/** The table of migration 0012. Dates are written as ISO text and read back with `::text`. */
export type PreponementOffersTable = {
  id: string;
  deal_id: string;
  offered_date: ColumnType<string, string, string>;
  planned_date: ColumnType<string, string, string>;
  expires_at: Timestamp;
  answer: 'accepted' | 'declined' | null;
  answered_at: Timestamp | null;
  created_at: DefaultedTimestamp;
};

export type PreponementTables = { preponement_offers: PreponementOffersTable };
