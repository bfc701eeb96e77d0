/** The tables as Kysely sees them; each migration that changes a table changes its type here. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when the insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  kind: 'consumer' | 'business';
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_id: string | null;
  role: 'admin' | 'driver' | 'analyst' | 'unknown' | null;
  contact_id: string | null;
  is_editor: Generated<boolean>;
  login_provider: Generated<'password' | 'google' | 'apple'>;
  email_verified_at: Timestamp | null;
  created_at: DefaultedTimestamp;
};

export type SessionsTable = {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
};

export type DealsTable = {
  id: string;
  owner_user_id: string | null;
  company_id: string | null;
  contact_id: string | null;
  state: string;
  /** The deal as the BFF sends it (contracts/deal.ts), kept whole. */
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: DefaultedTimestamp;
};

export type LoginFailuresTable = { key: string; failed_at: Timestamp };

export type Database = {
  login_failures: LoginFailuresTable;
  users: UsersTable;
  sessions: SessionsTable;
  deals: DealsTable;
};
