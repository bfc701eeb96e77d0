-- Offers of an earlier delivery day (accept preponement, docs/bff/preponement.md). The provider makes
-- an offer against the deal's planned delivery day; the customer accepts or declines it once.
create table preponement_offers (
  id text primary key,
  deal_id text not null references deals (id) on delete cascade,
  offered_date date not null,
  planned_date date not null,
  expires_at timestamptz not null,
  answer text check (answer in ('accepted', 'declined')),
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  check (offered_date < planned_date),
  check ((answer is null) = (answered_at is null))
);

-- A deal has at most one unanswered offer; the latest offer of a deal is the one that counts.
create unique index preponement_offers_one_open on preponement_offers (deal_id) where answer is null;
create index preponement_offers_latest on preponement_offers (deal_id, created_at desc);
