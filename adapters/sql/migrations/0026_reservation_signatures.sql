-- The signature of a consumer's reservation contract (docs/ui.md "Signing the reservation's
-- contract"): one per deal, so a contract is signed exactly once however often it is sent.
create table reservation_signatures (
  deal_id text primary key references deals (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  signer_name text not null check (length(signer_name) between 1 and 200),
  signed_at timestamptz not null
);
