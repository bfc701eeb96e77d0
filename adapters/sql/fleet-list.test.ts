import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DealScope } from '../../core/deals/access.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { DealState } from '../../core/deals/types.ts';
import {
  ACTION_FILTERS,
  CARS_SORTS,
  queryCarsList,
  RENEWABILITY_FILTERS,
} from '../../core/fleet/cars-list.ts';
import { CARS_TABS } from '../../core/fleet/cars-tabs.ts';
import { addMonths, monthOfInstant } from '../../core/fleet/fleet-costs.ts';
import {
  assertEveryAsk,
  FLEET_COMPANIES as COMPANIES,
  dayFromNow as day,
  describeOnFleetDatabases,
  FLEET_SCOPES,
  FLEET_STATES,
  type FleetOwner,
  hoursFromNow,
  FLEET_NOW as NOW,
  saveFleetCars,
} from '../../tests/repositories/fleet-databases.ts';
import { sqlDeals } from './deal-repository.ts';
import { type CarRow, carOf, fleetCarsQuery, fleetListValuesOf, rebuildFleetList } from './fleet-list.ts';
import { sqlFleet } from './fleet-repository.ts';
import { sqlDealUpdater } from './handover-return-store.ts';
import type { Database } from './schema.ts';
import { sqlDealChanges } from './subscription-services-deal-changes.ts';

const DRIVERS = [null, 'ct-2002', 'ct-2100', 'ct-2101', 'ct-3002'] as const;
const dealArbitrary = (id: string) =>
  fc.record({
    id: fc.constant(id),
    state: fc.constantFrom(...FLEET_STATES),
    variant: fc.constant('SUBSCRIPTION'),
    // Few values: ties in every sort, reservations running and lapsed around NOW.
    created_at: fc.option(
      fc.constantFrom(-2_000, -100, -80, -70, -10, 0).map((hours) => hoursFromNow(hours).toISOString()),
      { nil: undefined },
    ),
    amount: fc.option(fc.constantFrom(10_000, 49_900, 59_900, 120_000), { nil: undefined }),
    return_date: fc.option(fc.integer({ min: -60, max: 400 }).map(day), { nil: null }),
    // The term, which the months of cost are counted with from the return date or the handover.
    term: fc.option(fc.constantFrom(1, 6, 12), { nil: undefined }),
    return_type: fc.option(fc.constantFrom('PICKUP', 'SELF_RETURN'), { nil: undefined }),
    subscribed_to: fc.option(fc.constantFrom('PROLONGATION', 'SWAP_SAME_DAY', 'NEW'), { nil: undefined }),
    bridging_type: fc.option(fc.constant('BEGINNING'), { nil: undefined }),
    car: fc.record({
      oem: fc.constantFrom('BMW', 'Škoda', 'Tesla'),
      model: fc.constantFrom('i4', 'Enyaq', 'Model 3'),
      license_plate: fc.option(fc.constantFrom('HH-NF 1', 'M AB 1234', 'B-ÖZ 77'), { nil: null }),
    }),
  });

type Write =
  | { kind: 'assign'; index: number; driver: (typeof DRIVERS)[number] }
  | { kind: 'handover'; index: number; offset: number }
  | { kind: 'state'; index: number; state: DealState; via: 'changes' | 'updater' | 'save' }
  | { kind: 'company'; index: number; company: (typeof COMPANIES)[number] };

const writeArbitrary = (cars: number): fc.Arbitrary<Write> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('assign' as const),
      index: fc.nat(cars - 1),
      driver: fc.constantFrom(...DRIVERS),
    }),
    fc.record({
      kind: fc.constant('handover' as const),
      index: fc.nat(cars - 1),
      offset: fc.integer({ min: 1, max: 30 }),
    }),
    fc.record({
      kind: fc.constant('state' as const),
      index: fc.nat(cars - 1),
      state: fc.constantFrom(...FLEET_STATES),
      via: fc.constantFrom('changes' as const, 'updater' as const, 'save' as const),
    }),
    fc.record({
      kind: fc.constant('company' as const),
      index: fc.nat(cars - 1),
      company: fc.constantFrom(...COMPANIES),
    }),
  );

