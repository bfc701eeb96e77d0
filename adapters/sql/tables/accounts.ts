/** The tables of the accounts area as Kysely sees them (migration 0005_accounts_tokens.sql). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../schema.ts';

/** A calendar date column: read as 'YYYY-MM-DD' text (see toDateText), written as text. */
type DateColumn = ColumnType<Date | string, string, string>;

export type AccountTokensTable = {
  id_hash: string;
  user_id: string;
  purpose: 'email_verification' | 'password_reset';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type CustomerProfilesTable = {
  user_id: string;
  phone: string | null;
  mobilephone: string | null;
  date_of_birth: DateColumn | null;
  invoice_street: string | null;
  invoice_house_number: string | null;
  zip: string | null;
  city: string | null;
  payment_method: 'card' | 'sepa_debit' | 'paypal' | 'AUTOMATIC_DEBIT' | 'BANK_TRANSFER' | null;
  sepa_iban: string | null;
  sepa_account_holder: string | null;
  pending_payment_method: 'card' | 'sepa_debit' | 'paypal' | null;
};

export type AccountDeletionRequestsTable = { user_id: string; requested_at: Timestamp };

export type DriversTable = {
  id: string;
  owner_user_id: string;
  relationship_type: 'relative_type_1' | 'relative_type_2' | 'employee' | 'other';
  first_name: string;
  last_name: string;
  date_of_birth: DateColumn;
  driver_license_issue_date: DateColumn;
  dl_front_key: string | null;
  dl_back_key: string | null;
  agreed_to_terms: boolean;
  confirmed_truthful_data: boolean;
  status: 'active' | 'deleted' | 'inactive' | 'pending' | 'rejected';
  created_at: Timestamp;
  removed_at: Timestamp | null;
};

export type NewsletterSignupsTable = {
  email: string;
  first_name: string;
  last_name: string;
  consented_at: Timestamp;
  confirmed_at: Timestamp | null;
  confirmation_mailed_at: Timestamp | null;
  confirm_token_hash: string | null;
  confirm_token_expires_at: Timestamp | null;
};

/** A payment method change waiting for, or settled by, the payment provider (0043). */
export type PaymentMethodChangesTable = {
  reference: string;
  seq: Generated<string>;
  user_id: string;
  method: 'card' | 'sepa_debit' | 'paypal';
  status: 'pending' | 'confirmed' | 'failed';
  started_at: Timestamp;
  settled_at: Timestamp | null;
};

/** The payment provider's events already processed, by their id. */
export type PaymentProviderEventsTable = {
  event_id: string;
  type: string;
  received_at: Timestamp;
};

export type AccountTables = {
  payment_method_changes: PaymentMethodChangesTable;
  payment_provider_events: PaymentProviderEventsTable;
  account_tokens: AccountTokensTable;
  customer_profiles: CustomerProfilesTable;
  account_deletion_requests: AccountDeletionRequestsTable;
  drivers: DriversTable;
  newsletter_signups: NewsletterSignupsTable;
};
