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
  addReading: async (reading) => {
    await db
      .insertInto('mileage_readings')
      .values({
        deal_id: reading.dealId,
        reported_by: reading.userId,
        mileage: reading.mileage,
        reported_at: reading.at,
      })
      .execute();
  },
  inTransaction: (work) => db.transaction().execute((trx) => work(mileageChanges(trx))),
});
