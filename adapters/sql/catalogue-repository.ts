import { type Kysely, type Selectable, sql } from 'kysely';
import type { StockRepository } from '../../core/cart/ports.ts';
import type { CatalogueModel, CatalogueSource, TermPrice } from '../../core/catalogue/types.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';
import type { CatalogueModelsTable, CataloguePricesTable } from './tables/business.ts';

type ModelRow = Omit<Selectable<CatalogueModelsTable>, 'released_on'> & { released_on: string };

const modelOf = (row: ModelRow, prices: readonly Selectable<CataloguePricesTable>[]): CatalogueModel => ({
  id: row.id,
  brandId: row.brand_id,
  brand: row.brand,
  line: row.line,
  version: row.version,
  modelSlug: row.model_slug,
  imageUrl: row.image_url,
  fuel: row.fuel,
  gearshift: row.gearshift,
  cartype: row.cartype,
  seats: row.seats,
  doors: row.doors,
  powerKw: row.power_kw,
  evRangeKm: row.ev_range_km,
  features: row.features,
  stock: row.stock,
  prices: prices
    .map(
      (price): TermPrice => ({
        term: price.term,
        monthly: cents(price.monthly_price_cents),
        withDownpayment: price.downpayment_price_cents === null ? null : cents(price.downpayment_price_cents),
      }),
    )
    .sort((a, b) => a.term - b.term),
  emissions: { label: row.co2_class, co2GramsPerKm: row.co2_g_per_km, consumption: row.consumption },
  configsCount: row.configs_count,
  groupedConfigsCount: row.grouped_configs_count,
  versionsCount: row.versions_count,
  releasedOn: row.released_on,
  recommendedRank: row.recommended_rank,
});

const modelColumns = (db: Kysely<Database>) =>
  db.selectFrom('catalogue_models').selectAll().select(sql<string>`released_on::text`.as('released_on'));

/** The catalogue as stored: about 50 models, read whole and filtered in core. */
export const sqlCatalogue = (db: Kysely<Database>): CatalogueSource & StockRepository => ({
  all: async () => {
    const [models, prices] = await Promise.all([
      modelColumns(db).orderBy('id').execute(),
      db.selectFrom('catalogue_prices').selectAll().execute(),
    ]);
    const byModel = Map.groupBy(prices, (price) => price.model_id);
    return models.map((row) => modelOf(row, byModel.get(row.id) ?? []));
  },
  find: async (id) => {
    const row = await modelColumns(db).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const prices = await db.selectFrom('catalogue_prices').selectAll().where('model_id', '=', id).execute();
    return modelOf(row, prices);
  },
  take: async (modelId, quantity) => {
    const result = await db
      .updateTable('catalogue_models')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', modelId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});
