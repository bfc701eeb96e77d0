import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DealScope } from '../../core/deals/access.ts';
import type { DateText } from '../../core/deals/types.ts';
import { CARS_TABS, type CarsTab } from '../../core/fleet/cars-tabs.ts';
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
  await sql`
    insert into fleet_overview_returns (company_id, returns_on, cars)
    select company_id, returns_on, count(*) from fleet_list where returns_on is not null
    group by company_id, returns_on`.execute(db);
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

const NO_FIGURES: FleetOverviewFigures = {
  tabCounts: { all: 0, orders: 0, handover: 0, return: 0, archived: 0 },
  costPerCompany: [],
  returnsPerWeek: Array.from({ length: RETURN_WEEKS }, () => 0),
};

/** The returns per week of returnWeeksOf, from the cars returning on each day of the window. */
const perWeek = (days: readonly { returns_on: string; cars: string | number }[], now: Date): number[] => {
  const weeks = Array.from({ length: RETURN_WEEKS }, () => 0);
  for (const day of days) {
    const week = returnWeekOf(day.returns_on as DateText, now);
    if (week >= 0) weeks[week] = (weeks[week] ?? 0) + Number(day.cars);
  }
  return weeks;
};

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
      (select coalesce(json_agg(json_build_object('returns_on', r.returns_on, 'cars', r.cars)), '[]')
        from fleet_overview_returns r where r.company_id = o.company_id
        and r.returns_on >= ${window.from} and r.returns_on <= ${window.to}) as returning
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
    returnsPerWeek: perWeek(daysOf(row.returning), now),
  };
};

/** The JSON list of return days a statement answers (PGlite and node-postgres both parse it). */
const daysOf = (value: unknown): { returns_on: string; cars: string | number }[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as { returns_on: string; cars: number }[];

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
      coalesce(json_agg(json_build_object('returns_on', fl.returns_on, 'cars', 1))
        filter (where fl.returns_on >= ${window.from} and fl.returns_on <= ${window.to}), '[]') as returning
    from fleet_list fl
    join companies c on c.id = fl.company_id
    where ${sql.join(ofScope, sql` and `)}
    group by fl.company_id, c.name`.execute(db);
  const tabCounts = { ...NO_FIGURES.tabCounts };
  const returning: { returns_on: string; cars: string | number }[] = [];
  for (const row of rows) {
    for (const tab of CARS_TABS) tabCounts[tab] += Number(row[`count_${tab}`] ?? 0);
    returning.push(...daysOf(row.returning));
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
  };
};
