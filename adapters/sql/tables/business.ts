/** The tables of the business area as Kysely sees them (migration 0010_business.sql). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column: read as 'YYYY-MM-DD' text (the column is cast in queries), written as text. */
type DateColumn = ColumnType<string, string, string>;

export type CatalogueModelsTable = {
  id: string;
  brand_id: string;
  brand: string;
  line: string;
  version: string;
  model_slug: string;
  image_url: string | null;
  fuel: 'Benzin' | 'Diesel' | 'Elektro' | 'Plug-In-Hybrid';
  gearshift: string;
  cartype: string;
  seats: number;
  doors: number;
  power_kw: number;
  ev_range_km: number | null;
  features: ColumnType<string[], string[] | undefined, string[]>;
  stock: number;
  co2_class: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
  co2_g_per_km: number;
  consumption: string;
  configs_count: number;
  grouped_configs_count: number;
  versions_count: number;
  released_on: DateColumn;
  recommended_rank: number;
};

export type CataloguePricesTable = {
  model_id: string;
  term: number;
  monthly_price_cents: number;
  downpayment_price_cents: number | null;
};

export type CompanyPaymentAccountsTable = { company_id: string; account_holder: string; iban: string };

export type CarPoliciesTable = {
  company_id: string;
  budget_limit_cents: number | null;
  vehicle_types: string[] | null;
  fuels: string[] | null;
  allowed_brands: string[] | null;
  assigned_contact_ids: string[] | null;
  updated_at: DefaultedTimestamp;
};

export type FleetContractsTable = {
  id: string;
  company_id: string;
  deal_id: string | null;
  contract_number: string;
  status: 'PENDING' | 'UNSIGNED' | 'CHECKED_OUT' | 'SIGNED' | 'PROCESSING' | 'EXPIRED' | 'UNKNOWN';
  created_at: Timestamp;
  created_by: string;
  signer_email: string;
  signer_name: string | null;
  signed_at: Timestamp | null;
};

export type ContractSigningLinksTable = {
  id: Generated<string>;
  contract_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
  /** When the link went out by mail; null for a link opened from the portal. */
  mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type FleetInvoicesTable = {
  id: string;
  company_id: string;
  invoice_number: string;
  invoice_type: 'monthly' | 'final' | 'deposit' | 'oneOff' | 'unknown';
  status:
    | 'paid'
    | 'failed'
    | 'pending'
    | 'refunded'
    | 'partially_refunded'
    | 'open'
    | 'overdue'
    | 'cancelled';
  cancels_invoice_id: string | null;
  invoice_date: DateColumn;
  amount_cents: number;
  deal_id: string | null;
};

export type CartsTable = { user_id: string };

export type CartItemsTable = {
  id: string;
  user_id: string;
  model_id: string;
  term: number;
  km_package: number;
  quantity: number;
  protection: 'base' | 'comfort' | 'premium' | 'exklusiv';
  tire_and_windshield: boolean;
  swap_subscription_id: string | null;
  created_at: Timestamp;
};

export type OrderRequestsTable = {
  id: string;
  company_id: string;
  employee_contact_id: string;
  employee_name: string;
  employee_email: string;
  model_id: string;
  term: number;
  km_package: number;
  protection: 'base' | 'comfort' | 'premium' | 'exklusiv';
  tire_and_windshield: boolean;
  monthly_price_cents: number;
  status: 'submitted' | 'reserved' | 'approved' | 'rejected';
  submitted_at: Timestamp;
  reserved_until: Timestamp | null;
  decided_at: Timestamp | null;
  order_id: string | null;
  rejection_reason: string | null;
};

export type BusinessTables = {
  catalogue_models: CatalogueModelsTable;
  catalogue_prices: CataloguePricesTable;
  company_payment_accounts: CompanyPaymentAccountsTable;
  car_policies: CarPoliciesTable;
  fleet_contracts: FleetContractsTable;
  contract_signing_links: ContractSigningLinksTable;
  fleet_invoices: FleetInvoicesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  order_requests: OrderRequestsTable;
};
