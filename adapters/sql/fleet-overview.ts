import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DealScope } from '../../core/deals/access.ts';
import type { DateText } from '../../core/deals/types.ts';
import { CARS_TABS, type CarsTab } from '../../core/fleet/cars-tabs.ts';
import type { CostLevels } from '../../core/fleet/fleet-costs.ts';
import {
  type FleetOverviewFigures,
  RETURN_WEEKS,
  returnsAheadWindowOf,
  returnWeekOf,
} from '../../core/fleet/overview.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';

/**
 * The overview's sums per company (fleet_overview_counts, migration 0035) counted anew from the
 * read model's rows, for a rebuild of the read model: the trigger that keeps them leaves the
 * rows of a rebuild to this (see rebuildFleetList). Within the rebuild's transaction.
 */
export const recountFleetOverview = async (db: Kysely<Database>): Promise<void> => {
  await sql`delete from fleet_overview_counts`.execute(db);
  await sql`delete from fleet_overview_returns`.execute(db);
  await sql`delete from fleet_overview_handovers`.execute(db);
  await sql`delete from fleet_overview_cost_steps`.execute(db);
  await sql`
    insert into fleet_overview_returns (company_id, returns_on, cars)
    select company_id, returns_on, count(*) from fleet_list where returns_on is not null
    group by company_id, returns_on`.execute(db);
  await sql`
    insert into fleet_overview_handovers (company_id, handover_on, cars)
    select company_id, handover_on, count(*) from fleet_list where handover_on is not null
    group by company_id, handover_on`.execute(db);
  await sql`
    insert into fleet_overview_cost_steps (company_id, month, net, gross, cars)
    select company_id, month, sum(net), sum(gross), sum(cars) from (${costStepsOf(sql`true`)}) steps
    group by company_id, month`.execute(db);
  await sql`
    insert into fleet_overview_counts
      (company_id, cars_all, cars_orders, cars_handover, cars_return, cars_archived, running_cars, monthly_cost)
    select company_id, count(*) filter (where in_all), count(*) filter (where in_orders),
      count(*) filter (where in_handover), count(*) filter (where in_return),
      count(*) filter (where in_archived), count(*) filter (where running_cost),
      coalesce(sum(monthly_cost) filter (where running_cost), 0)
    from fleet_list group by company_id`.execute(db);
};

/** Tells the trigger of the overview's sums that this transaction rebuilds the read model whole. */
export const markFleetListRebuild = async (db: Kysely<Database>): Promise<void> => {
  await sql`select set_config('portal.fleet_list_rebuild', 'on', true)`.execute(db);
};

/**
 * The steps of the cars' monthly cost (costLevelsOf): each row of fleet_list with months of cost
 * adds its rate at its first month and takes it off at its end.
 */
const costStepsOf = (where: Expression<SqlBool>) => sql`
  select fl.company_id, fl.costs_from as month, fl.rate_net as net, fl.rate_gross as gross, 1 as cars
  from fleet_list fl where fl.costs_from is not null and ${where}
  union all
  select fl.company_id, fl.costs_end, -fl.rate_net, -fl.rate_gross, -1
  from fleet_list fl where fl.costs_from is not null and ${where}`;

/**
 * The levels of the monthly cost (CostLevels) as one JSON list, from steps (month, net, gross,
 * cars): summed per month and then up to each month, ascending; months whose steps cancel out
 * change nothing and are left out.
 */
const costLevelsJsonOf = (steps: ReturnType<typeof sql>) => sql`
  (select coalesce(json_agg(json_build_object('month', l.month, 'net', l.net, 'gross', l.gross,
      'cars', l.cars) order by l.month), '[]')
    from (select month, sum(net) over w as net, sum(gross) over w as gross, sum(cars) over w as cars
      from (select month, sum(net) as net, sum(gross) as gross, sum(cars) as cars from (${steps}) s
        group by month) per_month
      where net <> 0 or gross <> 0 or cars <> 0
      window w as (order by month)) l)`;