const fleetArbitrary = fc.integer({ min: 1, max: 14 }).chain((n) =>
  fc.record({
    deals: fc.tuple(...Array.from({ length: n }, (_, i) => dealArbitrary(`f-${9001 + i}`))),
    owners: fc.array(
      fc.record({ company: fc.constantFrom(...COMPANIES), driver: fc.constantFrom(...DRIVERS) }),
      {
        minLength: n,
        maxLength: n,
      },
    ),
    writes: fc.array(writeArbitrary(n), { maxLength: 8 }),
  }),
);

/** What core computes from the deals now, as the read model's columns, by deal id. */
const expectedRows = async (db: Kysely<Database>) => {
  const rows = await fleetCarsQuery(db)
    .where('d.company_id', 'in', [...COMPANIES])
    .execute();
  return rows
    .map((row) => fleetListValuesOf(carOf(row as CarRow), new Date(row.listed_at)))
    .sort((a, b) => a.deal_id.localeCompare(b.deal_id));
};

const storedRows = async (db: Kysely<Database>) => {
  const rows = await db.selectFrom('fleet_list').selectAll().orderBy('deal_id').execute();
  return rows.map((row) => ({
    ...row,
    rate: row.rate === null ? null : Number(row.rate),
    created_at: row.created_at === null ? null : new Date(row.created_at),
    listed_at: new Date(row.listed_at),
    reservation_lapses_at: row.reservation_lapses_at === null ? null : new Date(row.reservation_lapses_at),
  }));
};

const someCounted = (row: Record<string, unknown>) =>
  Object.values(row).some((value) => typeof value === 'number' && value !== 0);

/** The stored counts per tab of each company (kept by migration 0034's trigger), zeros left out. */
const storedCounts = async (db: Kysely<Database>) => {
  const rows = await sql<
    Record<string, unknown>
  >`select * from fleet_list_counts order by company_id`.execute(db);
  return rows.rows.filter(someCounted);
};

/** The same counted from the rows. */
const countedRows = async (db: Kysely<Database>) => {
  const rows = await sql<Record<string, unknown>>`select company_id,
      ${sql.join(CARS_TABS.map((tab) => sql`count(*) filter (where ${sql.ref(`in_${tab}`)})::integer as ${sql.ref(`in_${tab}`)}`))},
      ${sql.join(CARS_TABS.map((tab) => sql`count(*) filter (where ${sql.ref(`in_${tab}`)} and needs_action)::integer as ${sql.ref(`needing_${tab}`)}`))}
    from fleet_list group by company_id order by company_id`.execute(db);
  return rows.rows.filter(someCounted);
};

/** The shared askers, Nordflotte's admins drawn twice as often, and a driver of the seeded fleet. */
const SCOPES: readonly DealScope[] = [
  ...FLEET_SCOPES.slice(0, 3),
  { kind: 'company', companyId: 'co-nordflotte' },
  { kind: 'assigned', companyId: 'co-nordflotte', contactId: 'ct-2100' },
  ...FLEET_SCOPES.slice(3),
];

