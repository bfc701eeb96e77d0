-- The fleet list's read model (issue #17): one row per fleet car with what the cars list filters,
-- searches and sorts by, as core computes it (core/fleet/fleet-list-row.ts). Written in the
-- transaction of every write that changes a car (adapters/sql/fleet-list.ts), rebuilt by
-- `portal db rebuild-fleet-list`. What depends on the day is stored as the instant or date it turns
-- at and compared with the query's today: a reservation's lapse, a prolongation's last day.
create table fleet_list (
  deal_id text primary key references deals (id) on delete cascade,
  company_id text not null,
  contact_id text,
  state text not null,
  in_all boolean not null,
  in_orders boolean not null,
  in_handover boolean not null,
  in_return boolean not null,
  in_archived boolean not null,
  reservation_lapses_at timestamptz,
  needs_action boolean not null,
  prolongable_until text check (prolongable_until ~ '^\d{4}-\d{2}-\d{2}$'),
  plate text,
  brand text,
  model text,
  driver_name text,
  search_text text not null,
  rate integer,
  return_date text,
  created_at timestamptz
);
-- The list's orders within a company: newest and oldest (and the default, newest first), by rate,
-- by return date; each with the deal id as the tie-break, so a page is one index range.
create index fleet_list_created on fleet_list (company_id, created_at desc, deal_id);
create index fleet_list_rate on fleet_list (company_id, rate, deal_id);
create index fleet_list_return on fleet_list (company_id, return_date, deal_id);
create index fleet_list_contact on fleet_list (company_id, contact_id);
create index fleet_list_state on fleet_list (company_id, state);