const NO_FIGURES: FleetOverviewFigures = {
  tabCounts: { all: 0, orders: 0, handover: 0, return: 0, archived: 0 },
  costPerCompany: [],
  returnsPerWeek: Array.from({ length: RETURN_WEEKS }, () => 0),
  handoversPerWeek: Array.from({ length: RETURN_WEEKS }, () => 0),
  costLevels: [],
};

type CarsOnDay = { day: string; cars: string | number };

/** The cars per week of returnWeeksOf, from the cars on each day of the window. */
const perWeek = (days: readonly CarsOnDay[], now: Date): number[] => {
  const weeks = Array.from({ length: RETURN_WEEKS }, () => 0);
  for (const day of days) {
    const week = returnWeekOf(day.day as DateText, now);
    if (week >= 0) weeks[week] = (weeks[week] ?? 0) + Number(day.cars);
  }
  return weeks;
};

type LevelRow = { month: string; net: string | number; gross: string | number; cars: string | number };

/** The cost levels a statement answers as JSON. */
const levelsOf = (value: unknown): CostLevels =>
  jsonOf<LevelRow>(value).map((level) => ({
    month: level.month,
    net: cents(Number(level.net)),
    gross: cents(Number(level.gross)),
    cars: Number(level.cars),
  }));

type FiguresRow = Record<string, string | number | null> & {
  company_id: string;
  company_name: string;
};

/**
 * The figures of a company's whole fleet: its sums kept per company (fleet_overview_counts,
 * migration 0035), the running cars returning within the window as the sum of its days
 * (fleet_overview_returns, at most 91 rows), and the reservations lapsed by now (each leaves its
 * tabs for the archive) counted from an index range. One statement: one snapshot.
 */
const companyFigures = async (
  db: Kysely<Database>,
  companyId: string,
  now: Date,
): Promise<FleetOverviewFigures> => {
  const window = returnsAheadWindowOf(now);
  const { rows } = await sql<FiguresRow>`
    select o.company_id, c.name as company_name, o.running_cars as running, o.monthly_cost,
      ${sql.join(CARS_TABS.map((tab) => sql`o.${sql.ref(`cars_${tab}`)} as ${sql.ref(`count_${tab}`)}`))},
      lapsed.*,
      (select coalesce(json_agg(json_build_object('day', r.returns_on, 'cars', r.cars)), '[]')
        from fleet_overview_returns r where r.company_id = o.company_id
        and r.returns_on >= ${window.from} and r.returns_on <= ${window.to}) as returning,
      (select coalesce(json_agg(json_build_object('day', h.handover_on, 'cars', h.cars)), '[]')
        from fleet_overview_handovers h where h.company_id = o.company_id
        and h.handover_on >= ${window.from} and h.handover_on <= ${window.to}) as handing_over,
      ${costLevelsJsonOf(
        sql`select month, net, gross, cars from fleet_overview_cost_steps where company_id = ${companyId}`,
      )} as cost_levels
    from fleet_overview_counts o
    join companies c on c.id = o.company_id
    cross join lateral (
      select count(*) as lapsed_total, ${sql.join(
        CARS_TABS.map(
          (tab) => sql`count(*) filter (where ${sql.ref(`l.in_${tab}`)}) as ${sql.ref(`lapsed_${tab}`)}`,
        ),
      )}
      from fleet_list l
      where l.company_id = o.company_id and l.reservation_lapses_at <= ${now}
    ) lapsed
    where o.company_id = ${companyId}`.execute(db);
  const row = rows[0];
  if (!row) return NO_FIGURES;
  const lapsed = (tab: CarsTab) => Number(row[`lapsed_${tab}`] ?? 0);
  const stored = (tab: CarsTab) => Number(row[`count_${tab}`] ?? 0);
  // A lapsed reservation is in the archive only (isCarInTab), whatever tabs its state has.
  const lapsedAll = Number(row.lapsed_total ?? 0);
  const tabCounts = Object.fromEntries(
    CARS_TABS.map((tab) => [
      tab,
      tab === 'archived' ? stored(tab) + lapsedAll - lapsed(tab) : stored(tab) - lapsed(tab),
    ]),
  ) as Record<CarsTab, number>;
  return {
    tabCounts,
    costPerCompany:
      Number(row.running) > 0
        ? [
            {
              companyId: row.company_id,
              companyName: row.company_name,
              amount: cents(Number(row.monthly_cost)),
            },
          ]
        : [],
    returnsPerWeek: perWeek(jsonOf<CarsOnDay>(row.returning), now),
    handoversPerWeek: perWeek(jsonOf<CarsOnDay>(row.handing_over), now),
    costLevels: levelsOf(row.cost_levels),
  };
};

