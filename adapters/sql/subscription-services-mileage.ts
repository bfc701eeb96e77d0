import type { Kysely } from 'kysely';
import type { MileageChanges, MileageStore } from '../../core/mileage/ports.ts';
import { berlinDayOfInstant, toIsoDate } from '../../core/shared/calendar-days.ts';
import { cents } from '../../core/shared/money.ts';
import type { Database } from './schema.ts';
import { sqlDealChanges } from './subscription-services-deal-changes.ts';

const mileageChanges = (trx: Kysely<Database>): MileageChanges => ({
  ...sqlDealChanges(trx),
  recordPackageChange: async (change) => {
    await trx
      .insertInto('mileage_package_changes')
      .values({
        deal_id: change.dealId,
        changed_by: change.userId,
        from_package: change.from,
        to_package: change.to,
        monthly_fee_change_cents: change.monthlyFeeChange,
        one_time_payment_cents: change.oneTimePayment,
        changed_at: change.at,
      })
      .execute();
  },
  recordExtraMileage: async (booking) => {
    await trx
      .insertInto('extra_mileage_bookings')
      .values({
        deal_id: booking.dealId,
        booked_by: booking.userId,
        kilometres: booking.kilometres,
        amount_cents: booking.amount,
        booked_at: booking.at,
      })
      .execute();
  },
  extraMileageBookedSince: async (dealId, kilometres, since) => {
    const row = await trx
      .selectFrom('extra_mileage_bookings')
      .select(['deal_id', 'booked_by', 'kilometres', 'amount_cents', 'booked_at'])
      .where('deal_id', '=', dealId)
      .where('kilometres', '=', kilometres)
      .where('booked_at', '>', since)
      .orderBy('booked_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row
      ? {
          dealId: row.deal_id,
          userId: row.booked_by,
          kilometres: row.kilometres,
          amount: cents(row.amount_cents),
          at: new Date(row.booked_at),
        }
      : undefined;
  },
  lastReading: async (dealId) =>
    (
      await trx
        .selectFrom('mileage_readings')
        .select('mileage')
        .where('deal_id', '=', dealId)
        .orderBy('reported_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    )?.mileage,
  addReading: async (reading) => {
    await trx
      .insertInto('mileage_readings')
      .values({
        deal_id: reading.dealId,
        reported_by: reading.userId,
        mileage: reading.mileage,
        reported_at: reading.at,
      })
      .execute();
  },
});

export const sqlMileageStore = (db: Kysely<Database>): MileageStore => ({
  packagePrices: async () => {
    const rows = await db
      .selectFrom('mileage_package_prices')
      .selectAll()
      .orderBy('mileage_package')
      .execute();
    return rows.map((row) => ({
      mileage_package: row.mileage_package,
      monthly_fee: cents(row.monthly_fee_cents),
    }));
  },
  readingsOf: async (dealId) => {
    const rows = await db
      .selectFrom('mileage_readings')
      .select(['mileage', 'reported_at'])
      .where('deal_id', '=', dealId)
      .orderBy('reported_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      mileage: row.mileage,
      day: toIsoDate(berlinDayOfInstant(new Date(row.reported_at))),
    }));
  },
  inTransaction: (work) => db.transaction().execute((trx) => work(mileageChanges(trx))),
});
