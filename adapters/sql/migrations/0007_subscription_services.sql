-- Damage, mileage, prolongation, add-ons and insurance, services and purchase offers of a
-- subscription (docs/bff/subscription-services.md). Writes that change what a deal shows also
-- update deals.data in the same transaction; these tables keep what happened and what is offered.

-- Damage reports the customer sent, their photos (uploads of purpose damage_photo) and the damages
-- recorded on the car with their repair (an incident is opened for every report).
create table damage_reports (
  id text primary key,
  deal_id text not null references deals (id) on delete cascade,
  reported_by text not null references users (id),
  created_at timestamptz not null,
  problem_type text not null check (char_length(problem_type) between 1 and 100),
  description text not null check (char_length(description) >= 40),
  technical_defect boolean not null,
  unknown_date boolean not null,
  occurred_on date,
  same_address boolean not null,
  street text,
  house_number text,
  zip text check (zip ~ '^[0-9]{5}$'),
  city text,
  not_drivable boolean not null,
  check (unknown_date = (occurred_on is null)),
  check (same_address or (street is not null and house_number is not null and zip is not null and city is not null))
);
create index damage_reports_deal on damage_reports (deal_id, created_at desc);

create table damage_report_photos (
  report_id text not null references damage_reports (id) on delete cascade,
  position integer not null check (position >= 0),
  upload_id text not null unique references uploads (id),
  primary key (report_id, position)
);

create table incident_damages (
  id text primary key,
  deal_id text not null references deals (id) on delete cascade,
  damage_report_id text unique references damage_reports (id) on delete set null,
  occurred_on date not null,
  repair_status text not null check (repair_status in ('open', 'ordered', 'in_progress', 'conducted', 'canceled')),
  appointment_date date,
  created_at timestamptz not null default now()
);
create index incident_damages_deal on incident_damages (deal_id, occurred_on desc);

create table incident_damage_items (
  incident_id text not null references incident_damages (id) on delete cascade,
  position integer not null check (position >= 0),
  area text not null,
  part text not null,
  type_german_name text not null,
  primary key (incident_id, position)
);

create table repair_orders (
  incident_id text not null references incident_damages (id) on delete cascade,
  position integer not null check (position >= 0),
  ordered_on date not null,
  download_url text not null,
  primary key (incident_id, position)
);

-- Mileage: the package price list, odometer readings, package raises and one-time extra kilometres.
create table mileage_package_prices (
  mileage_package integer primary key check (mileage_package between 500 and 5000),
  monthly_fee_cents integer not null check (monthly_fee_cents >= 0)
);

create table mileage_readings (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  reported_by text references users (id),
  mileage integer not null check (mileage between 0 and 999999),
  reported_at timestamptz not null
);
create index mileage_readings_deal on mileage_readings (deal_id, reported_at);

create table mileage_package_changes (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  changed_by text not null references users (id),
  from_package integer not null,
  to_package integer not null check (to_package between 500 and 5000),
  monthly_fee_change_cents integer not null check (monthly_fee_change_cents >= 0),
  one_time_payment_cents integer not null check (one_time_payment_cents >= 0),
  changed_at timestamptz not null,
  check (to_package > from_package)
);
create index mileage_package_changes_deal on mileage_package_changes (deal_id);

create table extra_mileage_bookings (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  booked_by text not null references users (id),
  kilometres integer not null check (kilometres between 1 and 5000),
  amount_cents integer not null check (amount_cents >= 0),
  booked_at timestamptz not null
);
create index extra_mileage_bookings_deal on extra_mileage_bookings (deal_id);

-- Prolongation: the terms offered to a deal (net monthly rate) and the prolongation, once per deal.
create table prolongation_offers (
  deal_id text not null references deals (id) on delete cascade,
  term integer not null check (term > 0),
  monthly_net_cents integer not null check (monthly_net_cents > 0),
  primary key (deal_id, term)
);

create table prolongations (
  deal_id text primary key references deals (id) on delete cascade,
  prolonged_by text not null references users (id),
  term integer not null check (term between 3 and 18),
  monthly_price_cents integer not null check (monthly_price_cents > 0),
  previous_return_date date not null,
  new_return_date date not null,
  prolonged_at timestamptz not null,
  check (new_return_date > previous_return_date)
);

-- Add-ons booked for a deal (premium protection), once each.
create table insurance_bookings (
  deal_id text not null references deals (id) on delete cascade,
  addon_id text not null,
  booked_by text not null references users (id),
  monthly_price_cents integer not null check (monthly_price_cents >= 0),
  booked_at timestamptz not null,
  primary key (deal_id, addon_id)
);

-- Services: partner booking links per car, service requests for the workflow, car-inventory runs,
-- alternative-car magic links (token hashes only) and purchase-offer requests.
create table service_partner_links (
  car_id text primary key,
  url text not null check (url ~ '^https://')
);

create table service_requests (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  car_id text not null,
  requested_by text not null references users (id),
  services text[] not null check (
    cardinality(services) between 1 and 3 and services <@ array['huau', 'inspection', 'oilChange']::text[]
  ),
  comment text,
  street text,
  house_number text,
  postal_code text check (postal_code ~ '^[0-9]{5}$'),
  city text,
  status text not null default 'submitted' check (status in ('submitted', 'scheduled', 'done', 'canceled')),
  requested_at timestamptz not null,
  check (
    (street is null and house_number is null and postal_code is null and city is null)
    or (street is not null and house_number is not null and postal_code is not null and city is not null)
  )
);
create index service_requests_deal on service_requests (deal_id, requested_at desc);

create table car_inventory_requests (
  id bigserial primary key,
  car_id text not null,
  deal_id text not null references deals (id) on delete cascade,
  requested_by text not null references users (id),
  requested_at timestamptz not null
);
create index car_inventory_requests_recent on car_inventory_requests (requested_by, car_id, requested_at desc);

create table alternative_car_offers (
  token_hash text primary key,
  deal_id text not null references deals (id) on delete cascade,
  requested_by text not null references users (id),
  source text check (source in ('cancelation', 'handover-options')),
  created_at timestamptz not null
);
create index alternative_car_offers_deal on alternative_car_offers (deal_id);

create table purchase_offer_requests (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  requested_by text not null references users (id),
  comment text,
  status text not null default 'open' check (status in ('open', 'answered', 'withdrawn')),
  requested_at timestamptz not null
);
create unique index purchase_offer_requests_open on purchase_offer_requests (deal_id) where status = 'open';
