import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DealScope } from '../../core/deals/access.ts';
import {
  type CarsListItem,
  type CarsListQuery,
  type CarsListResult,
  type CarsSort,
  type FleetCar,
  pageBoundsOf,
  searchWordsOf,
} from '../../core/fleet/cars-list.ts';
import { CARS_TABS, type CarsTab } from '../../core/fleet/cars-tabs.ts';
import { fleetListMomentsOf, fleetListRowOf } from '../../core/fleet/fleet-list-row.ts';
import { cents } from '../../core/shared/money.ts';
import { markFleetListRebuild, recountFleetOverview } from './fleet-overview.ts';
import type { Database } from './schema.ts';

/**
 * The fleet list's read model (migration 0030): each fleet car's row as core computes it
 * (core/fleet/fleet-list-row.ts) from the car the list shows. Every write that changes a car (its
 * deal, driver, company or handover) refreshes the car's row in its own transaction; the seeds and
 * `portal db rebuild-fleet-list` rebuild it whole.
 */

export type CarRow = {
  data: Record<string, unknown>;
  contact_id: string | null;
  company_id: string;
  company_name: string;
  driver_first_name: string | null;
  driver_last_name: string | null;
  handover_date: string | null;
  /** The order's preliminary delivery date (fleet_orders); absent where the query does not join it. */
  preliminary_delivery_date?: string | null;
};

/** The fleet's cars (deals of a company) with what the list adds: driver, company, handover date. */
export const fleetCarsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('deals as d')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .leftJoin('fleet_contacts as ct', 'ct.id', 'd.contact_id')
    .leftJoin('fleet_handovers as h', 'h.deal_id', 'd.id')
    .leftJoin('fleet_orders as fo', 'fo.deal_id', 'd.id')
    .select([
      'd.data',
      'd.contact_id',
      'c.id as company_id',
      'c.name as company_name',
      'ct.first_name as driver_first_name',
      'ct.last_name as driver_last_name',
      'h.handover_date',
      'fo.preliminary_delivery_date',
      'd.created_at as listed_at',
    ]);

/**
 * The wire row: the stored deal with the columns that are authoritative (driver contact), the keys
 * the portal always reads present (null when unknown), and what the list adds.
 */
export const carOf = (row: CarRow): FleetCar => {
  const data = row.data as FleetCar & Record<string, unknown>;
  const car = data.car ? { ...data.car, license_plate: data.car.license_plate ?? null } : data.car;
  return {
    ...data,
    return_date: data.return_date ?? null,
    contact_id: row.contact_id,
    car,
    driver_name:
      row.driver_first_name !== null ? `${row.driver_first_name} ${row.driver_last_name ?? ''}`.trim() : null,
    company: { id: row.company_id, name: row.company_name },
    planned_delivery_date: row.handover_date ?? null,
    ...(row.preliminary_delivery_date ? { preliminary_delivery_date: row.preliminary_delivery_date } : {}),
  };
};

/** Rows written per statement when rebuilding. */
const BATCH = 500;

/** The read model's columns of a car; listedAt is its deal's created_at, the list's own order. */
export const fleetListValuesOf = (car: FleetCar, listedAt: Date) => {
  const row = fleetListRowOf(car);
  return {
    deal_id: row.dealId,
    listed_at: listedAt,
    company_id: row.companyId,
    contact_id: row.contactId,
    state: row.state,
    in_all: row.tabs.all,
    in_orders: row.tabs.orders,
    in_handover: row.tabs.handover,
    in_return: row.tabs.return,
    in_archived: row.tabs.archived,
    reservation_lapses_at: row.reservationLapsesAt,
    needs_action: row.needsAction,
    prolongable_until: row.prolongableUntil,
    plate: row.plate,
    brand: row.brand,
    model: row.model,
    driver_name: row.driverName,
    search_text: row.searchText,
    rate: row.rate,
    return_date: row.returnDate,
    created_at: row.createdAt,
    running_cost: row.runningCost,
    monthly_cost: row.monthlyCost,
    returns_on: row.returnsOn,
    handover_on: row.handoverOn,
    costs_from: row.costsFrom,
    costs_end: row.costsEnd,
    rate_net: row.rateNet,
    rate_gross: row.rateGross,
  };
};

