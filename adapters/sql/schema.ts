/** The tables as Kysely sees them; each migration that changes a table changes its type here. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  kind: 'consumer' | 'business';
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_id: string | null;
  role: 'admin' | 'driver' | 'analyst' | 'unknown' | null;
  is_editor: Generated<boolean>;
  login_provider: Generated<'password' | 'google' | 'apple'>;
  email_verified_at: Timestamp | null;
  created_at: Generated<Timestamp>;
};

export type SessionsTable = {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
};
