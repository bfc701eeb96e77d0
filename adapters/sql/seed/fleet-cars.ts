import { type Kysely, sql } from 'kysely';
import type { StoredDeal } from '../../../core/deals/ports.ts';
import type { DealState } from '../../../core/deals/types.ts';
import {
  isAwaitingHandover,
  RETURNED_STATES,
  returnDateAfterDelivery,
} from '../../../core/fleet/deal-coherence.ts';
import { PRE_DELIVERY_STATES } from '../../../core/fleet/orders.ts';
import { berlinDayOfInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import { rebuildFleetList } from '../fleet-list.ts';
import type { Database } from '../schema.ts';

/**
 * `portal db seed --fleet-cars N`: N more cars for Nordflotte GmbH on top of the demo data, for
 * measuring the fleet list at the size of a large customer (docs/benchmarks.md). Car k (0, 1, …) is always
 * the same car, numbered f-100001 + k, so writing them is idempotent: cars already there are kept,
 * a larger N adds the difference. Every state and tab, Nordflotte's drivers, shared cars, return
 * dates over three years and fresh and lapsed reservations occur; the dates are relative to today,
 * as the demo data's are.
 */

export const FLEET_SEED_COMPANY = 'co-nordflotte';
/** The first seeded car's number: far after the demo data's f-2001…f-2210 and the orders after them. */
export const FIRST_SEEDED_FLEET_CAR = 100_001;
/** Rows per insert: a few thousand bound values each, far below PostgreSQL's 65,535. */
const BATCH = 1_000;

const STATES: readonly DealState[] = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'DELIVERING',
  'SCHEDULED',
  'HANDOVER',
  'NOT_SIGNED',
  'RETURN',
  'RETURNING',
  'PROLONGED',
  'PROLONGATION',
  'FINAL_INVOICE',
  'ARCHIVED',
  'ARCHIVED',
  'UNKNOWN',
];

const MODELS = [
  ['BMW', 'i4 eDrive40'],
  ['BMW', 'iX1 xDrive30'],
  ['Volkswagen', 'ID.3'],
  ['Volkswagen', 'ID.4 Pro'],
  ['Tesla', 'Model 3'],
  ['Tesla', 'Model Y'],
  ['Audi', 'Q4 e-tron'],
  ['Mercedes-Benz', 'EQA'],
  ['Skoda', 'Octavia Combi'],
  ['Skoda', 'Enyaq'],
  ['Ford', 'Kuga'],
  ['Kia', 'EV6'],
  ['Hyundai', 'Ioniq 5'],
  ['Opel', 'Astra Sports Tourer'],
  ['Cupra', 'Born'],
  ['Polestar', '2'],
] as const;

/** Nordflotte's drivers (seed/fleet.ts): Fritz Fahrer and ct-2100…ct-2139. */
const DRIVERS = ['ct-2002', ...Array.from({ length: 40 }, (_, i) => `ct-${2100 + i}`)];

export type SeededFleetCar = {
  readonly deal: StoredDeal;
  readonly contactId: string | null;
  /** The order's preliminary delivery date and its coordinated handover (a car awaiting handover). */
  readonly preliminaryDeliveryDate: string | null;
  readonly handoverDate: string | null;
};

/**
 * The return date of car k by the rules the portal runs on a car's dates (core/fleet/deal-coherence.ts):
 * a reservation has none yet, a car awaiting handover ends a term after its delivery, a car back
 * with the provider returned within the last year, any other from a month ago to three years ahead.
 */
const returnDateOf = (
  k: number,
  state: DealState,
  term: number,
  deliveryDate: string | null,
  today: number,
): string | null => {
  if (state === 'NOT_SIGNED') return null;
  if (deliveryDate) return returnDateAfterDelivery(deliveryDate, term);
  if (RETURNED_STATES.includes(state)) return toIsoDate(today - 1 - ((k * 13) % 365));
  return toIsoDate(today + ((k * 13) % 1_125) - 30);
};