type ListedRow = CarRow & { listed_at: Date | string };

const writeRows = async (db: Kysely<Database>, rows: readonly ListedRow[]) => {
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows
      .slice(start, start + BATCH)
      .map((row) => fleetListValuesOf(carOf(row), new Date(row.listed_at)));
    await db
      .insertInto('fleet_list')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('deal_id').doUpdateSet((eb) => {
          const set: Record<string, unknown> = {};
          for (const column of Object.keys(values[0] ?? {}))
            if (column !== 'deal_id') set[column] = eb.ref(`excluded.${column}` as 'excluded.state');
          return set as never;
        }),
      )
      .execute();
  }
};

/**
 * Brings the rows of these cars up to date with their deals, within the caller's transaction: a car
 * no longer of a company leaves the list. Call it after every write that changes a fleet car.
 */
export const refreshFleetList = async (db: Kysely<Database>, dealIds: readonly string[]): Promise<void> => {
  if (dealIds.length === 0) return;
  const rows = await fleetCarsQuery(db)
    .where('d.id', 'in', [...dealIds])
    .execute();
  const listed = new Set(rows.map((row) => carOf(row as CarRow).id));
  const gone = dealIds.filter((id) => !listed.has(id));
  if (gone.length > 0) await db.deleteFrom('fleet_list').where('deal_id', 'in', gone).execute();
  await writeRows(db, rows as ListedRow[]);
};

/**
 * The read model written anew from the deals, for every company or one: after the demo data and
 * the seeded fleet cars, and by `portal db rebuild-fleet-list` for data written before it existed.
 * Answers how many cars it holds then. Read in pages by deal id, so memory stays flat. The last
 * write of fleet_list in its transaction: the overview's sums are counted anew at its end, and the
 * trigger that keeps them leaves the rest of the transaction's rows to that count.
 */
export const rebuildFleetList = async (db: Kysely<Database>, companyId?: string): Promise<number> => {
  // The per-row counting triggers (migrations 0034, 0035) stand aside for this transaction: the
  // counts and the overview's sums are counted whole at the end, so the caller's transaction must
  // write no fleet car after this.
  await markFleetListRebuild(db);
  let deleted = db.deleteFrom('fleet_list');
  if (companyId) deleted = deleted.where('company_id', '=', companyId);
  await deleted.execute();
  let written = 0;
  let after = '';
  for (;;) {
    let query = fleetCarsQuery(db)
      .where('d.id', '>', after)
      .orderBy('d.id')
      .limit(BATCH * 4);
    if (companyId) query = query.where('d.company_id', '=', companyId);
    const rows = await query.execute();
    if (rows.length === 0) break;
    await writeRows(db, rows as ListedRow[]);
    written += rows.length;
    after = carOf(rows[rows.length - 1] as CarRow).id;
  }
  await recountFleetList(db, companyId);
  await recountFleetOverview(db);
  // The planner's figures of the new rows, so the sorts' and the search's indexes are chosen.
  await sql`analyze fleet_list`.execute(db);
  return written;
};

/**
 * Marks the read model's pages all-visible after it was written whole (by the seeds, after a
 * rebuild), so the pages and counts read from the indexes alone (migration 0036) from the start.
 * PostgreSQL's autovacuum would do it a while later; PGlite has none. Not within a transaction.
 */
export const vacuumFleetList = async (db: Kysely<Database>): Promise<void> => {
  await sql`vacuum (analyze) fleet_list`.execute(db);
  // The tables a page joins its cars to, written in the same run: without fresh figures the
  // planner takes a grown fleet's deals for the few of the demo data until autovacuum comes by.
  await sql`analyze deals, fleet_contacts, fleet_handovers, companies`.execute(db);
};

/** The stored counts per tab (fleet_list_counts) counted anew from the rows, of one company or all. */
const recountFleetList = async (db: Kysely<Database>, companyId?: string): Promise<void> => {
  const ofCompany = companyId ? sql`where company_id = ${companyId}` : sql``;
  await sql`delete from fleet_list_counts ${ofCompany}`.execute(db);
  await sql`insert into fleet_list_counts
    select company_id, ${sql.join(CARS_TABS.map((tab) => sql`count(*) filter (where ${sql.ref(`in_${tab}`)})`))},
      ${sql.join(CARS_TABS.map((tab) => sql`count(*) filter (where ${sql.ref(`in_${tab}`)} and needs_action)`))}
    from fleet_list ${ofCompany} group by company_id`.execute(db);
};

