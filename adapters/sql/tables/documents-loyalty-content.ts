import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from '../schema.ts';

/** A `date` column: written as 'YYYY-MM-DD', read back with `::text` (the drivers differ on Date). */
type DateColumn = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type InvoicesTable = {
  id: string;
  owner_user_id: string;
  deal_id: string | null;
  invoice_number: string;
  invoice_date: DateColumn;
  due_date: DateColumn | null;
  amount_cents: number;
  refunded_cents: number | null;
  status: string;
  payment_method: string | null;
  storage_key: string | null;
};

export type CustomerDocumentsTable = {
  id: string;
  owner_user_id: string;
  deal_id: string | null;
  type: string;
  title: string;
  created_on: DateColumn;
  storage_key: string | null;
};

export type LoyaltyAccountsTable = { user_id: string; member_since: DateColumn; points: number };

export type LoyaltyLedgerTable = {
  id: string;
  user_id: string;
  booked_on: DateColumn;
  points: number;
  reason: string;
  deal_id: string | null;
  voucher_code: string | null;
  seq: Generated<string>;
};

export type LoyaltyVouchersTable = {
  code: string;
  user_id: string;
  points: number;
  issued_on: DateColumn;
  valid_until: DateColumn;
  used_on: DateColumn | null;
  used_for_deal_id: string | null;
};

export type LoyaltyLevelTextsTable = {
  level_id: string;
  locale: string;
  title: string;
  subtitle: string;
  icon: string;
  more_label: string;
};

export type LoyaltyBenefitTextsTable = {
  benefit_id: string;
  locale: string;
  position: number;
  icons: Json<string[]>;
  display_title: string;
  display_subtitle: string;
  promo_title: string;
  modal_title: string;
  modal_description: string;
  modal_cta: string;
};

export type ReferralLinksTable = { user_id: string; slug: string; created_at: DefaultedTimestamp };

export type ReferralsTable = {
  id: string;
  referrer_user_id: string;
  friend_email: string;
  friend_first_name: string;
  status: 'invited' | 'subscribed';
  invited_on: DateColumn;
  subscribed_on: DateColumn | null;
};

export type ContentPagesTable = {
  slug: string;
  locale: string;
  title: string;
  modules: Json<unknown[]>;
  updated_at: DefaultedTimestamp;
};

export type ContentFormsTable = {
  id: string;
  locale: string;
  definition: Json<Record<string, unknown>>;
  updated_at: DefaultedTimestamp;
};

/** The tables of the documents-loyalty-content area as Kysely sees them (migration 0008). */
export type DocumentLoyaltyContentTables = {
  invoices: InvoicesTable;
  customer_documents: CustomerDocumentsTable;
  loyalty_accounts: LoyaltyAccountsTable;
  loyalty_ledger: LoyaltyLedgerTable;
  loyalty_vouchers: LoyaltyVouchersTable;
  loyalty_level_texts: LoyaltyLevelTextsTable;
  loyalty_benefit_texts: LoyaltyBenefitTextsTable;
  referral_links: ReferralLinksTable;
  referrals: ReferralsTable;
  content_pages: ContentPagesTable;
  content_forms: ContentFormsTable;
};
