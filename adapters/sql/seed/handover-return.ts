import { type Kysely, sql } from 'kysely';
import { RETURN_BOOKED } from '../../../contracts/routes/return.ts';
import { berlinDayOfInstant, parseInstant, toIsoDate } from '../../../core/shared/calendar-days.ts';
import type { Database } from '../schema.ts';

/**
 * The handover-return area's part of the demo data set (after users, companies and deals are
 * written). Kim Kunde's deals (seed.ts demoConsumerDeals) get the handover and return data their
 * banners and the contract's examples need:
 * - d-1001 ACTIVE, delivered, no return planned yet (it can be prolonged; the provider state
 *   RETURN_BOOKED books its pickup return);
 * - d-1002 CREATED, customer verified, a wished date in 5 days but no planned date yet (handover
 *   coordination), a station-pickup offer for that day;
 * - d-1008 CREATED, delivery planned in 4 days with a deviation of 2 weeks (low confidence,
 *   self-pickup offer and banner; a change now comes at short notice);
 * - d-1004 ENDED, returned at the Garching compound, final invoice written;
 * - d-1007 ACTIVE (bridging car), a pickup return booked 2 days ago for the day before its return
 *   date (unconfirmed).
 */
export const DEMO_ADDRESS = {
  firstname: 'Kim',
  lastname: 'Kunde',
  street: 'Leopoldstraße',
  zip: '80802',
  city: 'München',
  phone_number: '+4915123456789',
  email: 'kunde@demo.example',
} as const;

const dayFrom = (now: Date, offset: number) => toIsoDate(berlinDayOfInstant(now) + offset);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** A pickup return at Kim's address on `date` in the 10:00 slot, booked at `bookedAt`, not yet confirmed. */
const kimsPickupReturn = (dealId: string, date: string, bookedAt: Date) => ({
  deal_id: dealId,
  return_type: 'PICKUP' as const,
  preferred_return_date: date,
  planned_return_date: date,
  slot: '10:00',
  firstname: DEMO_ADDRESS.firstname,
  lastname: DEMO_ADDRESS.lastname,
  street: DEMO_ADDRESS.street,
  house_number: '12',
  zip: DEMO_ADDRESS.zip,
  city: DEMO_ADDRESS.city,
  phone_number: DEMO_ADDRESS.phone_number,
  email: DEMO_ADDRESS.email,
  booked_at: bookedAt,
});

export const seedHandoverReturn = async (db: Kysely<Database>, now: Date): Promise<void> => {
  const day = (offset: number) => dayFrom(now, offset);
  const startOf = (offset: number) => parseInstant(`${day(offset)}T00:00:00`);
  const daysAgo = (days: number) => daysBefore(now, days);
  const address = {
    firstname: DEMO_ADDRESS.firstname,
    lastname: DEMO_ADDRESS.lastname,
    street: DEMO_ADDRESS.street,
    housenumber: '12',
    zip: DEMO_ADDRESS.zip,
    city: DEMO_ADDRESS.city,
    phone_number: DEMO_ADDRESS.phone_number,
    email: DEMO_ADDRESS.email,
  };

  await db
    .insertInto('return_compounds')
    .values([
      { id: 'rc-garching', street: 'Am Compound', house_number: '1', zip: '85748', city: 'Garching' },
      { id: 'rc-hamburg', street: 'Billstraße', house_number: '101', zip: '20539', city: 'Hamburg' },
    ])
    .execute();

  await db
    .insertInto('handover_appointments')
    .values([
      {
        deal_id: 'd-1001',
        method: 'delivery',
        planned_delivery_date: day(-330),
        preferred_delivery_date: day(-330),
        actual_handover_date: day(-330),
        slot: '11:00',
        ...address,
        customer_verified_at: day(-335),
        delivery_confirmed_at: day(-334),
      },
      {
        deal_id: 'd-1002',
        method: 'delivery',
        preferred_delivery_date: day(5),
        ...address,
        customer_verified_at: day(-19),
      },
      {
        deal_id: 'd-1008',
        method: 'delivery',
        planned_delivery_date: day(4),
        preferred_delivery_date: day(4),
        slot: '11:00',
        ...address,
        deviation_in_weeks: 2,
        customer_verified_at: day(-28),
        delivery_confirmed_at: day(-7),
      },
    ])
    .execute();

  // The offer runs out at the start of the day before the pickup day.
  await db
    .insertInto('self_pickup_offers')
    .values([
      { deal_id: 'd-1002', pickup_date: day(5), expires_at: startOf(4) },
      { deal_id: 'd-1008', pickup_date: day(4), expires_at: startOf(3) },
    ])
    .execute();

  await db
    .insertInto('return_appointments')
    .values([
      // The deal (seed.ts) shows the same type and date, as a booking through submitReturn leaves it.
      kimsPickupReturn('d-1007', day(11), daysAgo(2)),
      {
        deal_id: 'd-1004',
        return_type: 'SELF_RETURN',
        preferred_return_date: day(-200),
        planned_return_date: day(-200),
        slot: '10:00',
        compound_id: 'rc-garching',
        booked_at: daysAgo(240),
        confirmed_at: daysAgo(238),
        returned_at: daysAgo(200),
        final_invoice_at: daysAgo(175),
      },
    ])
    .execute();

  // Munich deliveries are fully booked in 6 days: the calendar leaves that day out.
  await db
    .insertInto('appointment_blocked_days')
    .values({ kind: 'delivery', day: day(6), zip_prefix: '80' })
    .execute();
};

