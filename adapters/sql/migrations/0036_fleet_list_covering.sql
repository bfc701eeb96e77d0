-- The fleet list's page and a filter's counts from its indexes alone (docs/architecture.md "The
-- fleet list's read model"). Each sort's index, and the list's own order's, carries what the page's
-- conditions read and what the page selects, so a page is an index-only range: the rows of other
-- tabs, of lapsed reservations or of other drivers that the range passes over are skipped within
-- the index, without a visit to the table (at 20,000 cars, about 600 table rows for the newest
-- 25). The same for the renewability filter's counts per tab ("Verlängerung", every car still
-- prolongable after today). Index-only reads need the table's visibility map: PostgreSQL's
-- autovacuum keeps it; `portal db seed` and `portal db rebuild-fleet-list` vacuum the list after
-- writing it whole.
drop index fleet_list_listed;
drop index fleet_list_newest;
drop index fleet_list_oldest;
drop index fleet_list_highest_rate;
drop index fleet_list_lowest_rate;
drop index fleet_list_prolongable;
create index fleet_list_listed on fleet_list (company_id, listed_at desc, deal_id)
  include (created_at, rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until);
create index fleet_list_newest on fleet_list (company_id, created_at desc nulls last, listed_at desc, deal_id)
  include (rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived, reservation_lapses_at,
    prolongable_until);
create index fleet_list_oldest on fleet_list (company_id, created_at asc nulls last, listed_at desc, deal_id)
  include (rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived, reservation_lapses_at,
    prolongable_until);
create index fleet_list_highest_rate on fleet_list (company_id, rate desc nulls last, listed_at desc, deal_id)
  include (created_at, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until);
create index fleet_list_lowest_rate on fleet_list (company_id, rate asc nulls last, listed_at desc, deal_id)
  include (created_at, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until);
create index fleet_list_prolongable on fleet_list (company_id, prolongable_until)
  include (contact_id, in_all, in_orders, in_handover, in_return, in_archived, reservation_lapses_at)
  where prolongable_until is not null;
