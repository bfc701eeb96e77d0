import { type Kysely, sql } from 'kysely';
import type { FleetCar } from '../../core/fleet/cars-list.ts';
import { fleetListRowOf } from '../../core/fleet/fleet-list-row.ts';
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
};

/** The fleet's cars (deals of a company) with what the list adds: driver, company, handover date. */
export const fleetCarsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('deals as d')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .leftJoin('fleet_contacts as ct', 'ct.id', 'd.contact_id')
    .leftJoin('fleet_handovers as h', 'h.deal_id', 'd.id')
    .select([
      'd.data',
      'd.contact_id',
      'c.id as company_id',
      'c.name as company_name',
      'ct.first_name as driver_first_name',
      'ct.last_name as driver_last_name',
      'h.handover_date',
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
  };
};

/** Rows written per statement when rebuilding. */
const BATCH = 500;

/** The read model's columns of a car. */
export const fleetListValuesOf = (car: FleetCar) => {
  const row = fleetListRowOf(car);
  return {
    deal_id: row.dealId,
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
  };
};

const writeRows = async (db: Kysely<Database>, cars: readonly FleetCar[]) => {
  for (let start = 0; start < cars.length; start += BATCH) {
    const values = cars.slice(start, start + BATCH).map(fleetListValuesOf);
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
  const cars = rows.map((row) => carOf(row as CarRow));
  const listed = new Set(cars.map((car) => car.id));
  const gone = dealIds.filter((id) => !listed.has(id));
  if (gone.length > 0) await db.deleteFrom('fleet_list').where('deal_id', 'in', gone).execute();
  await writeRows(db, cars);
};

/**
 * The read model written anew from the deals, for every company or one: after the demo data and
 * the seeded fleet cars, and by `portal db rebuild-fleet-list` for data written before it existed.
 * Answers how many cars it holds then. Read in pages by deal id, so memory stays flat.
 */
export const rebuildFleetList = async (db: Kysely<Database>, companyId?: string): Promise<number> => {
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
    if (rows.length === 0) return written;
    const cars = rows.map((row) => carOf(row as CarRow));
    await writeRows(db, cars);
    written += cars.length;
    after = cars[cars.length - 1]?.id ?? after;
  }
};

/** Locks the read model against writers while it is rebuilt whole. */
export const lockFleetList = async (db: Kysely<Database>): Promise<void> => {
  await sql`lock table fleet_list in exclusive mode`.execute(db);
};
