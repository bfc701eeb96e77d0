-- Consumer transition-car requests (consumer spec §2 "transition-vehicle modal"; business spec §9
-- terms). One per deal: the key keeps it so under concurrent requests. The ordered deal carries the
-- bridging car's reservation token in its wire data (beginning_bridging_car_reservation_token).
create table transition_vehicle_requests (
  deal_id text primary key references deals (id) on delete cascade,
  requested_by text not null references users (id),
  reservation_token text not null unique,
  protection text not null check (protection in ('base', 'premium')),
  deliver_by text not null check (deliver_by ~ '^\d{4}-\d{2}-\d{2}$'),
  kilometres_per_month integer not null check (kilometres_per_month > 0),
  full_coverage_deductible integer not null check (full_coverage_deductible >= 0),
  partial_coverage_deductible integer not null check (partial_coverage_deductible >= 0),
  tire_and_windshield_deductible integer check (tire_and_windshield_deductible >= 0),
  requested_at timestamptz not null
);

create index transition_vehicle_requests_requested_by on transition_vehicle_requests (requested_by);