/** A cars-list request: who asks, what, and when (reservations lapse, return dates pass). */
const listQueryArbitrary = fc.record({
  scope: fc.constantFrom(...SCOPES),
  now: fc.integer({ min: -120, max: 24 * 120 }).map(hoursFromNow),
  query: fc.record({
    // Weighted towards what shows cars: the first pages, no search, every car's tab.
    tab: fc.oneof({ weight: 2, arbitrary: fc.constant('all' as const) }, fc.constantFrom(...CARS_TABS)),
    search: fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      fc.constantFrom(
        'bmw',
        'BMW i4',
        'skoda',
        'ŠKODA enyaq',
        'mab1234',
        'm-ab',
        'hh nf',
        '-',
        ' f-90',
        'model 3',
        'i4\u0000',
        'bmw \ud800',
        'xyz',
        // like's wildcards and its escape character are found as they are, not as patterns.
        '%',
        'b_w',
        '\\',
      ),
    ),
    renewability: fc.oneof(
      { weight: 3, arbitrary: fc.constant('all' as const) },
      fc.constantFrom(...RENEWABILITY_FILTERS),
    ),
    action: fc.oneof(
      { weight: 3, arbitrary: fc.constant('all' as const) },
      fc.constantFrom(...ACTION_FILTERS),
    ),
    companyId: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      fc.constantFrom('co-nordflotte', 'co-suedlogistik'),
    ),
    // The overview's links: a handover window, a month of cost.
    handoversFrom: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      fc.integer({ min: -2, max: 20 }).map(day),
    ),
    handoversTo: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      fc.integer({ min: 5, max: 35 }).map(day),
    ),
    costMonth: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      fc.integer({ min: -3, max: 14 }).map((months) => addMonths(monthOfInstant(hoursFromNow(0)), months)),
    ),
    sort: fc.constantFrom(...CARS_SORTS),
    page: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, fc.integer({ min: 2, max: 4 })),
    pageSize: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
  }),
});

type Fleet = {
  deals: readonly unknown[];
  owners: readonly FleetOwner[];
  writes: readonly Write[];
};

/** The deals saved anew, then the writes, each in its transaction as the BFF runs them. */
const writeFleet = async (db: Kysely<Database>, { deals, owners, writes }: Fleet) => {
  const saved = await saveFleetCars(db, deals, owners);
  for (const write of writes) {
    const deal = saved[write.index] as StoredDeal;
    await db.transaction().execute(async (trx) => {
      const fleet = sqlFleet(trx);
      if (write.kind === 'assign')
        await fleet.assignDriver(deal.id, write.driver ? { contactId: write.driver } : { shared: true });
      else if (write.kind === 'handover')
        await fleet.saveHandover(deal.id, {
          contactId: 'ct-2001',
          firstName: 'Nora',
          lastName: 'Nord',
          street: 'Am Sandtorkai',
          houseNumber: '50',
          postalCode: '20457',
          city: 'Hamburg',
          phoneNumber: '+4940123456',
          date: day(write.offset),
          slot: '11:00',
        });
      else if (write.kind === 'company') await fleet.setOrderCompany(deal.id, write.company);
      else {
        const current = (
          await trx.selectFrom('deals').select('data').where('id', '=', deal.id).executeTakeFirstOrThrow()
        ).data as StoredDeal;
        const changed = { ...current, state: write.state } as StoredDeal;
        if (write.via === 'changes') await sqlDealChanges(trx).saveDeal(changed);
        else if (write.via === 'updater') await sqlDealUpdater(trx).update(changed);
        else {
          const row = await trx
            .selectFrom('deals')
            .select(['company_id', 'contact_id'])
            .where('id', '=', deal.id)
            .executeTakeFirstOrThrow();
          await sqlDeals(trx).save(changed, {
            ownerUserId: null,
            companyId: row.company_id,
            contactId: row.contact_id,
          });
        }
      }
    });
  }
};

