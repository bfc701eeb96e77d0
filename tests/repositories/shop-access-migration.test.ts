/**
 * 0011_shop_access.sql: a company's shop access moves from car_policies to fleet_company_settings,
 * the single place it is kept; no company's withdrawal is lost on the way.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../adapters/sql/migrate.ts';
import { PGliteDialect } from '../../adapters/sql/pglite-dialect.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { sqlShopAccess } from '../../adapters/sql/shop-access-repository.ts';

const SHOP_ACCESS = '0011_shop_access';

let db: Kysely<Database>;

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  const migrations = readMigrations();
  await migrate(
    db as Kysely<unknown>,
    migrations.filter((migration) => migration.version < SHOP_ACCESS),
  );
  for (const id of ['co-a', 'co-b', 'co-c', 'co-d'])
    await sql`insert into companies (id, name, street, house_number, postal_code, city)
      values (${id}, ${id}, 'Hauptstraße', '1', '20095', 'Hamburg')`.execute(db);
  // co-a: withdrawn in the car policy only; co-b: in the fleet settings only; co-c: open in both;
  // co-d: withdrawn in the car policy, still open in the fleet settings.
  await sql`insert into car_policies (company_id, shop_access_withdrawn) values
    ('co-a', true), ('co-b', false), ('co-c', false), ('co-d', true)`.execute(db);
  await sql`insert into fleet_company_settings (company_id, drivers_shop_access) values
    ('co-b', false), ('co-c', true), ('co-d', true)`.execute(db);
  await migrate(db as Kysely<unknown>, migrations);
});

afterAll(async () => db.destroy());

describe('moving shop access to the company settings', () => {
  it('keeps every withdrawal, from either place', async () => {
    const access = sqlShopAccess(db);
    expect(await access.driversShopAccess('co-a')).toBe(false);
    expect(await access.driversShopAccess('co-b')).toBe(false);
    expect(await access.driversShopAccess('co-c')).toBe(true);
    expect(await access.driversShopAccess('co-d')).toBe(false);
  });

  it('leaves the car policy without a copy of it', async () => {
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'car_policies'`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).not.toContain('shop_access_withdrawn');
  });
});
