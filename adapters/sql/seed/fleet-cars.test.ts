import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARS_TABS } from '../../../core/fleet/cars-tabs.ts';
import { freshPGlite, freshPostgres } from '../../../tests/repositories/databases.ts';
import { DEMO_NOW, type DemoBff, demoBff } from '../../../tests/support/demo-bff.ts';
import { FIRST_SEEDED_FLEET_CAR, seedFleetCars } from './fleet-cars.ts';

const DATABASES = ['pglite', 'postgres'] as const;

const cars = '/portal/api/bff/fleet/cars?tab=all&page=1&pageSize=25';

describe.each(DATABASES)('portal db seed --fleet-cars on %s', (database) => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff({ database });
  }, 60_000);
  afterAll(() => bff?.close());

  const fleetDeals = async () =>
    Number(
      (
        await bff.db
          .selectFrom('deals')
          .where('company_id', '=', 'co-nordflotte')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds the cars once, and a larger number adds the difference', async () => {
    const before = await fleetDeals();
    expect(await seedFleetCars(bff.db, 1_500, DEMO_NOW)).toBe(1_500);
    expect(await fleetDeals()).toBe(before + 1_500);
    expect(await seedFleetCars(bff.db, 1_500, DEMO_NOW)).toBe(0);
    expect(await seedFleetCars(bff.db, 400, DEMO_NOW)).toBe(0);
    expect(await seedFleetCars(bff.db, 2_000, DEMO_NOW)).toBe(500);
    expect(await fleetDeals()).toBe(before + 2_000);
  }, 60_000);

  it('numbers orders placed afterwards after every seeded car', async () => {
    const { rows } = await sql<{ n: string }>`select nextval('fleet_deal_ids') as n`.execute(bff.db);
    expect(Number(rows[0]?.n)).toBeGreaterThan(FIRST_SEEDED_FLEET_CAR + 2_000 - 1);
  });

  it('spreads the cars over every tab with the action dot, every driver and shared cars', async () => {
    const admin = await bff.signIn('admin@nordflotte.example');
    const response = await admin.get(cars);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    for (const tab of CARS_TABS) expect(list.tabCounts[tab], tab).toBeGreaterThan(50);
    expect(list.tabsNeedingAction).toEqual(expect.arrayContaining(['orders', 'handover', 'return']));
    const drivers = await bff.db
      .selectFrom('deals')
      .where('id', '>=', `f-${FIRST_SEEDED_FLEET_CAR}`)
      .select('contact_id')
      .distinct()
      .execute();
    // Fritz Fahrer, ct-2100…ct-2139 and the pool cars without a driver.
    expect(drivers.length).toBe(42);
    const search = await admin.get('/portal/api/bff/fleet/cars?tab=all&search=f-100101&pageSize=25');
    expect(search.json().data.items).toMatchObject([
      { id: `f-${FIRST_SEEDED_FLEET_CAR + 100}`, car: { license_plate: 'HH-AA 101' } },
    ]);
  }, 60_000);

  it('refuses a database without the demo data', async () => {
    const empty = database === 'postgres' ? await freshPostgres() : await freshPGlite();
    await expect(seedFleetCars(empty, 10, DEMO_NOW)).rejects.toThrow(/Nordflotte GmbH is missing/);
    await empty.destroy();
  }, 30_000);
});
