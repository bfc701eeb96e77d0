-- The business portal's fleet: contacts, company settings of the fleet, order details beside the
-- deal (delivery, handover, swap), what users ask of an order (comments, transition cars, purchase
-- offers), and announcements. Dates of the day are ISO texts (Berlin calendar days).

create table fleet_contacts (
  id text primary key,
  company_id text not null references companies (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone_number text,
  role text not null check (role in ('admin', 'driver', 'analyst', 'unknown')),
  status text not null check (status in ('ACTIVE', 'INVITED', 'INACTIVE')),
  created_at timestamptz not null default now()
);
-- One contact per e-mail address, without regard to case (a second invitation would be a 409).
create unique index fleet_contacts_email on fleet_contacts (lower(email));
create index fleet_contacts_company on fleet_contacts (company_id, last_name, first_name);

-- New contacts are numbered after the demo range.
create sequence fleet_contact_number start 10001;

-- Whether the company's drivers may order in the shop (business spec §6: withdrawn on request).
create table fleet_company_settings (
  company_id text primary key references companies (id) on delete cascade,
  drivers_shop_access boolean not null default true
);

-- What the fleet keeps of an order beside the deal: shared car, delivery, swap, contract signing.
create table fleet_orders (
  deal_id text primary key references deals (id) on delete cascade,
  shared_car boolean not null default false,
  preliminary_delivery_date text check (preliminary_delivery_date ~ '^\d{4}-\d{2}-\d{2}$'),
  contract_signed_at timestamptz,
  delivery_option text not null default 'custom_delivery'
    check (delivery_option in ('custom_delivery', 'swap_delivery')),
  delivery_street text,
  delivery_house_number text,
  delivery_postal_code text check (delivery_postal_code ~ '^\d{5}$'),
  delivery_city text,
  swap_subscription_id text references deals (id) on delete set null,
  check (delivery_option <> 'swap_delivery' or swap_subscription_id is not null)
);
create unique index fleet_orders_swap on fleet_orders (swap_subscription_id) where swap_subscription_id is not null;

-- The coordinated handover of an order: who takes the car, where and when.
create table fleet_handovers (
  deal_id text primary key references deals (id) on delete cascade,
  contact_id text references fleet_contacts (id),
  first_name text not null,
  last_name text not null,
  street text not null,
  house_number text not null,
  postal_code text not null check (postal_code ~ '^\d{5}$'),
  city text not null,
  phone_number text not null,
  handover_date text not null check (handover_date ~ '^\d{4}-\d{2}-\d{2}$'),
  slot text not null check (slot ~ '^\d{2}:\d{2}$'),
  updated_at timestamptz not null default now()
);

create table fleet_order_comments (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  author_user_id text not null references users (id),
  comment text not null check (char_length(comment) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index fleet_order_comments_deal on fleet_order_comments (deal_id, created_at);

create table fleet_transition_vehicles (
  deal_id text primary key references deals (id) on delete cascade,
  requested_by text not null references users (id),
  protection text not null check (protection in ('base', 'premium')),
  tire_and_windshield boolean not null,
  deliver_by text not null check (deliver_by ~ '^\d{4}-\d{2}-\d{2}$'),
  kilometres_per_month integer not null check (kilometres_per_month > 0),
  full_coverage_deductible integer not null check (full_coverage_deductible >= 0),
  partial_coverage_deductible integer not null check (partial_coverage_deductible >= 0),
  tire_and_windshield_deductible integer check (tire_and_windshield_deductible >= 0),
  created_at timestamptz not null default now()
);

create table fleet_purchase_offer_requests (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  requested_by text not null references users (id),
  comment text check (char_length(comment) <= 1000),
  created_at timestamptz not null default now()
);
create index fleet_purchase_offer_requests_deal on fleet_purchase_offer_requests (deal_id);

-- Announcements of the business portal (business spec §3, §6), in display order.
create table fleet_announcements (
  id text primary key,
  position integer not null,
  title text not null,
  description text not null,
  cta_label text,
  cta_url text,
  cta_action text,
  start_date text not null,
  end_date text not null,
  allowed_roles text[] not null,
  exempted_companies text[],
  affected_companies text[],
  check ((cta_label is null) = (cta_url is null))
);

-- The cars list of a driver reads the deals assigned to their contact.
create index deals_company_contact on deals (company_id, contact_id);