/** Car k of the seeded fleet, as of `now`. */
export const seededFleetCar = (k: number, now: Date): SeededFleetCar => {
  const today = berlinDayOfInstant(now);
  const number = FIRST_SEEDED_FLEET_CAR + k;
  // Strides coprime to the lists' lengths: neighbours differ in state, model and driver.
  const state = STATES[(k * 7) % STATES.length] as DealState;
  const [oem, model] = MODELS[(k * 5) % MODELS.length] as readonly [string, string];
  // Every third car is a pool car without a driver.
  const contactId = k % 3 === 1 ? null : (DRIVERS[(k * 11) % DRIVERS.length] as string);
  // Reservations: every other one fresh (its three days still run), the others lapsed.
  const hoursAgo =
    state === 'NOT_SIGNED' && k % 2 === 0 ? 1 + (k % 60) : 24 * (4 + ((k * 37) % 1_400)) + (k % 24);
  const reserved = state === 'NOT_SIGNED';
  const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
  const term = [6, 12, 24, 36][k % 4] as number;
  // A car awaiting its handover (a lapsed reservation awaits nothing) has a preliminary delivery
  // date; every other scheduled or handover car has its handover coordinated, the others show the
  // action dot.
  const awaiting = isAwaitingHandover({ state, created_at: createdAt.toISOString() }, now);
  const preliminaryDeliveryDate = awaiting ? toIsoDate(today + 5 + (k % 60)) : null;
  const handoverDate =
    (state === 'SCHEDULED' || state === 'HANDOVER') && k % 2 === 1 ? toIsoDate(today + 3 + (k % 30)) : null;
  // Two-letter district codes after the city's: HH-AA 1 … HH-AA 9999, HH-AB 1, ….
  const series = Math.floor(k / 9_999);
  const letters = `${String.fromCharCode(65 + (((series / 26) | 0) % 26))}${String.fromCharCode(65 + (series % 26))}`;
  const deal = {
    id: `f-${number}`,
    state,
    variant: 'SUBSCRIPTION',
    created_at: createdAt.toISOString(),
    amount: 29_900 + ((k * 1_379) % 60_000),
    term,
    return_date: returnDateOf(k, state, term, handoverDate ?? preliminaryDeliveryDate, today),
    mileage_package: [1000, 1500, 2000, 2500, 3000][k % 5] as number,
    damage_deductible_vollkasko: k % 5 === 4 ? 50_000 : 100_000,
    damage_deductible_teilkasko: 50_000,
    car_id: `car-${number}`,
    car: { oem, model, license_plate: reserved ? null : `HH-${letters} ${(k % 9_999) + 1}` },
  } as StoredDeal;
  return { deal, contactId, preliminaryDeliveryDate, handoverDate };
};

const batches = (from: number, to: number): [number, number][] => {
  const ranges: [number, number][] = [];
  for (let start = from; start < to; start += BATCH) ranges.push([start, Math.min(to, start + BATCH)]);
  return ranges;
};

/**
 * Writes cars 0 … count-1 of the seeded fleet that are not there yet, in batched inserts within one
 * transaction, and moves the fleet deal numbers (migration 0024) past them. Answers how many cars it
 * added; throws when Nordflotte GmbH is missing (the demo data is not written).
 */
export const seedFleetCars = async (db: Kysely<Database>, count: number, now: Date): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', FLEET_SEED_COMPANY)
      .executeTakeFirst();
    if (!company) throw new Error('Nordflotte GmbH is missing: write the demo data first (portal db seed)');
    let added = 0;
    for (const [start, end] of batches(0, count)) {
      const cars = Array.from({ length: end - start }, (_, i) => seededFleetCar(start + i, now));
      const inserted = await trx
        .insertInto('deals')
        .values(
          cars.map(({ deal, contactId }) => ({
            id: deal.id,
            owner_user_id: null,
            company_id: FLEET_SEED_COMPANY,
            contact_id: contactId,
            state: deal.state,
            data: JSON.stringify(deal),
            created_at: new Date(deal.created_at as string),
          })),
        )
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .execute();
      if (inserted.length === 0) continue;
      added += inserted.length;
      const written = new Set(inserted.map((row) => row.id));
      const fresh = cars.filter(({ deal }) => written.has(deal.id));
      // Order details as the demo's fleet has them (seed/fleet.ts): preliminary delivery dates and
      // signed contracts before delivery, pool cars among those nobody drives.
      await trx
        .insertInto('fleet_orders')
        .values(
          fresh.map(({ deal, contactId, preliminaryDeliveryDate }) => {
            const preDelivery = PRE_DELIVERY_STATES.includes(deal.state) || deal.state === 'DELIVERING';
            return {
              deal_id: deal.id,
              shared_car: contactId === null && !preDelivery,
              preliminary_delivery_date: preliminaryDeliveryDate,
              contract_signed_at:
                preDelivery && deal.state !== 'NOT_SIGNED'
                  ? new Date(new Date(deal.created_at as string).getTime() + 86_400_000)
                  : null,
            };
          }),
        )
        .onConflict((conflict) => conflict.column('deal_id').doNothing())
        .execute();
      const coordinated = fresh.filter(({ handoverDate }) => handoverDate !== null);
      if (coordinated.length > 0)
        await trx
          .insertInto('fleet_handovers')
          .values(
            coordinated.map(({ deal, handoverDate }) => ({
              deal_id: deal.id,
              contact_id: 'ct-2001',
              first_name: 'Nora',
              last_name: 'Nord',
              street: 'Am Sandtorkai',
              house_number: '50',
              postal_code: '20457',
              city: 'Hamburg',
              phone_number: '+4940123456',
              handover_date: handoverDate as string,
              slot: '11:00',
            })),
          )
          .onConflict((conflict) => conflict.column('deal_id').doNothing())
          .execute();
    }
    // Orders placed later are numbered after every seeded car (and never before a number handed out).
    await sql`select setval('fleet_deal_ids', greatest(
      (select last_value from fleet_deal_ids),
      coalesce((select max(substring(id from 3)::integer) from deals where id ~ '^f-[0-9]+$'), 2000)))`.execute(
      trx,
    );
    // The fleet list's read model with the new cars (their rows read their drivers and handovers).
    if (added > 0) await rebuildFleetList(trx, FLEET_SEED_COMPANY);
    return added;
  });
