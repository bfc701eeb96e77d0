import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealScope } from '../../core/deals/access.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { DealState } from '../../core/deals/types.ts';
import { fleetOverviewFrom, fleetOverviewOf } from '../../core/fleet/overview.ts';
import { berlinDayOfInstant, toIsoDate } from '../../core/shared/calendar-days.ts';
import { FLEET_STATES, freshFleetDatabase } from '../../tests/repositories/fleet-databases.ts';
import { sqlDeals } from './deal-repository.ts';
import { rebuildFleetList } from './fleet-list.ts';
import { sqlFleet } from './fleet-repository.ts';
import type { Database } from './schema.ts';
import { sqlDealChanges } from './subscription-services-deal-changes.ts';

const DATABASES = ['pglite', 'postgres'] as const;
const NOW = new Date('2026-11-23T09:00:00Z');
const HOUR = 3_600_000;
const day = (offset: number) => toIsoDate(berlinDayOfInstant(NOW) + offset);
const COMPANIES = ['co-nordflotte', 'co-suedlogistik'] as const;
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
      fc
        .constantFrom(-200, -75, -70, -1)
        .map((hours) => new Date(NOW.getTime() + hours * HOUR).toISOString()),
      { nil: undefined },
    ),
    amount: fc.option(fc.constantFrom(0, 29_900, 49_999, 120_000), { nil: undefined }),
    return_date: fc.option(dateText, { nil: null }),
    end_date: fc.option(dateText, { nil: undefined }),
    computed_end_date: fc.option(dateText, { nil: undefined }),
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
    rebuilt: fc.boolean(),
  }),
);

const SCOPES: readonly DealScope[] = [
  { kind: 'company', companyId: 'co-nordflotte' },
  { kind: 'company', companyId: 'co-suedlogistik' },
  { kind: 'assigned', companyId: 'co-nordflotte', contactId: 'ct-2002' },
  { kind: 'none' },
];

/** Who asks, and when: before and after the reservations lapse, as days pass the window's ends. */
const askArbitrary = fc.record({
  scope: fc.constantFrom(...SCOPES),
  now: fc
    .oneof(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -72, max: 24 * 5 }))
    .map((hours) => new Date(NOW.getTime() + hours * HOUR)),
});

type Change =
  | { index: number; state: DealState }
  | { index: number; company: string }
  | { index: number; returnDate: string };
type Fleet = {
  deals: readonly unknown[];
  owners: readonly { company: string; driver: string | null }[];
  changes: readonly Change[];
  rebuilt: boolean;
};

const writeFleet = async (db: Kysely<Database>, { deals, owners, changes, rebuilt }: Fleet) => {
  await db.deleteFrom('deals').execute();
  const saved = deals.map((deal) => deal as StoredDeal);
  for (const [i, deal] of saved.entries()) {
    const owner = owners[i] as { company: string; driver: string | null };
    await sqlDeals(db).save(deal, { ownerUserId: null, companyId: owner.company, contactId: owner.driver });
  }
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

describe.each(DATABASES)("the fleet overview from the fleet list's read model on %s", (database) => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await freshFleetDatabase(database);
  }, 60_000);
  afterAll(() => db?.destroy());

  it('answers what core computes from the deals: tabs, monthly cost per company, returns ahead', async () => {
    await fc.assert(
      fc.asyncProperty(
        fleetArbitrary,
        fc.array(askArbitrary, { minLength: 1, maxLength: 5 }),
        async (fleet, asks) => {
          await writeFleet(db, fleet);
          const repository = sqlFleet(db);
          for (const { scope, now } of asks) {
            const cars = await repository.listCars(scope);
            expect(fleetOverviewFrom(await repository.overviewFigures(scope, now), [], now)).toEqual(
              fleetOverviewOf(cars, [], now),
            );
          }
        },
      ),
      { numRuns: 40, seed: 35 },
    );
  }, 180_000);
});
