-- Business-portal writes that must happen once, also when the same request arrives several times
-- at once (docs/security.md "Parallel business writes").

-- One open purchase offer request per fleet car, as for the consumer's purchase offer: asking
-- again while the account manager has not answered changes nothing.
alter table fleet_purchase_offer_requests
  add column status text not null default 'open' check (status in ('open', 'answered', 'withdrawn'));
create unique index fleet_purchase_offer_requests_open on fleet_purchase_offer_requests (deal_id)
  where status = 'open';

-- When a signing link went out by mail: the same invitation asked again within a short time is
-- the same click, not a second mail.
alter table contract_signing_links add column mailed_at timestamptz;
create index contract_signing_links_mailed on contract_signing_links (contract_id, mailed_at desc)
  where mailed_at is not null;
