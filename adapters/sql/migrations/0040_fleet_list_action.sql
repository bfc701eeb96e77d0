-- "Aktion erforderlich" in the fleet list (docs/ui/business.md "Cars needing action"): each row of a
-- page is marked from the stored needs_action (and its reservation's lapse), the list is filtered
-- by it and sorted with the cars needing action first. The page's indexes carry needs_action as
-- well, so a page, its mark and a filter's counts still read the indexes alone; the cars needing
-- action (few of a fleet) have an index of their own in the list's own order, so the filter and
-- the sort start with them without passing over every other car.
drop index fleet_list_listed;
drop index fleet_list_newest;
drop index fleet_list_oldest;
drop index fleet_list_highest_rate;
drop index fleet_list_lowest_rate;
drop index fleet_list_prolongable;
create index fleet_list_listed on fleet_list (company_id, listed_at desc, deal_id)
  include (created_at, rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until, needs_action);
create index fleet_list_newest on fleet_list (company_id, created_at desc nulls last, listed_at desc, deal_id)
  include (rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived, reservation_lapses_at,
    prolongable_until, needs_action);
create index fleet_list_oldest on fleet_list (company_id, created_at asc nulls last, listed_at desc, deal_id)
  include (rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived, reservation_lapses_at,
    prolongable_until, needs_action);
create index fleet_list_highest_rate on fleet_list (company_id, rate desc nulls last, listed_at desc, deal_id)
  include (created_at, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until, needs_action);
create index fleet_list_lowest_rate on fleet_list (company_id, rate asc nulls last, listed_at desc, deal_id)
  include (created_at, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until, needs_action);
create index fleet_list_prolongable on fleet_list (company_id, prolongable_until)
  include (contact_id, in_all, in_orders, in_handover, in_return, in_archived, reservation_lapses_at,
    needs_action)
  where prolongable_until is not null;
-- needs_action is carried too: a partial index's predicate column is not returned from it otherwise.
create index fleet_list_needing on fleet_list (company_id, listed_at desc, deal_id)
  include (created_at, rate, contact_id, in_all, in_orders, in_handover, in_return, in_archived,
    reservation_lapses_at, prolongable_until, needs_action)
  where needs_action;
