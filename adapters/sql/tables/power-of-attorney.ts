import type { ColumnType } from 'kysely';
import type { Timestamp } from '../schema.ts';

/** A calendar date: written as 'YYYY-MM-DD', read back through `cast(… as text)`. */
type DateColumn = ColumnType<string, string, string>;

/** The table of migration 0014 (power of attorney) as Kysely sees it. */
export type PowerOfAttorneyTables = {
  powers_of_attorney: {
    deal_id: string;
    granted_by: string;
    first_name: string;
    last_name: string;
    date_of_birth: DateColumn;
    phone: string;
    email: string | null;
    valid_from: DateColumn;
    valid_until: DateColumn;
    granted_at: Timestamp;
  };
};
