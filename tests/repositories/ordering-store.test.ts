import type { Kysely } from 'kysely';
import { sqlCompanies } from '../../adapters/sql/company-repository.ts';
import { sqlOrderingStore } from '../../adapters/sql/ordering-store.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { demoCompanies } from '../../adapters/sql/seed.ts';
import { inMemoryOrdering } from '../../core/cart/in-memory-store.ts';
import { aModel } from '../../core/catalogue/a-model.ts';
import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';
import { orderingStoreSuite } from './ordering-store.suite.ts';

const i4 = aModel({ stock: 1 });

orderingStoreSuite('in memory', async () => inMemoryOrdering({ models: [i4] }).store);

// One migrated database per server, emptied before each test: migrating costs seconds, emptying not.
const reset = async (db: Kysely<Database>) => {
  for (const table of [
    'order_requests',
    'cart_items',
    'carts',
    'contract_signing_links',
    'fleet_contracts',
    'car_policies',
    'catalogue_prices',
    'catalogue_models',
    'deals',
    'users',
    'companies',
  ] as const)
    await db.deleteFrom(table).execute();
};

const withBasics = async (db: Kysely<Database>) => {
  await reset(db);
  for (const company of demoCompanies()) await sqlCompanies(db).save(company);
  await db
    .insertInto('users')
    .values([
      {
        id: 'u-nord-admin',
        email: 'admin@nordflotte.example',
        password_hash: null,
        kind: 'business',
        company_id: 'co-nordflotte',
        role: 'admin',
        contact_id: 'ct-2001',
        email_verified_at: null,
      },
      {
        id: 'u-sued-admin',
        email: 'admin@suedlogistik.example',
        password_hash: null,
        kind: 'business',
        company_id: 'co-suedlogistik',
        role: 'admin',
        contact_id: 'ct-3001',
        email_verified_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('catalogue_models')
    .values({
      id: i4.id,
      brand_id: i4.brandId,
      brand: i4.brand,
      line: i4.line,
      version: i4.version,
      model_slug: i4.modelSlug,
      image_url: i4.imageUrl,
      fuel: i4.fuel,
      gearshift: i4.gearshift,
      cartype: i4.cartype,
      seats: i4.seats,
      doors: i4.doors,
      power_kw: i4.powerKw,
      ev_range_km: i4.evRangeKm,
      features: [...i4.features],
      stock: i4.stock,
      co2_class: i4.emissions.label,
      co2_g_per_km: i4.emissions.co2GramsPerKm,
      consumption: i4.emissions.consumption,
      configs_count: i4.configsCount,
      grouped_configs_count: i4.groupedConfigsCount,
      versions_count: i4.versionsCount,
      released_on: i4.releasedOn,
      recommended_rank: i4.recommendedRank,
    })
    .execute();
  return sqlOrderingStore(db, { send: async () => {} });
};

const once = (create: () => Promise<Kysely<Database>>) => {
  let db: Promise<Kysely<Database>> | undefined;
  return async () => {
    db ??= create();
    return withBasics(await db);
  };
};

orderingStoreSuite('PGlite', once(freshPGlite));

if (POSTGRES_URL) orderingStoreSuite('PostgreSQL', once(freshPostgres));
