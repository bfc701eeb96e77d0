-- The fleet list answered from its read model (issue #17): the list's own order (its "default"
-- sort, and the tie-break of every other) is the deals' created_at, newest first, then the deal
-- id. The row keeps that moment as listed_at, written with the row (adapters/sql/fleet-list.ts).
alter table fleet_list add column listed_at timestamptz;
update fleet_list set listed_at = deals.created_at from deals where deals.id = fleet_list.deal_id;
alter table fleet_list alter column listed_at set not null;
create index fleet_list_listed on fleet_list (company_id, listed_at desc, deal_id);
