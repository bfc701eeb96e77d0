-- Payment method changes confirmed at the payment provider's hosted page (adapters/payments): one
-- row per started change, keyed by the provider's reference (a Checkout Session id), settled once
-- (confirmed or failed) by the provider's events. `seq` orders a user's changes as they were
-- started (two in the same millisecond too): the newest confirmed one is in force. Each event is processed once: its id is the key
-- of payment_provider_events, written in the transaction that applies its effect.
create table payment_method_changes (
  reference text primary key,
  seq bigint generated always as identity unique,
  user_id text not null references users (id) on delete cascade,
  method text not null check (method in ('card', 'sepa_debit', 'paypal')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'failed')),
  started_at timestamptz not null,
  settled_at timestamptz
);
create index payment_method_changes_user on payment_method_changes (user_id, seq);

create table payment_provider_events (
  event_id text primary key,
  type text not null,
  received_at timestamptz not null
);

-- A SEPA mandate may now be taken on the provider's page too, so it can be pending like card and PayPal.
alter table customer_profiles drop constraint customer_profiles_pending_payment_method_check;
alter table customer_profiles add constraint customer_profiles_pending_payment_method_check
  check (pending_payment_method in ('card', 'sepa_debit', 'paypal'));
