import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DealScope } from '../../core/deals/access.ts';
import {
  type CarsListQuery,
  type CarsSort,
  type FleetCar,
  pageBoundsOf,
} from '../../core/fleet/cars-list.ts';
import {
  and,
  type CarRow,
  carOf,
  fleetCarsQuery,
  fleetListMatchesOf,
  needingActionAt,
} from './fleet-list.ts';
import type { Database } from './schema.ts';

/** Cars read per statement: a batch of the export, joined to their deals. */
export const EXPORT_BATCH = 500;
/** The first batch is smaller, so the download starts sooner. */
const FIRST_BATCH = 100;

/** Where the walk stands: the last car written, by the keys of the list's order (as text, exact). */
type Position = {
  readonly dealId: string;
  readonly listedAt: string;
  readonly createdAt: string | null;
  readonly rate: number | null;
  readonly actionRequired: boolean;
};

type KeyedRow = CarRow & {
  k_deal_id: string;
  k_listed_at: string;
  k_created_at: string | null;
  k_rate: number | null;
  k_action_required: boolean;
};

/** Each sort's key before the list's own order; 'default' has none, 'action_required' its own. */
const SORT_KEYS: Readonly<
  Record<
    Exclude<CarsSort, 'action_required'>,
    { column: 'created_at' | 'rate'; direction: 'asc' | 'desc' } | null
  >
> = {
  default: null,
  oldest: { column: 'created_at', direction: 'asc' },
  newest: { column: 'created_at', direction: 'desc' },
  lowest_rate: { column: 'rate', direction: 'asc' },
  highest_rate: { column: 'rate', direction: 'desc' },
};

/**
 * The list's orders (adapters/sql/fleet-list.ts): the sort's key (a car without it last), then
 * listed_at desc, deal_id. The cars needing action first by `needing`: the expression on
 * fleet_list, or the column the keys' statement selected it as.
 */
const orderOf = (
  sort: CarsSort,
  needing: RawBuilder<unknown> = sql`fl.action_required`,
): RawBuilder<unknown> => {
  if (sort === 'action_required') return sql`${needing} desc, fl.listed_at desc, fl.deal_id`;
  const key = SORT_KEYS[sort];
  return key
    ? sql`${sql.ref(`fl.${key.column}`)} ${sql.raw(key.direction)} nulls last, fl.listed_at desc, fl.deal_id`
    : sql`fl.listed_at desc, fl.deal_id`;
};

/**
 * The cars after `position` in the order of `sort`. The order ends in the deal id, so every car
 * has a place of its own and the walk meets each once. The bound `listed_at <= …` lets the index
 * of the default order start at the position.
 */
const afterPosition = (sort: CarsSort, position: Position, now: Date): Expression<SqlBool> => {
  const listedAt = sql`${position.listedAt}::timestamptz`;
  const tail = sql<SqlBool>`(fl.listed_at <= ${listedAt} and (fl.listed_at < ${listedAt} or fl.deal_id > ${position.dealId}))`;
  if (sort === 'action_required') {
    const needing = needingActionAt(now);
    return position.actionRequired
      ? sql<SqlBool>`((${needing} and ${tail}) or not ${needing})`
      : sql<SqlBool>`(not ${needing} and ${tail})`;
  }
  const key = SORT_KEYS[sort];
  if (!key) return tail;
  const column = sql.ref(`fl.${key.column}`);
  const value = key.column === 'rate' ? position.rate : position.createdAt;
  if (value === null) return sql<SqlBool>`(${column} is null and ${tail})`;
  const typed = key.column === 'rate' ? sql`${value}::integer` : sql`${value}::timestamptz`;
  const beyond = key.direction === 'asc' ? sql`${column} > ${typed}` : sql`${column} < ${typed}`;
  return sql<SqlBool>`(${beyond} or ${column} is null or (${column} = ${typed} and ${tail}))`;
};

/**
 * The cars of a list query from the read model, in the list's order, EXPORT_BATCH at a time: a
 * keyset walk (each statement starts after the last car of the one before), no cursor and no
 * transaction held between batches, so a connection is busy only while a batch is read. With a
 * page size only that page is walked. A car written while the walk runs shows as the walk finds it.
 */
export async function* exportFleetList(
  db: Kysely<Database>,
  scope: DealScope,
  query: CarsListQuery,
  now: Date,
  batch: number = EXPORT_BATCH,
): AsyncGenerator<readonly FleetCar[]> {
  if (scope.kind !== 'company' && scope.kind !== 'assigned') return;
  const matches = fleetListMatchesOf(scope, query, now);
  const { offset, limit } = pageBoundsOf(query.page, query.pageSize);
  let left = limit ?? Number.POSITIVE_INFINITY;
  let position: Position | undefined;
  while (left > 0) {
    const size = Math.min(position ? batch : Math.min(batch, FIRST_BATCH), left);
    let keys = db
      .selectFrom('fleet_list as fl')
      .select([
        'fl.deal_id as k_deal_id',
        sql<string>`fl.listed_at::text`.as('k_listed_at'),
        sql<string | null>`fl.created_at::text`.as('k_created_at'),
        'fl.rate as k_rate',
        needingActionAt(now).as('k_action_required'),
        needingActionAt(now).as('action_required'),
        'fl.listed_at',
        'fl.created_at',
        'fl.rate',
        'fl.deal_id',
      ])
      .where(and(position ? [...matches, afterPosition(query.sort, position, now)] : matches))
      .orderBy(orderOf(query.sort, needingActionAt(now)))
      .limit(size);
    if (!position && offset > 0) keys = keys.offset(offset);
    const rows = (await fleetCarsQuery(db)
      .innerJoin(keys.as('fl'), 'fl.deal_id', 'd.id')
      .select(['fl.k_deal_id', 'fl.k_listed_at', 'fl.k_created_at', 'fl.k_rate', 'fl.k_action_required'])
      .orderBy(orderOf(query.sort))
      .execute()) as unknown as KeyedRow[];
    if (rows.length === 0) return;
    yield rows.map(carOf);
    const last = rows[rows.length - 1] as KeyedRow;
    position = {
      dealId: last.k_deal_id,
      listedAt: last.k_listed_at,
      createdAt: last.k_created_at,
      rate: last.k_rate === null ? null : Number(last.k_rate),
      actionRequired: last.k_action_required === true,
    };
    left -= rows.length;
    if (rows.length < size) return;
  }
}
