/** The tables as Kysely sees them; each migration that changes a table changes its type here. */
import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './tables/accounts.ts';
import type { BusinessTables } from './tables/business.ts';
import type { DelayAlternativesTables } from './tables/delay-alternatives.ts';
import type { DocumentLoyaltyContentTables } from './tables/documents-loyalty-content.ts';
import type { FleetTables } from './tables/fleet.ts';
import type { HandoverReturnTables } from './tables/handover-return.ts';
import type { InvitationTables } from './tables/invitations.ts';
import type { NextCarTables } from './tables/next-car.ts';
import type { OpenIdTables } from './tables/open-id.ts';
import type { PowerOfAttorneyTables } from './tables/power-of-attorney.ts';
import type { PreponementTables } from './tables/preponement.ts';
import type { ReservationTables } from './tables/reservation.ts';
import type { SubscriptionServiceTables } from './tables/subscription-services.ts';
import type { SupportTables } from './tables/support.ts';
import type { WebhookTables } from './tables/webhooks.ts';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when the insert leaves it out. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string | null;
  kind: 'consumer' | 'business' | 'support';
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_id: string | null;
  role: 'admin' | 'driver' | 'analyst' | 'unknown' | null;
  contact_id: string | null;
  is_editor: Generated<boolean>;
  login_provider: Generated<'password' | 'google' | 'apple' | 'company'>;
  email_verified_at: Timestamp | null;
  created_at: DefaultedTimestamp;
};

export type SessionsTable = {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** A support user's view of a customer (migration 0033): all four set, or none. */
  view_id: string | null;
  view_customer_id: string | null;
  view_reason: string | null;
  view_started_at: Timestamp | null;
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

export type LoginFailuresTable = {
  key: string;
  failed_at: Timestamp;
  // The try a row belongs to (reserved before its check); none for failures recorded after one.
  attempt_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type CompaniesTable = {
  id: string;
  name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  phone: string | null;
  invoice_email: string | null;
  invoice_cc_email: string | null;
  cost_center: string | null;
  payment_method: 'AUTOMATIC_DEBIT' | 'BANK_TRANSFER' | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
};

export type OutboxTable = {
  id: Generated<string>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
  /** Migration 0038: the lease of a delivery round and the back-off of failed sends. */
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  claimed_until: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
};

export type UploadsTable = {
  id: string;
  owner_user_id: string;
  purpose: string;
  deal_id: string | null;
  file_name: string;
  media_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: DefaultedTimestamp;
};

type SharedTables = {
  login_failures: LoginFailuresTable;
  users: UsersTable;
  sessions: SessionsTable;
  deals: DealsTable;
  companies: CompaniesTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
};

/** Each area's tables are typed in its own file under tables/, beside its migration. */
export type Database = SharedTables &
  AccountTables &
  HandoverReturnTables &
  SubscriptionServiceTables &
  DocumentLoyaltyContentTables &
  FleetTables &
  BusinessTables &
  DelayAlternativesTables &
  PreponementTables &
  ReservationTables &
  NextCarTables &
  PowerOfAttorneyTables &
  WebhookTables &
  InvitationTables &
  SupportTables &
  OpenIdTables;
