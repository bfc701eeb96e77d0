import { type Kysely, sql } from 'kysely';
import type { SwapStore } from '../../core/fleet/swaps.ts';
import type { ReturnRecord } from '../../core/return/ports.ts';
import { type CarRow, carOf, fleetCarsQuery, refreshFleetList } from './fleet-list.ts';
import { sqlReturns } from './handover-return-store.ts';
import type { Database } from './schema.ts';

/**
 * A vehicle swap's storage: the order's link to the subscription it replaces (fleet_orders, whose
 * unique index fleet_orders_swap lets one order at most replace a subscription), and the replaced
 * car's pickup, in the transaction of the caller.
 */
export const sqlSwaps = (db: Kysely<Database>): SwapStore => ({
  lockReplaceable: async (companyId, subscriptionId) => {
    const row = await fleetCarsQuery(db)
      .where('d.company_id', '=', companyId)
      .where('d.id', '=', subscriptionId)
      .forUpdate('d')
      .executeTakeFirst();
    if (!row) return undefined;
    const by = await db
      .selectFrom('fleet_orders')
      .select('deal_id')
      .where('swap_subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    return { car: carOf(row as CarRow), swappedBy: by?.deal_id ?? null };
  },

  record: async ({ orderId, subscriptionId, handoverDate, pickup }) => {
    const values = {
      swap_subscription_id: subscriptionId,
      delivery_option: 'swap_delivery' as const,
      preliminary_delivery_date: handoverDate,
    };
    await db
      .insertInto('fleet_orders')
      .values({ deal_id: orderId, ...values })
      .onConflict((conflict) => conflict.column('deal_id').doUpdateSet(values))
      .execute();
    await planSwapPickup(db, pickup);
    await refreshFleetList(db, [orderId]);
  },
});

/** The replaced car's return, booked (or moved) as the swap's pickup; the deal shows it as booked. */
export const planSwapPickup = async (db: Kysely<Database>, pickup: ReturnRecord): Promise<void> => {
  await sqlReturns(db).save(pickup);
  // As core/return's submitReturn keeps the deal's fields in step with a booked return.
  await db
    .updateTable('deals')
    .set({
      data: sql`data || jsonb_build_object('return_type', ${pickup.return_type}::text, 'preferred_return_date', ${pickup.preferred_return_date}::text)`,
    })
    .where('id', '=', pickup.deal_id)
    .execute();
  await refreshFleetList(db, [pickup.deal_id]);
};
