-- Where an exterior damage is and what kind of damage it is (consumer spec §2, report-damage dialog):
-- the closed value sets of core/damage/rules.ts; null where the dialog does not ask them.
alter table damage_reports add column exterior_problem text
  check (exterior_problem in ('front', 'rear', 'left', 'right', 'roof'));
alter table damage_reports add column damage_type text
  check (damage_type in ('scratch', 'dent', 'crack', 'rim'));

-- The power of attorney for a subscription's handover and return (consumer spec §2 modal
-- power-of-attorney; docs/bff/power-of-attorney.md): one current authorisation per deal, granted by
-- the deal's customer to another person; revoking deletes it.
create table powers_of_attorney (
  deal_id text primary key references deals (id) on delete cascade,
  granted_by text not null references users (id),
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null check (char_length(last_name) between 1 and 100),
  date_of_birth date not null,
  phone text not null check (char_length(phone) between 1 and 30),
  email text check (email is null or char_length(email) between 3 and 254),
  valid_from date not null,
  valid_until date not null,
  granted_at timestamptz not null,
  check (valid_from <= valid_until)
);
create index powers_of_attorney_granted_by on powers_of_attorney (granted_by);
