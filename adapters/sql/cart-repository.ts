import { type Kysely, type Selectable, sql } from 'kysely';
import type { BusinessIds, CartItemRecord, CartRepository } from '../../core/cart/ports.ts';
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
  created_at: item.createdAt,
});

export const sqlCarts = (db: Kysely<Database>): CartRepository => ({
  // The user's row stands for the cart, which may have no row of its own; NO KEY UPDATE leaves
  // rows that refer to the user (sessions, cart items) free to be written meanwhile.
  lock: async (userId) => {
    await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  },
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
  swapSubscriptionId: async (userId) =>
    (
      await db
        .selectFrom('carts')
        .select('swap_subscription_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.swap_subscription_id ?? null,
  setSwapSubscriptionId: async (userId, subscriptionId) => {
    await db
      .insertInto('carts')
      .values({ user_id: userId, swap_subscription_id: subscriptionId })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ swap_subscription_id: subscriptionId }),
      )
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
  // Fleet deals are numbered f-2001, f-2002, …: the next one after the highest. Two transactions
  // placing orders at once would both take the same number: the lock lets one number at a time,
  // until its transaction has written the deal and ended.
  nextFleetDealId: async () => {
    await sql`select pg_advisory_xact_lock(hashtext('fleet deal ids'))`.execute(db);
    const { rows } = await sql<{ n: number | null }>`
      select max(substring(id from 3)::integer) as n from deals where id ~ '^f-[0-9]+$'`.execute(db);
    return `f-${(rows[0]?.n ?? 2000) + 1}`;
  },
});
