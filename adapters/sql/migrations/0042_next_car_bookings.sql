-- The next car a consumer books for a running subscription (core/next-car, docs/ui/shop.md "The
-- next car"): one booking per current deal, its primary key, so the same booking sent many times
-- at once books once. The follow-up deal is written in the same transaction, after its booking.
create table next_car_bookings (
  current_deal_id text primary key references deals (id) on delete cascade,
  follow_up_deal_id text not null unique references deals (id) on delete cascade
    deferrable initially deferred,
  user_id text not null references users (id) on delete cascade,
  voucher_code text references loyalty_vouchers (code) on delete set null,
  monthly_price_cents integer not null check (monthly_price_cents >= 0),
  first_monthly_price_cents integer not null
    check (first_monthly_price_cents between 0 and monthly_price_cents),
  delivery_fee_cents integer not null check (delivery_fee_cents >= 0),
  delivery_date date not null,
  swap_same_day boolean not null,
  booked_at timestamptz not null
);
create index next_car_bookings_user on next_car_bookings (user_id);

-- Consumer deals booked in the portal are numbered d-5001, d-5002, … (the demo's run from d-1001).
create sequence consumer_deal_ids start 5001;
