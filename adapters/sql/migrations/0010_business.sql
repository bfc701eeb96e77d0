-- The business area: the vehicle catalogue with its stock and prices, each company's payment
-- settings and car policy, fleet contracts and invoices, the users' carts and employees' order
-- requests.

create table catalogue_models (
  id text primary key,
  brand_id text not null,
  brand text not null,
  line text not null,
  version text not null,
  model_slug text not null,
  image_url text,
  fuel text not null check (fuel in ('Benzin', 'Diesel', 'Elektro', 'Plug-In-Hybrid')),
  gearshift text not null,
  cartype text not null,
  seats integer not null check (seats > 0),
  doors integer not null check (doors > 0),
  power_kw integer not null check (power_kw > 0),
  ev_range_km integer check (ev_range_km > 0),
  features text[] not null default '{}',
  stock integer not null check (stock >= 0),
  co2_class text not null check (co2_class in ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
  co2_g_per_km integer not null check (co2_g_per_km >= 0),
  consumption text not null,
  configs_count integer not null check (configs_count >= 0),
  grouped_configs_count integer not null check (grouped_configs_count >= 0),
  versions_count integer not null check (versions_count >= 0),
  released_on date not null,
  recommended_rank integer not null
);
create index catalogue_models_brand on catalogue_models (brand_id);

create table catalogue_prices (
  model_id text not null references catalogue_models (id) on delete cascade,
  term integer not null check (term in (6, 9, 12, 18, 24)),
  monthly_price_cents integer not null check (monthly_price_cents > 0),
  downpayment_price_cents integer check (downpayment_price_cents > 0),
  primary key (model_id, term)
);

create table company_payment_accounts (
  company_id text primary key references companies (id) on delete cascade,
  account_holder text not null,
  iban text not null
);

create table car_policies (
  company_id text primary key references companies (id) on delete cascade,
  budget_limit_cents integer check (budget_limit_cents > 0),
  -- null: all (the default); a list restricts.
  vehicle_types text[],
  fuels text[],
  allowed_brands text[],
  -- null: all drivers; otherwise the contact ids it applies to.
  assigned_contact_ids text[],
  -- Drivers may no longer order (business spec §6); only admins do.
  shop_access_withdrawn boolean not null default false,
  updated_at timestamptz not null default now()
);

create table fleet_contracts (
  id text primary key,
  company_id text not null references companies (id) on delete cascade,
  deal_id text,
  contract_number text not null unique,
  status text not null check (
    status in ('PENDING', 'UNSIGNED', 'CHECKED_OUT', 'SIGNED', 'PROCESSING', 'EXPIRED', 'UNKNOWN')
  ),
  created_at timestamptz not null,
  created_by text not null,
  signer_email text not null,
  signer_name text,
  signed_at timestamptz
);
create index fleet_contracts_company on fleet_contracts (company_id, created_at desc);

create table contract_signing_links (
  id bigserial primary key,
  contract_id text not null references fleet_contracts (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table fleet_invoices (
  id text primary key,
  company_id text not null references companies (id) on delete cascade,
  invoice_number text not null unique,
  invoice_type text not null check (invoice_type in ('monthly', 'final', 'deposit', 'oneOff', 'unknown')),
  status text not null check (
    status in ('paid', 'failed', 'pending', 'refunded', 'partially_refunded', 'open', 'overdue', 'cancelled')
  ),
  -- A cancellation invoice (Stornorechnung) names the invoice it cancels.
  cancels_invoice_id text references fleet_invoices (id),
  invoice_date date not null,
  amount_cents integer not null,
  deal_id text
);
create index fleet_invoices_company on fleet_invoices (company_id, invoice_date desc);

create table carts (
  user_id text primary key references users (id) on delete cascade,
  swap_subscription_id text
);

create table cart_items (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  model_id text not null references catalogue_models (id),
  term integer not null check (term > 0),
  km_package integer not null check (km_package > 0),
  quantity integer not null check (quantity > 0),
  protection text not null check (protection in ('base', 'comfort', 'premium', 'exklusiv')),
  tire_and_windshield boolean not null default false,
  created_at timestamptz not null
);
create index cart_items_user on cart_items (user_id, created_at);

create table order_requests (
  id text primary key,
  company_id text not null references companies (id) on delete cascade,
  employee_contact_id text not null,
  employee_name text not null,
  employee_email text not null,
  model_id text not null references catalogue_models (id),
  term integer not null check (term > 0),
  km_package integer not null check (km_package > 0),
  protection text not null check (protection in ('base', 'comfort', 'premium', 'exklusiv')),
  tire_and_windshield boolean not null default false,
  monthly_price_cents integer not null check (monthly_price_cents > 0),
  status text not null check (status in ('submitted', 'reserved', 'approved', 'rejected')),
  submitted_at timestamptz not null,
  reserved_until timestamptz,
  decided_at timestamptz,
  order_id text,
  rejection_reason text
);
create index order_requests_company on order_requests (company_id, submitted_at desc);

create sequence business_numbers start 5001;