describeOnFleetDatabases("the fleet list's read model", (database) => {
  it('holds what core computes from the deals, after any writes', async () => {
    const db = database();
    await fc.assert(
      fc.asyncProperty(fleetArbitrary, async ({ deals, owners, writes }) => {
        await writeFleet(db, { deals, owners, writes });
        expect(await storedRows(db)).toEqual(await expectedRows(db));
        expect(await storedCounts(db)).toEqual(await countedRows(db));
        // Rebuilt from scratch it holds the same.
        await db.transaction().execute((trx) => rebuildFleetList(trx));
        expect(await storedRows(db)).toEqual(await expectedRows(db));
        expect(await storedCounts(db)).toEqual(await countedRows(db));
      }),
      { numRuns: 25, seed: 17 },
    );
  }, 120_000);

  it('answers the cars list as core computes it from the deals: page, order, counts and dots', async () => {
    const db = database();
    const repository = sqlFleet(db);
    await assertEveryAsk({
      fleets: fleetArbitrary,
      asks: listQueryArbitrary,
      maxAsks: 6,
      write: (fleet) => writeFleet(db, fleet),
      check: async ({ scope, query, now }) => {
        const cars = await repository.listCars(scope);
        expect(await repository.queryCars(scope, query, now)).toEqual(queryCarsList(cars, query, now));
      },
      numRuns: 40,
      seed: 17,
    });
  }, 180_000);

  it('offers a car for prolongation until the day before its return date, in Berlin days', async () => {
    const db = database();
    const returning = { yesterday: -1, today: 0, tomorrow: 1, later: 30 } as const;
    const deals = Object.entries(returning).map(([when, offset]) => ({
      id: `f-prolong-${when}`,
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      return_date: day(offset),
      car: { oem: 'BMW', model: 'i4' },
    }));
    await saveFleetCars(
      db,
      deals,
      deals.map(() => ({ company: 'co-nordflotte', driver: null })),
    );
    const scope: DealScope = { kind: 'company', companyId: 'co-nordflotte' };
    const query = { tab: 'all', search: '', renewability: 'prolongation', sort: 'default' } as const;
    const repository = sqlFleet(db);
    // 23:30 in Berlin, then 00:30 the next day: the offer ends with the day before the return.
    for (const [now, offered] of [
      [hoursFromNow(13.5), ['f-prolong-later', 'f-prolong-tomorrow']],
      [hoursFromNow(14.5), ['f-prolong-later']],
    ] as const) {
      const answer = await repository.queryCars(scope, query, now);
      expect(answer).toEqual(queryCarsList(await repository.listCars(scope), query, now));
      expect(answer.items.map((car) => car.id).sort()).toEqual(offered);
    }
  });

  it('writes the read model in the transaction of the write: a write rolled back leaves it as it was', async () => {
    const db = database();
    const [deal] = await saveFleetCars(
      db,
      [{ id: 'f-rollback', state: 'NOT_SIGNED', variant: 'SUBSCRIPTION', car: { oem: 'BMW', model: 'i4' } }],
      [{ company: 'co-nordflotte', driver: null }],
    );
    if (!deal) throw new Error('no car saved');
    const before = await storedRows(db);
    const counts = await storedCounts(db);
    const failed = new Error('the write fails after the read model was written');
    await expect(
      db.transaction().execute(async (trx) => {
        await sqlFleet(trx).assignDriver(deal.id, { contactId: 'ct-2002' });
        await sqlDealChanges(trx).saveDeal({ ...deal, state: 'ACTIVE' } as StoredDeal);
        // Within the transaction the read model already holds the change.
        const row = await trx
          .selectFrom('fleet_list')
          .select(['contact_id', 'state'])
          .where('deal_id', '=', deal.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ contact_id: 'ct-2002', state: 'ACTIVE' });
        throw failed;
      }),
    ).rejects.toBe(failed);
    expect(await storedRows(db)).toEqual(before);
    expect(await storedCounts(db)).toEqual(counts);
  });

  it('finds nothing, without an error, for a search word the stored texts cannot hold', async () => {
    const repository = sqlFleet(database());
    const scope: DealScope = { kind: 'company', companyId: 'co-nordflotte' };
    for (const search of ['i4\u0000', 'bmw \ud800']) {
      const query = { tab: 'all', search, renewability: 'all', sort: 'default' } as const;
      const answer = await repository.queryCars(scope, query, NOW);
      expect(answer).toEqual(queryCarsList(await repository.listCars(scope), query, NOW));
      expect(answer.matchCount).toBe(0);
    }
  });
});
