import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DealScope } from '../../core/deals/access.ts';
import {
  ACTION_FILTERS,
  CARS_SORTS,
  type CarsListQuery,
  queryCarsList,
  RENEWABILITY_FILTERS,
} from '../../core/fleet/cars-list.ts';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import {
  assertEveryAsk,
  dayFromNow,
  describeOnFleetDatabases,
  FLEET_COMPANIES,
  FLEET_SCOPES,
  FLEET_STATES,
  type FleetOwner,
  HOUR,
  hoursFromNow,
  FLEET_NOW as NOW,
  saveFleetCars,
} from '../../tests/repositories/fleet-databases.ts';
import { exportFleetList } from './fleet-export.ts';
import { rebuildFleetList } from './fleet-list.ts';
import { sqlFleet } from './fleet-repository.ts';
import type { Database } from './schema.ts';

const DRIVERS = [null, 'ct-2002', 'ct-2100'] as const;
const dealArbitrary = (id: string) =>
  fc.record({
    id: fc.constant(id),
    state: fc.constantFrom(...FLEET_STATES),
    variant: fc.constant('SUBSCRIPTION'),
    // Few values: ties in every sort's key, and cars without one.
    created_at: fc.option(
      fc.constantFrom(-2_000, -80, -10).map((hours) => hoursFromNow(hours).toISOString()),
      { nil: undefined },
    ),
    amount: fc.option(fc.constantFrom(29_900, 49_900), { nil: undefined }),
    return_date: fc.option(fc.integer({ min: -10, max: 200 }).map(dayFromNow), { nil: null }),
    car: fc.record({
      oem: fc.constantFrom('BMW', 'Škoda'),
      model: fc.constantFrom('i4', 'Enyaq'),
      license_plate: fc.option(fc.constantFrom('HH-NF 1', 'M AB 1234'), { nil: null }),
    }),
  });

/**
 * Moments of the deals' rows (the list's own order), a millisecond apart or equal, written as the
 * deals' writers write them (JavaScript dates: milliseconds).
 */
const LISTED_AT = [
  '2026-11-20 10:00:00.123+00',
  '2026-11-20 10:00:00.124+00',
  '2026-11-21 08:30:00+00',
] as const;

const fleetArbitrary = fc.integer({ min: 1, max: 18 }).chain((n) =>
  fc.record({
    deals: fc.tuple(...Array.from({ length: n }, (_, i) => dealArbitrary(`f-${9201 + i}`))),
    owners: fc.array(
      fc.record({
        company: fc.constantFrom(...FLEET_COMPANIES),
        driver: fc.constantFrom(...DRIVERS),
        listedAt: fc.option(fc.constantFrom(...LISTED_AT), { nil: undefined, freq: 2 }),
      }),
      { minLength: n, maxLength: n },
    ),
  }),
);

const askArbitrary = fc.record({
  scope: fc.constantFrom(...FLEET_SCOPES),
  now: fc.integer({ min: -24, max: 24 * 5 }).map(hoursFromNow),
  batch: fc.integer({ min: 1, max: 4 }),
  query: fc.record({
    tab: fc.oneof({ weight: 3, arbitrary: fc.constant('all' as const) }, fc.constantFrom(...CARS_TABS)),
    search: fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      fc.constantFrom('bmw', 'skoda enyaq', 'mab', 'xyz'),
    ),
    renewability: fc.oneof(
      { weight: 3, arbitrary: fc.constant('all' as const) },
      fc.constantFrom(...RENEWABILITY_FILTERS),
    ),
    action: fc.oneof(
      { weight: 3, arbitrary: fc.constant('all' as const) },
      fc.constantFrom(...ACTION_FILTERS),
    ),
    companyId: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, fc.constantFrom(...FLEET_COMPANIES)),
    sort: fc.constantFrom(...CARS_SORTS),
    page: fc.oneof({ weight: 2, arbitrary: fc.constant(1) }, fc.integer({ min: 2, max: 3 })),
    pageSize: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, fc.integer({ min: 1, max: 7 })),
  }),
});

type Fleet = {
  deals: readonly unknown[];
  owners: readonly (FleetOwner & { listedAt?: string | undefined })[];
};

const writeFleet = async (db: Kysely<Database>, { deals, owners }: Fleet) => {
  const saved = await saveFleetCars(db, deals, owners);
  for (const [i, deal] of saved.entries()) {
    const listedAt = owners[i]?.listedAt;
    if (listedAt)
      await sql`update deals set created_at = ${listedAt}::timestamptz where id = ${deal.id}`.execute(db);
  }
  await rebuildFleetList(db);
};

const exported = async (
  db: Kysely<Database>,
  scope: DealScope,
  query: CarsListQuery,
  now: Date,
  batch: number,
) => {
  const ids: string[] = [];
  for await (const cars of exportFleetList(db, scope, query, now, batch)) {
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.length).toBeLessThanOrEqual(batch);
    ids.push(...cars.map((car) => car.id));
  }
  return ids;
};

describeOnFleetDatabases("the fleet export's keyset walk", (database) => {
  it("yields in batches exactly the list's cars in its order: a page, or every match", async () => {
    const db = database();
    await assertEveryAsk({
      fleets: fleetArbitrary,
      asks: askArbitrary,
      maxAsks: 6,
      write: (fleet) => writeFleet(db, fleet),
      check: async ({ scope, query, now, batch }) => {
        const listed = queryCarsList(await sqlFleet(db).listCars(scope), query, now).items;
        expect(await exported(db, scope, query, now, batch)).toEqual(listed.map((car) => car.id));
      },
      numRuns: 40,
      seed: 35,
    });
  }, 180_000);

  it('yields the cars the list shows in batches of 500 by default, the first of 100', async () => {
    const db = database();
    await db.deleteFrom('deals').execute();
    const deals = Array.from({ length: 650 }, (_, i) => ({
      id: `f-${12001 + i}`,
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      amount: 49_900 + (i % 7) * 100,
      car: { oem: 'BMW', model: 'i4' },
    }));
    await db
      .insertInto('deals')
      .values(
        deals.map((deal, i) => ({
          id: deal.id,
          owner_user_id: null,
          company_id: 'co-nordflotte',
          contact_id: null,
          state: deal.state,
          data: JSON.stringify(deal),
          created_at: new Date(NOW.getTime() - (i % 50) * HOUR),
        })),
      )
      .execute();
    await rebuildFleetList(db);
    const scope: DealScope = { kind: 'company', companyId: 'co-nordflotte' };
    const query = { tab: 'all', search: '', renewability: 'all', sort: 'highest_rate' } as const;
    const batches: (readonly string[])[] = [];
    for await (const cars of exportFleetList(db, scope, query, NOW)) batches.push(cars.map((car) => car.id));
    expect(batches.map((batch) => batch.length)).toEqual([100, 500, 50]);
    const listed = queryCarsList(await sqlFleet(db).listCars(scope), query, NOW).items;
    expect(batches.flat()).toEqual(listed.map((car) => car.id));
  });
});
