-- Handover (delivery or station pickup), return, pre-return appraisal, deposit refund, return reason
-- comments and cancellation requests of a deal. The deal itself stays whole in deals.data; these
-- tables hold what has a life of its own, and the use cases keep the deal's fields in step.

create table handover_appointments (
  deal_id text primary key references deals (id) on delete cascade,
  method text not null default 'delivery' check (method in ('delivery', 'self_pickup')),
  planned_delivery_date date,
  preferred_delivery_date date,
  actual_handover_date date,
  slot text,
  firstname text,
  lastname text,
  street text,
  housenumber text,
  zip text check (zip is null or zip ~ '^[0-9]{5}$'),
  city text,
  address_extra text,
  phone_number text,
  email text,
  deviation_in_weeks integer check (deviation_in_weeks is null or deviation_in_weeks >= 0),
  customer_verified_at date,
  delivery_confirmed_at date,
  change_fee_cents integer not null default 0 check (change_fee_cents >= 0),
  updated_at timestamptz not null default now()
);

create table self_pickup_offers (
  deal_id text primary key references deals (id) on delete cascade,
  pickup_date date not null,
  expires_at timestamptz not null,
  booked_slot integer check (booked_slot is null or booked_slot between 8 and 18),
  booked_at timestamptz,
  check ((booked_slot is null) = (booked_at is null))
);

-- Compounds where a car can be returned by the customer (self-return).
create table return_compounds (
  id text primary key,
  street text not null,
  house_number text not null,
  zip text not null check (zip ~ '^[0-9]{5}$'),
  city text not null
);

create table return_appointments (
  deal_id text primary key references deals (id) on delete cascade,
  return_type text not null check (return_type in ('PICKUP', 'SELF_RETURN')),
  preferred_return_date date not null,
  planned_return_date date,
  slot text not null,
  compound_id text references return_compounds (id),
  firstname text,
  lastname text,
  street text,
  house_number text,
  zip text check (zip is null or zip ~ '^[0-9]{5}$'),
  city text,
  address_extra text,
  phone_number text,
  email text,
  booked_at timestamptz not null,
  confirmed_at timestamptz,
  returned_at timestamptz,
  final_invoice_at timestamptz,
  change_fee_cents integer not null default 0 check (change_fee_cents >= 0),
  check (return_type = 'SELF_RETURN' or (street is not null and zip is not null and city is not null)),
  check (return_type = 'PICKUP' or compound_id is not null)
);

-- Days on which no appointment of a kind can be offered (fully booked, closed), for all postcodes
-- (zip_prefix '') or for those starting with the prefix.
create table appointment_blocked_days (
  kind text not null check (kind in ('delivery', 'pickup', 'self_return')),
  day date not null,
  zip_prefix text not null default '',
  primary key (kind, day, zip_prefix)
);

create table pre_return_appraisals (
  deal_id text primary key references deals (id) on delete cascade,
  appointment_date date not null,
  appointment_timeslot text not null check (appointment_timeslot in ('10:00', '13:00')),
  requested_at timestamptz not null default now()
);

create table deposit_refund_details (
  deal_id text primary key references deals (id) on delete cascade,
  account_holder text not null check (length(account_holder) between 1 and 200),
  iban text not null check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  updated_at timestamptz not null default now()
);

create table return_reason_comments (
  id bigserial primary key,
  deal_id text not null references deals (id) on delete cascade,
  comment text not null check (length(comment) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index return_reason_comments_deal on return_reason_comments (deal_id, created_at);

create sequence cancellation_request_number;

create table cancellation_requests (
  id text primary key,
  deal_id text not null references deals (id) on delete cascade,
  requested_by text not null references users (id),
  reason text not null,
  asap boolean not null,
  requested_date date,
  comments text,
  representative jsonb,
  early_cancellation_fee_cents integer check (early_cancellation_fee_cents >= 0),
  short_notice_fee_cents integer check (short_notice_fee_cents >= 0),
  status text not null default 'pending_review' check (status in ('pending_review', 'confirmed', 'rejected')),
  created_at timestamptz not null default now(),
  check (asap or requested_date is not null)
);
-- At most one open request per deal.
create unique index cancellation_requests_open on cancellation_requests (deal_id) where status = 'pending_review';
