/**
 * What the fleet read model's property tests share (adapters/sql/fleet-list.test.ts,
 * fleet-export.test.ts, fleet-overview.test.ts): the states they draw, the moment they ask at, who
 * asks, a database with the demo companies on each storage, the cars saved anew for every drawn
 * fleet, and the property "for every drawn fleet, every drawn ask".
 */
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { sqlCompanies } from '../../adapters/sql/company-repository.ts';
import { sqlDeals } from '../../adapters/sql/deal-repository.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { demoContacts } from '../../adapters/sql/seed/fleet.ts';
import { demoCompanies } from '../../adapters/sql/seed.ts';
import type { DealScope } from '../../core/deals/access.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { DealState } from '../../core/deals/types.ts';
import { berlinDayOfInstant, toIsoDate } from '../../core/shared/calendar-days.ts';
import { freshPGlite, freshPostgres } from './databases.ts';

/** The states a fleet car is drawn in: every tab, the archive, the lapsing reservations. */
export const FLEET_STATES: readonly DealState[] = [
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
  'UNKNOWN',
  'CREATED',
];

/** The moment the fleet's property tests ask around. */
export const FLEET_NOW = new Date('2026-11-23T09:00:00Z');
export const HOUR = 3_600_000;
/** The Berlin calendar date `offset` days from FLEET_NOW's. */
export const dayFromNow = (offset: number): string => toIsoDate(berlinDayOfInstant(FLEET_NOW) + offset);
/** FLEET_NOW moved by a number of hours. */
export const hoursFromNow = (hours: number): Date => new Date(FLEET_NOW.getTime() + hours * HOUR);

/** The demo companies the drawn cars belong to. */
export const FLEET_COMPANIES = ['co-nordflotte', 'co-suedlogistik'] as const;

/** Who asks: each company's admins, Nordflotte's driver Fritz Fahrer, and a user who sees no car. */
export const FLEET_SCOPES: readonly DealScope[] = [
  { kind: 'company', companyId: 'co-nordflotte' },
  { kind: 'company', companyId: 'co-suedlogistik' },
  { kind: 'assigned', companyId: 'co-nordflotte', contactId: 'ct-2002' },
  { kind: 'none' },
];

/** A new migrated database with the demo companies and their contacts, and no car yet. */
export const freshFleetDatabase = async (database: 'pglite' | 'postgres'): Promise<Kysely<Database>> => {
  const db = database === 'postgres' ? await freshPostgres() : await freshPGlite();
  for (const company of demoCompanies()) await sqlCompanies(db).save(company);
  await db.insertInto('fleet_contacts').values(demoContacts()).execute();
  return db;
};

/**
 * A describe block run on PGlite and on PostgreSQL, each with a fresh fleet database its tests
 * reach through `db()`.
 */
export const describeOnFleetDatabases = (title: string, tests: (db: () => Kysely<Database>) => void) =>
  describe.each(['pglite', 'postgres'] as const)(`${title} on %s`, (database) => {
    let db: Kysely<Database> | undefined;
    beforeAll(async () => {
      db = await freshFleetDatabase(database);
    }, 60_000);
    afterAll(() => db?.destroy());
    tests(() => {
      if (!db) throw new Error('the fleet database is not open yet');
      return db;
    });
  });

/** The company and the driver (none: a pool car) of a drawn car. */
export type FleetOwner = { readonly company: string; readonly driver: string | null };

/**
 * The drawn cars saved anew, as the BFF's deal repository saves them: the cars of the fleet before
 * (their deals, orders and handovers) deleted, then every deal saved with its owner.
 */
export const saveFleetCars = async (
  db: Kysely<Database>,
  deals: readonly unknown[],
  owners: readonly FleetOwner[],
): Promise<readonly StoredDeal[]> => {
  await db.deleteFrom('fleet_handovers').execute();
  await db.deleteFrom('fleet_orders').execute();
  await db.deleteFrom('deals').execute();
  const saved = deals.map((deal) => deal as StoredDeal);
  for (const [i, deal] of saved.entries()) {
    const owner = owners[i] as FleetOwner;
    await sqlDeals(db).save(deal, { ownerUserId: null, companyId: owner.company, contactId: owner.driver });
  }
  return saved;
};

/**
 * The property "for every drawn fleet, every drawn ask": the fleet written by `write`, then each of
 * one to `maxAsks` asks checked by `check` against it.
 */
export const assertEveryAsk = <Fleet, Ask>(options: {
  readonly fleets: fc.Arbitrary<Fleet>;
  readonly asks: fc.Arbitrary<Ask>;
  readonly maxAsks: number;
  readonly write: (fleet: Fleet) => Promise<unknown>;
  readonly check: (ask: Ask) => Promise<void>;
  readonly numRuns: number;
  readonly seed: number;
}): Promise<void> =>
  fc.assert(
    fc.asyncProperty(
      options.fleets,
      fc.array(options.asks, { minLength: 1, maxLength: options.maxAsks }),
      async (fleet, asks) => {
        await options.write(fleet);
        for (const ask of asks) await options.check(ask);
      },
    ),
    { numRuns: options.numRuns, seed: options.seed },
  );