/** A JSON list a statement answers (PGlite and node-postgres both parse it). */
const jsonOf = <T>(value: unknown): T[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];

/**
 * The fleet overview's figures of a scope from the fleet list's read model (fleetOverviewFiguresOf
 * in core/fleet/overview.ts, as SQL over the rows core computed). A company's admins and analysts
 * read its kept sums (companyFigures); any other scope (a driver's cars) is one pass over its rows,
 * grouped by company. A car's tab compares its reservation's lapse with `now` as the cars list
 * does (adapters/sql/fleet-list.ts); the running cars' monthly cost and return day are the row's
 * own, the return compared with the next 90 days' window of `now`.
 */
export const queryFleetOverview = async (
  db: Kysely<Database>,
  scope: DealScope,
  now: Date,
): Promise<FleetOverviewFigures> => {
  if (scope.kind === 'company') return companyFigures(db, scope.companyId, now);
  if (scope.kind !== 'assigned') return NO_FIGURES;
  const window = returnsAheadWindowOf(now);
  const ofScope: Expression<SqlBool>[] = [
    sql<SqlBool>`fl.company_id = ${scope.companyId}`,
    sql<SqlBool>`fl.contact_id = ${scope.contactId}`,
  ];
  const lapsed = sql<SqlBool>`(fl.reservation_lapses_at is not null and fl.reservation_lapses_at <= ${now})`;
  const inTab = (tab: CarsTab) =>
    tab === 'archived'
      ? sql<SqlBool>`(fl.in_archived or ${lapsed})`
      : sql<SqlBool>`(${sql.ref(`fl.in_${tab}`)} and not ${lapsed})`;
  const { rows } = await sql<FiguresRow>`
    select fl.company_id, c.name as company_name,
      ${sql.join(CARS_TABS.map((tab) => sql`count(*) filter (where ${inTab(tab)}) as ${sql.ref(`count_${tab}`)}`))},
      count(*) filter (where fl.running_cost) as running,
      coalesce(sum(fl.monthly_cost) filter (where fl.running_cost), 0) as monthly_cost,
      coalesce(json_agg(json_build_object('day', fl.returns_on, 'cars', 1))
        filter (where fl.returns_on >= ${window.from} and fl.returns_on <= ${window.to}), '[]') as returning,
      coalesce(json_agg(json_build_object('day', fl.handover_on, 'cars', 1))
        filter (where fl.handover_on >= ${window.from} and fl.handover_on <= ${window.to}), '[]') as handing_over,
      ${costLevelsJsonOf(costStepsOf(sql.join(ofScope, sql` and `)))} as cost_levels
    from fleet_list fl
    join companies c on c.id = fl.company_id
    where ${sql.join(ofScope, sql` and `)}
    group by fl.company_id, c.name`.execute(db);
  const tabCounts = { ...NO_FIGURES.tabCounts };
  const returning: CarsOnDay[] = [];
  const handingOver: CarsOnDay[] = [];
  for (const row of rows) {
    for (const tab of CARS_TABS) tabCounts[tab] += Number(row[`count_${tab}`] ?? 0);
    returning.push(...jsonOf<CarsOnDay>(row.returning));
    handingOver.push(...jsonOf<CarsOnDay>(row.handing_over));
  }
  return {
    tabCounts,
    costPerCompany: rows
      .filter((row) => Number(row.running) > 0)
      .map((row) => ({
        companyId: row.company_id,
        companyName: row.company_name,
        amount: cents(Number(row.monthly_cost)),
      })),
    returnsPerWeek: perWeek(returning, now),
    handoversPerWeek: perWeek(handingOver, now),
    // A driver's cars are of one company: its row holds the levels of all of them.
    costLevels: levelsOf(rows[0]?.cost_levels),
  };
};
