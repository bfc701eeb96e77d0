import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { DealState } from '../../core/deals/types.ts';
import { fleetOverviewFrom, fleetOverviewOf } from '../../core/fleet/overview.ts';
import {
  assertEveryAsk,
  FLEET_COMPANIES as COMPANIES,
  dayFromNow as day,
  describeOnFleetDatabases,
  FLEET_SCOPES,
  FLEET_STATES,
  type FleetOwner,
  hoursFromNow,
  saveFleetCars,
} from '../../tests/repositories/fleet-databases.ts';
import { rebuildFleetList, refreshFleetList } from './fleet-list.ts';
import { sqlFleet } from './fleet-repository.ts';
import type { Database } from './schema.ts';
import { sqlDealChanges } from './subscription-services-deal-changes.ts';

const DRIVERS = [null, 'ct-2002', 'ct-2100'] as const;
/** A date the overview reads: days around the 90-day window, late evenings in UTC, no date. */
const dateText = fc.oneof(
  fc.integer({ min: -3, max: 95 }).map(day),
  fc.integer({ min: -2, max: 93 }).map((offset) => `${day(offset)}T23:30:00Z`),
  fc.constantFrom('2026-02-30', 'bald'),
);

const dealArbitrary = (id: string) =>
  fc.record({
    id: fc.constant(id),
    state: fc.constantFrom(...FLEET_STATES),
    variant: fc.constant('SUBSCRIPTION'),
    // Reservations made around three days before NOW: running and lapsed ones.
    created_at: fc.option(
      fc.constantFrom(-200, -75, -70, -1).map((hours) => hoursFromNow(hours).toISOString()),
      { nil: undefined },
    ),
    amount: fc.option(fc.constantFrom(0, 29_900, 49_999, 120_000), { nil: undefined }),
    return_date: fc.option(dateText, { nil: null }),
    end_date: fc.option(dateText, { nil: undefined }),
    computed_end_date: fc.option(dateText, { nil: undefined }),
    // The term and its start, which the cost per month counts the months of the rate from.
    term: fc.option(fc.constantFrom(0, 1, 6, 12, 36), { nil: undefined }),
    actual_handover_date: fc.option(fc.oneof(dateText, fc.integer({ min: -500, max: -100 }).map(day)), {
      nil: undefined,
    }),
  });

const fleetArbitrary = fc.integer({ min: 1, max: 16 }).chain((n) =>
  fc.record({
    deals: fc.tuple(...Array.from({ length: n }, (_, i) => dealArbitrary(`f-${9101 + i}`))),
    owners: fc.array(
      fc.record({ company: fc.constantFrom(...COMPANIES), driver: fc.constantFrom(...DRIVERS) }),
      { minLength: n, maxLength: n },
    ),
    // Writes after the cars were saved: a state or a return date as the subscription services
    // write it, the company an order is booked on; and the read model rebuilt whole, or not.
    changes: fc.array(
      fc.oneof(
        fc.record({ index: fc.nat(n - 1), state: fc.constantFrom(...FLEET_STATES) }),
        fc.record({ index: fc.nat(n - 1), company: fc.constantFrom(...COMPANIES) }),
        fc.record({ index: fc.nat(n - 1), returnDate: dateText }),
      ),
      { maxLength: 5 },
    ),
    // The provider's preliminary delivery date of some orders (fleet_orders).
    preliminary: fc.array(fc.option(dateText, { nil: null }), { minLength: n, maxLength: n }),
    rebuilt: fc.boolean(),
  }),
);

/** Who asks, and when: before and after the reservations lapse, as days pass the window's ends. */
const askArbitrary = fc.record({
  scope: fc.constantFrom(...FLEET_SCOPES),
  now: fc.oneof(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -72, max: 24 * 5 })).map(hoursFromNow),
});

type Change =
  | { index: number; state: DealState }
  | { index: number; company: string }
  | { index: number; returnDate: string };
type Fleet = {
  deals: readonly unknown[];
  owners: readonly FleetOwner[];
  changes: readonly Change[];
  preliminary: readonly (string | null)[];
  rebuilt: boolean;
};

const writeFleet = async (db: Kysely<Database>, { deals, owners, changes, preliminary, rebuilt }: Fleet) => {
  const saved = await saveFleetCars(db, deals, owners);
  const ordered = saved.flatMap((deal, index) => {
    const date = preliminary[index];
    return date && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? [{ deal_id: deal.id, preliminary_delivery_date: date }]
      : [];
  });
  if (ordered.length > 0)
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('fleet_orders').values(ordered).execute();
      await refreshFleetList(
        trx,
        ordered.map((order) => order.deal_id),
      );
    });
  for (const change of changes) {
    const deal = saved[change.index] as StoredDeal;
    await db.transaction().execute(async (trx) => {
      if ('company' in change) return sqlFleet(trx).setOrderCompany(deal.id, change.company);
      const current = (
        await trx.selectFrom('deals').select('data').where('id', '=', deal.id).executeTakeFirstOrThrow()
      ).data as StoredDeal;
      const changed = 'state' in change ? { state: change.state } : { return_date: change.returnDate };
      await sqlDealChanges(trx).saveDeal({ ...current, ...changed } as StoredDeal);
    });
  }
  if (rebuilt) await rebuildFleetList(db);
};

describeOnFleetDatabases("the fleet overview from the fleet list's read model", (database) => {
  it('answers what core computes from the deals: tabs, monthly cost per company, returns and handovers ahead, cost per month', async () => {
    const db = database();
    const repository = sqlFleet(db);
    await assertEveryAsk({
      fleets: fleetArbitrary,
      asks: askArbitrary,
      maxAsks: 5,
      write: (fleet) => writeFleet(db, fleet),
      check: async ({ scope, now }) => {
        expect(fleetOverviewFrom(await repository.overviewFigures(scope, now), [], now)).toEqual(
          fleetOverviewOf(await repository.listCars(scope), [], now),
        );
      },
      numRuns: 40,
      seed: 35,
    });
  }, 180_000);

  it('counts the returns from today to the 90th day ahead, for a company and for a driver', async () => {
    const db = database();
    const offsets = [-1, 0, 45, 90, 91];
    const deals = offsets.map((offset) => ({
      id: `f-returning-${offset}`,
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      amount: 49_900,
      return_date: day(offset),
    }));
    await saveFleetCars(
      db,
      deals,
      deals.map(() => ({ company: 'co-nordflotte', driver: 'ct-2002' })),
    );
    const repository = sqlFleet(db);
    const now = hoursFromNow(0);
    for (const scope of FLEET_SCOPES.slice(0, 3)) {
      const overview = fleetOverviewFrom(await repository.overviewFigures(scope, now), [], now);
      expect(overview).toEqual(fleetOverviewOf(await repository.listCars(scope), [], now));
      const expected = scope.kind === 'company' && scope.companyId === 'co-suedlogistik' ? 0 : 3;
      expect(overview.returningWithin90Days, JSON.stringify(scope)).toBe(expected);
    }
  });
});
