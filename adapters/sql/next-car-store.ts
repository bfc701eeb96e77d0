import { type Kysely, sql } from 'kysely';
import type { NextCarStore, NextCarTransaction } from '../../core/next-car/ports.ts';
import { sqlCatalogue } from './catalogue-repository.ts';
import { lockedDealIn, sqlDeals } from './deal-repository.ts';
import { sqlDealUpdater } from './handover-return-store.ts';
import type { Database } from './schema.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The next car's reads and writes over one Kysely (a transaction's, for a booking). */
export const sqlNextCarStore = (db: Kysely<Database>): NextCarStore => {
  const catalogue = sqlCatalogue(db);
  const owner = (userId: string) => ({ kind: 'owner', userId }) as const;
  return {
    lockOwnDeal: (userId, dealId) => lockedDealIn(db, owner(userId), dealId),
    findOwnDeal: (userId, dealId) => sqlDeals(db).findIn(owner(userId), dealId),
    catalogue,
    takeCar: (modelId) => catalogue.take(modelId, 1),
    vouchersOf: async (userId) => {
      const rows = await db
        .selectFrom('loyalty_vouchers')
        .select([
          'code',
          'points',
          sql<string>`issued_on::text`.as('issued_on'),
          sql<string>`valid_until::text`.as('valid_until'),
          'used_for_deal_id',
        ])
        .where('user_id', '=', userId)
        .orderBy('issued_on', 'desc')
        .execute();
      return rows.map((row) => ({
        code: row.code,
        points: row.points,
        issuedOn: row.issued_on,
        validUntil: row.valid_until,
        usedForDealId: row.used_for_deal_id,
      }));
    },
    pointsOf: async (userId) =>
      (
        await db
          .selectFrom('loyalty_accounts')
          .select('points')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.points ?? 0,
    nextDealId: async () => {
      const { rows } = await sql<{ n: string }>`select nextval('consumer_deal_ids') as n`.execute(db);
      return `d-${rows[0]?.n}`;
    },
    addBooking: async (booking) => {
      const inserted = await db
        .insertInto('next_car_bookings')
        .values({
          current_deal_id: booking.currentDealId,
          follow_up_deal_id: booking.followUpDealId,
          user_id: booking.userId,
          voucher_code: booking.voucherCode,
          monthly_price_cents: booking.monthlyPrice,
          first_monthly_price_cents: booking.firstMonthlyPrice,
          delivery_fee_cents: booking.deliveryFee,
          delivery_date: booking.deliveryDate,
          swap_same_day: booking.swapSameDay,
          booked_at: booking.bookedAt,
        })
        .onConflict((conflict) => conflict.column('current_deal_id').doNothing())
        .returning('current_deal_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    // The unique index loyalty_vouchers_one_per_booking backs "one voucher per booking" (spec §1).
    markVoucherUsed: async (code, userId, dealId, today) => {
      const result = await db
        .updateTable('loyalty_vouchers')
        .set({ used_on: today, used_for_deal_id: dealId })
        .where('code', '=', code)
        .where('user_id', '=', userId)
        .where('used_for_deal_id', 'is', null)
        .where('valid_until', '>=', today)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    addFollowUpDeal: async (deal, userId, delivery) => {
      await sqlDeals(db).save(deal, { ownerUserId: userId, companyId: null, contactId: null });
      // Delivered where the current car was handed over, until the customer changes it.
      const from = delivery.from;
      await db
        .insertInto('handover_appointments')
        .values({
          deal_id: deal.id,
          method: 'delivery',
          preferred_delivery_date: delivery.date,
          planned_delivery_date: delivery.planned ? delivery.date : null,
          firstname: text(from.handover_firstname),
          lastname: text(from.handover_lastname),
          street: text(from.handover_street),
          housenumber: text(from.handover_housenumber),
          zip: text(from.handover_zip),
          city: text(from.handover_city),
          phone_number: text(from.handover_phone_number),
        })
        .execute();
    },
    linkFollowUp: (current, followUpDealId) =>
      sqlDealUpdater(db).update({ ...current, followup_subscription_id: followUpDealId }),
  };
};

export const sqlNextCarTransaction =
  (db: Kysely<Database>): NextCarTransaction =>
  (work) =>
    db.transaction().execute((trx) => work(sqlNextCarStore(trx)));
