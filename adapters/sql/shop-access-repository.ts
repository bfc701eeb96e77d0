import type { Kysely } from 'kysely';
import type { ShopAccessRepository } from '../../core/company-settings/shop-access.ts';
import type { Database } from './schema.ts';

/**
 * Each company's shop access, kept in `fleet_company_settings` alone (0011_shop_access.sql): the
 * fleet's order actions and the business cart and checkout read it here.
 */
export const sqlShopAccess = (db: Kysely<Database>): ShopAccessRepository => ({
  driversShopAccess: async (companyId) =>
    (
      await db
        .selectFrom('fleet_company_settings')
        .select('drivers_shop_access')
        .where('company_id', '=', companyId)
        .executeTakeFirst()
    )?.drivers_shop_access ?? true,
});