/** Locks the read model against writers while it is rebuilt whole. */
export const lockFleetList = async (db: Kysely<Database>): Promise<void> => {
  await sql`lock table fleet_list in exclusive mode`.execute(db);
};

/** The list of a scope that has no fleet cars (a consumer's). */
export const NO_CARS: CarsListResult = {
  items: [],
  matchCount: 0,
  total: 0,
  tabCounts: { all: 0, orders: 0, handover: 0, return: 0, archived: 0 },
  tabsNeedingAction: [],
};

/** The list of a scope without fleet cars, as a query asks for it: a month of cost costs nothing. */
export const noCarsFor = (query: CarsListQuery): CarsListResult =>
  query.costMonth
    ? { ...NO_CARS, monthCost: { month: query.costMonth, net: cents(0), gross: cents(0), cars: 0 } }
    : NO_CARS;

/**
 * The list's orders: each sort's key (a car without it last), then the list's own order. The cars
 * needing action first: the page's rows carry action_required (fleetListStatementsOf).
 */
const ORDER_BY: Readonly<Record<CarsSort, ReturnType<typeof sql>>> = {
  action_required: sql`fl.action_required desc, fl.listed_at desc, fl.deal_id`,
  default: sql`fl.listed_at desc, fl.deal_id`,
  oldest: sql`fl.created_at asc nulls last, fl.listed_at desc, fl.deal_id`,
  newest: sql`fl.created_at desc nulls last, fl.listed_at desc, fl.deal_id`,
  lowest_rate: sql`fl.rate asc nulls last, fl.listed_at desc, fl.deal_id`,
  highest_rate: sql`fl.rate desc nulls last, fl.listed_at desc, fl.deal_id`,
};

