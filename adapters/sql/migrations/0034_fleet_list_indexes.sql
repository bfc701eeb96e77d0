-- The fleet list at 20,000 cars (issue #17): a page, its counts and its dots without a pass over
-- all of a company's rows (docs/architecture.md "The fleet list's read model").
--
-- The five sorts, each one index range in the list's order: the sort's key as the query orders it
-- (a car without it last), then the list's own order (listed_at newest first, the deal id).
create index fleet_list_newest on fleet_list (company_id, created_at desc nulls last, listed_at desc, deal_id);
create index fleet_list_oldest on fleet_list (company_id, created_at asc nulls last, listed_at desc, deal_id);
create index fleet_list_highest_rate on fleet_list (company_id, rate desc nulls last, listed_at desc, deal_id);
create index fleet_list_lowest_rate on fleet_list (company_id, rate asc nulls last, listed_at desc, deal_id);
-- "Verlängerung": the cars still prolongable after today.
create index fleet_list_prolongable on fleet_list (company_id, prolongable_until) where prolongable_until is not null;
-- The few rows whose tab turns with time (a reservation that lapses): read apart from the counts.
create index fleet_list_lapsing on fleet_list (company_id, reservation_lapses_at)
  include (in_all, in_orders, in_handover, in_return, in_archived, needs_action)
  where reservation_lapses_at is not null;

-- The counts per tab and of the cars needing action per tab of each company, as stored in its
-- rows (before the lapses the query applies). Kept by a trigger at the commit of every transaction
-- that writes the list, so a writer takes the company's counts row last, after every row lock of
-- its own; `rebuildFleetList` writes them whole (and has the trigger stand aside while it does).
create table fleet_list_counts (
  company_id text primary key,
  in_all integer not null default 0,
  in_orders integer not null default 0,
  in_handover integer not null default 0,
  in_return integer not null default 0,
  in_archived integer not null default 0,
  needing_all integer not null default 0,
  needing_orders integer not null default 0,
  needing_handover integer not null default 0,
  needing_return integer not null default 0,
  needing_archived integer not null default 0
);
insert into fleet_list_counts
select company_id,
  count(*) filter (where in_all), count(*) filter (where in_orders), count(*) filter (where in_handover),
  count(*) filter (where in_return), count(*) filter (where in_archived),
  count(*) filter (where in_all and needs_action), count(*) filter (where in_orders and needs_action),
  count(*) filter (where in_handover and needs_action), count(*) filter (where in_return and needs_action),
  count(*) filter (where in_archived and needs_action)
from fleet_list group by company_id;

create function fleet_list_count_row(sign integer, fl fleet_list) returns void language sql as $$
  insert into fleet_list_counts as c values (fl.company_id,
    sign * fl.in_all::integer, sign * fl.in_orders::integer, sign * fl.in_handover::integer,
    sign * fl.in_return::integer, sign * fl.in_archived::integer,
    sign * (fl.in_all and fl.needs_action)::integer, sign * (fl.in_orders and fl.needs_action)::integer,
    sign * (fl.in_handover and fl.needs_action)::integer, sign * (fl.in_return and fl.needs_action)::integer,
    sign * (fl.in_archived and fl.needs_action)::integer)
  on conflict (company_id) do update set
    in_all = c.in_all + excluded.in_all, in_orders = c.in_orders + excluded.in_orders,
    in_handover = c.in_handover + excluded.in_handover, in_return = c.in_return + excluded.in_return,
    in_archived = c.in_archived + excluded.in_archived, needing_all = c.needing_all + excluded.needing_all,
    needing_orders = c.needing_orders + excluded.needing_orders,
    needing_handover = c.needing_handover + excluded.needing_handover,
    needing_return = c.needing_return + excluded.needing_return,
    needing_archived = c.needing_archived + excluded.needing_archived
$$;

create function fleet_list_counted() returns trigger language plpgsql as $$
begin
  if current_setting('portal.fleet_list_rebuild', true) = 'on' then return null; end if;
  if tg_op <> 'INSERT' then perform fleet_list_count_row(-1, old); end if;
  if tg_op <> 'DELETE' then perform fleet_list_count_row(1, new); end if;
  return null;
end
$$;

create constraint trigger fleet_list_counted after insert or update or delete on fleet_list
  deferrable initially deferred for each row execute function fleet_list_counted();

-- The search through an index where the database has pg_trgm (PostgreSQL's contrib; the portal's
-- PGlite loads it): a trigram index finds `like '%word%'`. Without it the same query reads the rows.
-- Written straight into the index (fastupdate off): PGlite runs no autovacuum, which is what would
-- move GIN's list of pending entries into the index, so the list would only grow and be read whole.
do $$
begin
  begin
    create extension if not exists pg_trgm;
  exception when others then
    return;
  end;
  execute 'create index fleet_list_search on fleet_list using gin (search_text gin_trgm_ops) with (fastupdate = off)';
end
$$;
