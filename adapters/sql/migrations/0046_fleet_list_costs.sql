-- The fleet overview's handovers per week and cost per month, answered from the fleet list's read
-- model. Per car, as core computes it (core/fleet/fleet-costs.ts, core/fleet/running-cars.ts): the
-- day a car of the handover tab is handed over on, and the months it costs in (from costs_from up
-- to, not including, costs_end, 'YYYY-MM') with its monthly rate net and gross. The start that
-- applies this migration writes the read model anew (adapters/sql/database.ts), which fills them.
alter table fleet_list
  add column handover_on text,
  add column costs_from text,
  add column costs_end text,
  add column rate_net integer not null default 0,
  add column rate_gross integer not null default 0;

-- Per company and calendar day the cars handed over on that day, as fleet_overview_returns.
create table fleet_overview_handovers (
  company_id text not null,
  handover_on text not null,
  cars bigint not null,
  primary key (company_id, handover_on)
);

-- Per company and month how the fleet's monthly cost changes there: each car adds its rate at its
-- first month and takes it off at its end. The cost of a month is the sum of the steps up to it,
-- so the overview reads a row per month where a term begins or ends instead of every car.
create table fleet_overview_cost_steps (
  company_id text not null,
  month text not null,
  net bigint not null,
  gross bigint not null,
  cars bigint not null,
  primary key (company_id, month)
);

create or replace function fleet_overview_add(r fleet_list, sign integer) returns void language sql as $$
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
  insert into fleet_overview_handovers as d (company_id, handover_on, cars)
  select r.company_id, r.handover_on, sign where r.handover_on is not null
  on conflict (company_id, handover_on) do update set cars = d.cars + excluded.cars;
  -- The month it begins and the month it ends, in order: one statement takes their rows in the
  -- same order as any other writer of the company, so two never wait for each other in a circle.
  insert into fleet_overview_cost_steps as s (company_id, month, net, gross, cars)
  select r.company_id, step.month, step.sign * r.rate_net, step.sign * r.rate_gross, step.sign
  from (values (r.costs_from, sign), (r.costs_end, -sign)) as step (month, sign)
  where r.costs_from is not null and r.costs_end is not null
  order by step.month
  on conflict (company_id, month) do update set
    net = s.net + excluded.net, gross = s.gross + excluded.gross, cars = s.cars + excluded.cars;
$$;

create or replace function fleet_overview_changed() returns trigger language plpgsql as $$
begin
  if current_setting('portal.fleet_list_rebuild', true) = 'on' then
    return null;
  elsif tg_op = 'INSERT' then
    perform fleet_overview_add(new, 1);
  elsif tg_op = 'DELETE' then
    perform fleet_overview_add(old, -1);
  elsif (old.company_id, old.in_all, old.in_orders, old.in_handover, old.in_return, old.in_archived,
      old.running_cost, old.monthly_cost, old.returns_on, old.handover_on, old.costs_from, old.costs_end,
      old.rate_net, old.rate_gross) is not distinct from (new.company_id, new.in_all, new.in_orders,
      new.in_handover, new.in_return, new.in_archived, new.running_cost, new.monthly_cost, new.returns_on,
      new.handover_on, new.costs_from, new.costs_end, new.rate_net, new.rate_gross) then
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

-- The cars list's handover window and cost month read an index range of the company's rows.
create index fleet_list_handover_on on fleet_list (company_id, handover_on)
  where handover_on is not null;
create index fleet_list_costs on fleet_list (company_id, costs_from)
  include (costs_end, rate_net, rate_gross, contact_id, in_all, in_orders, in_handover, in_return,
    in_archived, reservation_lapses_at)
  where costs_from is not null;
