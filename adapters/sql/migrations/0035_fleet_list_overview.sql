-- The fleet overview answered from the fleet list's read model (issue #17). Per car what the
-- overview sums, as core computes it (core/fleet/overview.ts): whether it costs a monthly rate,
-- the rate it adds, and the calendar date its return counts on (compared with the query's window
-- of the next 90 days). Rows written before this migration hold the defaults until
-- `portal db rebuild-fleet-list` writes them anew (docs/operations.md).
alter table fleet_list
  add column running_cost boolean not null default false,
  add column monthly_cost integer not null default 0,
  add column returns_on text;

-- Per company the sums of the rows' columns that do not change with the day: cars per tab (by
-- state), running cars and their monthly cost. Kept by the trigger below in the transaction of
-- every write of fleet_list, so the overview reads one row instead of every car; what changes with
-- the day is counted from the return days (fleet_overview_returns) and a reservation's lapse from
-- the index below.
create table fleet_overview_counts (
  company_id text primary key,
  cars_all bigint not null default 0,
  cars_orders bigint not null default 0,
  cars_handover bigint not null default 0,
  cars_return bigint not null default 0,
  cars_archived bigint not null default 0,
  running_cars bigint not null default 0,
  monthly_cost bigint not null default 0
);

insert into fleet_overview_counts
select company_id, count(*) filter (where in_all), count(*) filter (where in_orders),
  count(*) filter (where in_handover), count(*) filter (where in_return),
  count(*) filter (where in_archived), count(*) filter (where running_cost),
  coalesce(sum(monthly_cost) filter (where running_cost), 0)
from fleet_list group by company_id;

-- Per company and calendar day the running cars whose return counts on that day (returns_on):
-- the cars returning within the next 90 days are the sum of at most 91 of these rows.
create table fleet_overview_returns (
  company_id text not null,
  returns_on text not null,
  cars bigint not null,
  primary key (company_id, returns_on)
);

insert into fleet_overview_returns
select company_id, returns_on, count(*) from fleet_list where returns_on is not null group by company_id, returns_on;

-- Adds a row of fleet_list to its company's sums and return days, times `sign` (1 for a row
-- written, -1 for one gone).
create function fleet_overview_add(r fleet_list, sign integer) returns void language sql as $$
  insert into fleet_overview_counts as o
    (company_id, cars_all, cars_orders, cars_handover, cars_return, cars_archived, running_cars, monthly_cost)
  values (r.company_id, sign * r.in_all::integer, sign * r.in_orders::integer,
    sign * r.in_handover::integer, sign * r.in_return::integer, sign * r.in_archived::integer,
    sign * r.running_cost::integer, case when r.running_cost then sign * r.monthly_cost else 0 end)
  on conflict (company_id) do update set
    cars_all = o.cars_all + excluded.cars_all,
    cars_orders = o.cars_orders + excluded.cars_orders,
    cars_handover = o.cars_handover + excluded.cars_handover,
    cars_return = o.cars_return + excluded.cars_return,
    cars_archived = o.cars_archived + excluded.cars_archived,
    running_cars = o.running_cars + excluded.running_cars,
    monthly_cost = o.monthly_cost + excluded.monthly_cost;
  insert into fleet_overview_returns as d (company_id, returns_on, cars)
  select r.company_id, r.returns_on, sign where r.returns_on is not null
  on conflict (company_id, returns_on) do update set cars = d.cars + excluded.cars;
$$;

-- Run at commit (deferred), so the company's sums are locked last and briefly, after every car
-- the transaction writes: two writers of one company never hold a car and wait for the sums in a
-- circle. A refresh that changes none of the summed columns (a driver, a plate) leaves them be; a
-- car moved between companies takes the two companies' sums in order. A rebuild of the whole read
-- model (portal.fleet_list_rebuild on) counts the sums anew once at its end instead
-- (recountFleetOverview, adapters/sql/fleet-overview.ts).
create function fleet_overview_changed() returns trigger language plpgsql as $$
begin
  if current_setting('portal.fleet_list_rebuild', true) = 'on' then
    return null;
  elsif tg_op = 'INSERT' then
    perform fleet_overview_add(new, 1);
  elsif tg_op = 'DELETE' then
    perform fleet_overview_add(old, -1);
  elsif (old.company_id, old.in_all, old.in_orders, old.in_handover, old.in_return, old.in_archived,
      old.running_cost, old.monthly_cost, old.returns_on) is not distinct from (new.company_id, new.in_all,
      new.in_orders, new.in_handover, new.in_return, new.in_archived, new.running_cost, new.monthly_cost,
      new.returns_on) then
    null;
  elsif old.company_id <= new.company_id then
    perform fleet_overview_add(old, -1);
    perform fleet_overview_add(new, 1);
  else
    perform fleet_overview_add(new, 1);
    perform fleet_overview_add(old, -1);
  end if;
  return null;
end
$$;

create constraint trigger fleet_overview_sums after insert or update or delete on fleet_list
  deferrable initially deferred for each row execute function fleet_overview_changed();

-- What changes with the day, counted per company from an index range: the reservations lapsed by now.
create index fleet_list_lapses on fleet_list (company_id, reservation_lapses_at)
  include (in_all, in_orders, in_handover, in_return, in_archived)
  where reservation_lapses_at is not null;
