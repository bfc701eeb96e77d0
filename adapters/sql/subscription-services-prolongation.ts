import type { Kysely } from 'kysely';
import type { InsuranceChanges, InsuranceStore } from '../../core/insurance/ports.ts';
import type { ProlongationChanges, ProlongationStore } from '../../core/prolongation/ports.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';
import { sqlDealChanges } from './subscription-services-deal-changes.ts';

const isProlonged = (db: Kysely<Database>) => async (dealId: string) =>
  (await db
    .selectFrom('prolongations')
    .select('deal_id')
    .where('deal_id', '=', dealId)
    .executeTakeFirst()) !== undefined;

const prolongationChanges = (trx: Kysely<Database>): ProlongationChanges => ({
  ...sqlDealChanges(trx),
  isProlonged: isProlonged(trx),
  recordProlongation: async (prolongation) => {
    await trx
      .insertInto('prolongations')
      .values({
        deal_id: prolongation.dealId,
        prolonged_by: prolongation.userId,
        term: prolongation.term,
        monthly_price_cents: prolongation.monthlyPrice,
        previous_return_date: prolongation.previousReturnDate.slice(0, 10),
        new_return_date: prolongation.newReturnDate.slice(0, 10),
        prolonged_at: prolongation.at,
      })
      .execute();
  },
});

export const sqlProlongationStore = (db: Kysely<Database>): ProlongationStore => ({
  offersFor: async (dealId) => {
    const rows = await db
      .selectFrom('prolongation_offers')
      .select(['term', 'monthly_net_cents'])
      .where('deal_id', '=', dealId)
      .execute();
    return rows.map((row) => ({ term: row.term, monthly_net: cents(row.monthly_net_cents) }));
  },
  isProlonged: isProlonged(db),
  inTransaction: (work) => db.transaction().execute((trx) => work(prolongationChanges(trx))),
});

const addonsOf = (db: Kysely<Database>) => async (dealId: string) =>
  (await db.selectFrom('insurance_bookings').select('addon_id').where('deal_id', '=', dealId).execute()).map(
    (row) => row.addon_id,
  );

const insuranceChanges = (trx: Kysely<Database>): InsuranceChanges => ({
  ...sqlDealChanges(trx),
  addonsOf: addonsOf(trx),
  recordBooking: async (booking) => {
    await trx
      .insertInto('insurance_bookings')
      .values({
        deal_id: booking.dealId,
        addon_id: booking.addonId,
        booked_by: booking.userId,
        monthly_price_cents: booking.monthlyPrice,
        booked_at: booking.at,
      })
      .execute();
  },
});

export const sqlInsuranceStore = (db: Kysely<Database>): InsuranceStore => ({
  addonsOf: addonsOf(db),
  inTransaction: (work) => db.transaction().execute((trx) => work(insuranceChanges(trx))),
});
