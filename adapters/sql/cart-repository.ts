import { type Kysely, type Selectable, sql } from 'kysely';
import type { BusinessIds, CartItemRecord, CartRepository } from '../../core/cart/ports.ts';
import { lockUserRow } from './account-repositories.ts';
import type { Database } from './schema.ts';
import type { CartItemsTable } from './tables/business.ts';

const itemOf = (row: Selectable<CartItemsTable>): CartItemRecord => ({
  id: row.id,
  userId: row.user_id,
  modelId: row.model_id,
  term: row.term,
  kmPackage: row.km_package,
  quantity: row.quantity,
  protection: row.protection,
  tireAndWindshield: row.tire_and_windshield,
  swapSubscriptionId: row.swap_subscription_id,
  createdAt: new Date(row.created_at),
});

const rowOf = (item: CartItemRecord) => ({
  id: item.id,
  user_id: item.userId,
  model_id: item.modelId,
  term: item.term,
  km_package: item.kmPackage,
  quantity: item.quantity,
  protection: item.protection,
  tire_and_windshield: item.tireAndWindshield,
  swap_subscription_id: item.swapSubscriptionId,
  created_at: item.createdAt,
});

export const sqlCarts = (db: Kysely<Database>): CartRepository => ({
  lock: (userId) => lockUserRow(db, userId),
  items: async (userId) =>
    (
      await db
        .selectFrom('cart_items')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map(itemOf),
  unmarkSwap: async (userId) => {
    await db
      .updateTable('cart_items')
      .set({ swap_subscription_id: null })
      .where('user_id', '=', userId)
      .where('swap_subscription_id', 'is not', null)
      .execute();
  },
  add: async (item) => {
    await db.insertInto('cart_items').values(rowOf(item)).execute();
  },
  update: async (item) => {
    await db
      .updateTable('cart_items')
      .set(rowOf(item))
      .where('id', '=', item.id)
      .where('user_id', '=', item.userId)
      .execute();
  },
  remove: async (userId, itemIds) => {
    if (itemIds.length === 0) return;
    await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', itemIds).execute();
  },
  clear: async (userId) => {
    await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    await db.deleteFrom('carts').where('user_id', '=', userId).execute();
  },
});

export const sqlBusinessIds = (db: Kysely<Database>): BusinessIds => ({
  nextNumber: async () => {
    const { rows } = await sql<{ n: string }>`select nextval('business_numbers') as n`.execute(db);
    return Number(rows[0]?.n);
  },
  // Fleet deals are numbered f-2001, f-2002, … from a sequence (migration 0024), so orders placed
  // at once never take the same number.
  nextFleetDealId: async () => {
    const { rows } = await sql<{ n: string }>`select nextval('fleet_deal_ids') as n`.execute(db);
    return `f-${rows[0]?.n}`;
  },
});

/**
 * Lets the fleet deal numbers continue after the highest stored one; for writers that store fleet
 * deals under numbers of their own (the demo data, also when the provider states write it anew).
 */
export const continueFleetDealIds = async (db: Kysely<Database>): Promise<void> => {
  await sql`select setval('fleet_deal_ids', coalesce(
    (select max(substring(id from 3)::integer) from deals where id ~ '^f-[0-9]+$'), 2000))`.execute(db);
};