/**
 * The provider states of the contract's examples that the seed alone does not show, as changes
 * to a freshly seeded database: whoever serves the Pact provider-state setup applies the one
 * named (the others of this area are true of the seed as it is).
 */
export const HANDOVER_RETURN_PROVIDER_STATES: Readonly<
  Record<string, (db: Kysely<Database>, now: Date) => Promise<void>>
> = {
  // d-1001's pickup return booked 3 days ago for 25 days from now, waiting for confirmation (the
  // return, return-status and appraisal examples); the deal shows type and date as submitReturn
  // leaves them, which also ends its prolongation.
  [RETURN_BOOKED]: async (db, now) => {
    const date = dayFrom(now, 25);
    await db
      .insertInto('return_appointments')
      .values(kimsPickupReturn('d-1001', date, daysBefore(now, 3)))
      .execute();
    const shown = {
      return_type: 'PICKUP',
      preferred_return_date: date,
      return_phone_number: DEMO_ADDRESS.phone_number,
    };
    await db
      .updateTable('deals')
      .set({ data: sql`data || ${JSON.stringify(shown)}::jsonb` })
      .where('id', '=', 'd-1001')
      .execute();
  },
  'customer kunde@demo.example with a CREATED deal d-1002 and no handover availabilities': (db, now) =>
    blockEveryDay(db, 'delivery', now),
  'customer kunde@demo.example with an ACTIVE deal d-1001 and no self-return availabilities': (db, now) =>
    blockEveryDay(db, 'self_return', now),
  'customer kunde@demo.example with a CREATED deal d-1002 whose self-pickup offer expired': async (
    db,
    now,
  ) => {
    await db
      .updateTable('self_pickup_offers')
      .set({ expires_at: now })
      .where('deal_id', '=', 'd-1002')
      .execute();
  },
  'customer kunde@demo.example with a CREATED deal d-1002 and a self-pickup booked': async (db, now) => {
    await db
      .updateTable('self_pickup_offers')
      .set({ booked_slot: 10, booked_at: now })
      .where('deal_id', '=', 'd-1002')
      .execute();
  },
};

/**
 * The area's provider-state setup (adapters/http/server/provider-states.ts): applies the named
 * state's change when it is one of this area's, and leaves every other state alone.
 */
export const handoverReturnProviderStateSetup = async (setup: {
  readonly state: string;
  readonly trx: Kysely<Database>;
  readonly now: Date;
}): Promise<void> => {
  await HANDOVER_RETURN_PROVIDER_STATES[setup.state]?.(setup.trx, setup.now);
};

/** Blocks a kind of appointment for every postcode on each of the next 120 days. */
const blockEveryDay = async (db: Kysely<Database>, kind: 'delivery' | 'self_return', now: Date) => {
  const today = berlinDayOfInstant(now);
  await db
    .insertInto('appointment_blocked_days')
    .values(Array.from({ length: 120 }, (_, i) => ({ kind, day: toIsoDate(today + i), zip_prefix: '' })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};