export const or = (parts: readonly Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
export const and = (parts: readonly Expression<SqlBool>[]) =>
  parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;

/** `like` finds a form as it is: its wildcards and the escape character taken literally. */
const likePatternOf = (form: string) => `%${form.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListScope = DealScope & { readonly kind: 'company' | 'assigned' };

const lapsedBy = (now: Date) =>
  sql<SqlBool>`(fl.reservation_lapses_at is not null and fl.reservation_lapses_at <= ${now})`;

/** needsAction at `now`: the stored answer, but a lapsed reservation needs nothing any more. */
export const needingActionAt = (now: Date) => sql<SqlBool>`(fl.needs_action and not ${lapsedBy(now)})`;

/**
 * The conditions on fleet_list of a list query, apart: its scope and company, a tab's membership
 * (a lapsed reservation belongs to the archive) and its search and renewability filters. The list's
 * page, counts and dots and the CSV export's walk (fleet-export.ts) are all made of them.
 */
export const fleetListConditionsOf = (scope: ListScope, query: CarsListQuery, now: Date) => {
  const moments = fleetListMomentsOf(now);
  const ofScope: Expression<SqlBool>[] = [sql<SqlBool>`fl.company_id = ${scope.companyId}`];
  if (scope.kind === 'assigned') ofScope.push(sql<SqlBool>`fl.contact_id = ${scope.contactId}`);
  if (query.companyId && query.companyId !== scope.companyId)
    ofScope.push(sql<SqlBool>`fl.company_id = ${query.companyId}`);
  const lapsed = lapsedBy(moments.now);
  const inTab = (tab: CarsTab) =>
    tab === 'archived'
      ? sql<SqlBool>`(fl.in_archived or ${lapsed})`
      : sql<SqlBool>`(${sql.ref(`fl.in_${tab}`)} and not ${lapsed})`;
  const filters: Expression<SqlBool>[] = [];
  for (const forms of searchWordsOf(query.search)) {
    if (forms.some((form) => form === '')) continue;
    // The stored texts come from the deals' JSON, which holds neither NUL nor half a character:
    // a form with one finds nothing (as in core), and is not sent, which the database refuses.
    const findable = forms.filter((form) => form.isWellFormed() && !form.includes('\u0000'));
    filters.push(
      findable.length === 0
        ? sql<SqlBool>`false`
        : or(findable.map((form) => sql<SqlBool>`fl.search_text like ${likePatternOf(form)}`)),
    );
  }
  if (query.renewability === 'prolongation')
    filters.push(sql<SqlBool>`fl.prolongable_until > ${moments.today}`);
  if (query.action === 'required') filters.push(needingActionAt(moments.now));
  // The return window (returnsWithin): the stored return day of a running car, both ends included.
  if (query.returnsFrom) filters.push(sql<SqlBool>`fl.returns_on >= ${query.returnsFrom}`);
  if (query.returnsTo) filters.push(sql<SqlBool>`fl.returns_on <= ${query.returnsTo}`);
  // The handover window (handedOverWithin): the stored handover day of a car of the handover tab.
  if (query.handoversFrom) filters.push(sql<SqlBool>`fl.handover_on >= ${query.handoversFrom}`);
  if (query.handoversTo) filters.push(sql<SqlBool>`fl.handover_on <= ${query.handoversTo}`);
  // The cost month (costsInMonth): the cars whose months of cost hold it.
  if (query.costMonth)
    filters.push(sql<SqlBool>`(fl.costs_from <= ${query.costMonth} and fl.costs_end > ${query.costMonth})`);
  return { ofScope, inTab, filters };
};

/** The rows a list query's current tab shows: its scope, the tab, its search and filters. */
export const fleetListMatchesOf = (scope: ListScope, query: CarsListQuery, now: Date) => {
  const { ofScope, inTab, filters } = fleetListConditionsOf(scope, query, now);
  return [...ofScope, inTab(query.tab), ...filters];
};

type CountsRow = Record<string, string | number | boolean | null>;

/** The counts per tab and the tabs with an action dot, as read from a counts statement's row. */
type WholeCounts = { counts: Record<CarsTab, number>; needing: readonly CarsTab[] };

/**
 * The counts per tab and the action dots of a whole company, without reading its rows: the stored
 * counts (fleet_list_counts, kept at every write's commit by migration 0034's trigger) corrected by
 * the few rows whose reservation has lapsed by now, which leave their tab for the archive and need
 * nothing any more (read through the index of the lapse moments).
 */
const companyCountsOf = (companyId: string, now: Date) => ({
  statement: sql<CountsRow>`
    select c.*,
      ${sql.join(
        CARS_TABS.map((tab) => sql`l.${sql.ref(`lapsed_${tab}`)}, l.${sql.ref(`lapsed_needing_${tab}`)}`),
      )}, l.lapsed_elsewhere
    from (select 1) as one
    left join fleet_list_counts c on c.company_id = ${companyId}
    cross join (
      select ${sql.join(
        CARS_TABS.map(
          (tab) =>
            sql`count(*) filter (where ${sql.ref(`in_${tab}`)}) as ${sql.ref(`lapsed_${tab}`)},
              count(*) filter (where ${sql.ref(`in_${tab}`)} and needs_action) as ${sql.ref(`lapsed_needing_${tab}`)}`,
        ),
      )}, count(*) filter (where not in_archived) as lapsed_elsewhere
      from fleet_list
      where company_id = ${companyId} and reservation_lapses_at <= ${now}
    ) as l`,
  of: (row: CountsRow): WholeCounts => {
    const n = (column: string) => Number(row[column] ?? 0);
    const counts = Object.fromEntries(
      CARS_TABS.map((tab) => [
        tab,
        tab === 'archived' ? n('in_archived') + n('lapsed_elsewhere') : n(`in_${tab}`) - n(`lapsed_${tab}`),
      ]),
    ) as Record<CarsTab, number>;
    const needing = CARS_TABS.filter((tab) => n(`needing_${tab}`) - n(`lapsed_needing_${tab}`) > 0);
    return { counts, needing };
  },
});

const countsOf = (row: CountsRow) =>
  Object.fromEntries(CARS_TABS.map((tab) => [tab, Number(row[`count_${tab}`] ?? 0)])) as Record<
    CarsTab,
    number
  >;

/**
 * The statements of a list query, not yet run, and how their rows make the list: the page (one
 * range of the sort's index, cut before its cars are joined to their deals), the whole scope's
 * counts and dots (a company's from its stored counts, a driver's from the driver's rows) and,
 * for a search or a filter, the counts of the rows it finds.
 */
const fleetListStatementsOf = (db: Kysely<Database>, scope: ListScope, query: CarsListQuery, now: Date) => {
  const moments = fleetListMomentsOf(now);
  const { ofScope, inTab, filters } = fleetListConditionsOf(scope, query, now);
  // Only a reserved order lapses; a lapsed one needs nothing (needsAction).
  const needing = needingActionAt(moments.now);
  const filtered = and(filters);

  const { offset, limit } = pageBoundsOf(query.page, query.pageSize);
  // The page's rows first, ordered and cut within the read model; only they are joined to their deals.
  const rowsOf = (more: readonly Expression<SqlBool>[]) =>
    db
      .selectFrom('fleet_list as fl')
      .select(['fl.deal_id', 'fl.listed_at', 'fl.created_at', 'fl.rate', needing.as('action_required')])
      .where(and([...ofScope, filtered, inTab(query.tab), ...more]));
  // The page's bounds as constants: the portal's PGlite keeps statements prepared, and a generic
  // plan that does not know the limit may sort every row of the company instead of reading an index.
  const cut = <Q extends { limit: (n: never) => Q; offset: (n: never) => Q }>(rows: Q): Q =>
    limit === null ? rows : rows.limit(sql.lit(limit) as never).offset(sql.lit(offset) as never);
  const ids =
    query.sort === 'action_required'
      ? // The cars needing action, then the others, each in the list's own order: two ranges of
        // indexes (fleet_list_needing, fleet_list_listed), each cut at the page's end, instead of sorting every car.
        cut(
          db
            .selectFrom(
              sql<PageKeys>`((${firstOf(rowsOf([needing]), limit, offset)}) union all (${firstOf(
                rowsOf([sql<SqlBool>`not ${needing}`]),
                limit,
                offset,
              )}))`.as('fl'),
            )
            .selectAll()
            .orderBy(ORDER_BY[query.sort]),
        )
      : cut(rowsOf([]).orderBy(ORDER_BY[query.sort]));
  const page = fleetCarsQuery(db)
    .innerJoin(ids.as('fl'), 'fl.deal_id', 'd.id')
    .select(sql<boolean>`fl.action_required`.as('action_required'));

  const whole =
    ofScope.length === 1
      ? companyCountsOf(scope.companyId, moments.now)
      : {
          statement: sql<CountsRow>`
          select ${sql.join(
            CARS_TABS.map(
              (tab) =>
                sql`count(*) filter (where ${inTab(tab)}) as ${sql.ref(`count_${tab}`)},
                  coalesce(bool_or(${inTab(tab)} and ${needing}), false) as ${sql.ref(`dot_${tab}`)}`,
            ),
          )}
          from fleet_list fl
          where ${and(ofScope)}`,
          of: (row: CountsRow): WholeCounts => ({
            counts: countsOf(row),
            needing: CARS_TABS.filter((tab) => row[`dot_${tab}`] === true),
          }),
        };
  // A search or a filter: the tabs count the rows it finds.
  const found =
    filters.length === 0
      ? undefined
      : sql<CountsRow>`
          select ${sql.join(
            CARS_TABS.map((tab) => sql`count(*) filter (where ${inTab(tab)}) as ${sql.ref(`count_${tab}`)}`),
          )}${
            // A cost month's rows are the cars costing in it: their rates are what it costs.
            query.costMonth
              ? sql`, count(*) as cost_cars, coalesce(sum(fl.rate_net), 0) as cost_net,
                  coalesce(sum(fl.rate_gross), 0) as cost_gross`
              : sql``
          }
          from fleet_list fl
          where ${and([...ofScope, filtered])}`;

  const resultOf = (
    rows: readonly CarRow[],
    wholeRow: CountsRow | undefined,
    foundRow: CountsRow | undefined,
  ): CarsListResult => {
    const { counts, needing: tabsNeedingAction } = whole.of(wholeRow ?? {});
    const tabCounts = found ? countsOf(foundRow ?? {}) : counts;
    return {
      items: rows.map(listItemOf),
      matchCount: tabCounts[query.tab],
      total: counts[query.tab],
      tabCounts,
      tabsNeedingAction,
      ...(query.costMonth
        ? {
            monthCost: {
              month: query.costMonth,
              net: cents(Number(foundRow?.cost_net ?? 0)),
              gross: cents(Number(foundRow?.cost_gross ?? 0)),
              cars: Number(foundRow?.cost_cars ?? 0),
            },
          }
        : {}),
    };
  };
  return { page, orderBy: ORDER_BY[query.sort], whole: whole.statement, found, resultOf };
};

/** What a page's row holds before it is joined to its deal: the sorts' keys and the mark. */
type PageKeys = {
  deal_id: string;
  listed_at: Date;
  created_at: Date | null;
  rate: number | null;
  action_required: boolean;
};

/** A branch of a page read in the list's own order, up to the page's end. */
const firstOf = <Q extends { orderBy: (o: never) => Q; limit: (n: never) => Q }>(
  rows: Q,
  limit: number | null,
  offset: number,
): Q => {
  const ordered = rows.orderBy(sql`fl.listed_at desc, fl.deal_id` as never);
  return limit === null ? ordered : ordered.limit(sql.lit(offset + limit) as never);
};

/** A row of the list: the car, marked as needing action as the read model says at the query's now. */
const listItemOf = (row: CarRow & { action_required?: boolean | null }): CarsListItem => ({
  ...carOf(row),
  action_required: row.action_required === true,
});

const isListScope = (scope: DealScope): scope is ListScope =>
  scope.kind === 'company' || scope.kind === 'assigned';

/**
 * The cars list of a scope from the read model: queryCarsList (core/fleet/cars-list.ts) over the
 * scope's cars, as SQL over the rows core computed. The tabs, the action dot and renewability
 * compare the stored moments with `now`; the search looks for each word's forms (searchWordsOf)
 * in the stored folded texts (`like`, through the trigram index where there is one); the page is
 * one range of the sort's index, cut before its cars are joined to their deals in the same
 * statement. A company's counts and dots come from its stored counts (companyCountsOf); only a
 * search or a filter counts the rows it finds, and a driver's list counts the driver's own rows.
 */
export const queryFleetList = async (
  db: Kysely<Database>,
  scope: DealScope,
  query: CarsListQuery,
  now: Date,
): Promise<CarsListResult> => {
  if (!isListScope(scope)) return noCarsFor(query);
  const { page, orderBy, whole, found, resultOf } = fleetListStatementsOf(db, scope, query, now);
  const [rows, wholeRow, foundRow] = await Promise.all([
    page.orderBy(orderBy).execute(),
    whole.execute(db).then(({ rows: [row] }) => row),
    found?.execute(db).then(({ rows: [row] }) => row),
  ]);
  return resultOf(rows as CarRow[], wholeRow, foundRow);
};

/**
 * The same list as queryFleetList as one JSON value of a single statement, for a caller that adds
 * it to a statement of its own (the session check, session-reads.ts): `select` is the expression,
 * `resultOf` makes the list of its value.
 */
export const fleetListAsJsonOf = (
  db: Kysely<Database>,
  scope: DealScope,
  query: CarsListQuery,
  now: Date,
) => {
  if (!isListScope(scope)) return undefined;
  const { page, orderBy, whole, found, resultOf } = fleetListStatementsOf(db, scope, query, now);
  // json_agg keeps the page's order by its row numbers, which a subquery's order does not promise.
  const numbered = page.select(sql<number>`row_number() over (order by ${orderBy})`.as('n'));
  const select = sql<ListAsJson>`json_build_object(
    'rows', (select coalesce(json_agg(p order by p.n), '[]'::json) from (${numbered}) as p),
    'whole', (select to_json(w) from (${whole}) as w),
    'found', ${found ? sql`(select to_json(f) from (${found}) as f)` : sql`null`})`;
  return {
    select,
    resultOf: (value: ListAsJson): CarsListResult =>
      resultOf(value.rows, value.whole ?? undefined, value.found ?? undefined),
  };
};

type ListAsJson = {
  rows: (CarRow & { action_required: boolean })[];
  whole: CountsRow | null;
  found: CountsRow | null;
};
