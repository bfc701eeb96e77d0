import type * as t from 'io-ts';
import { err, ok } from 'neverthrow';
import type { NextCarBooking } from '../../../../contracts/routes/next-car.ts';
import { bookNextCar, type NextCarError, nextCarOptions } from '../../../../core/next-car/use-cases.ts';
import { sqlNextCarStore, sqlNextCarTransaction } from '../../../sql/next-car-store.ts';
import type { BffContext } from '../bff-context.ts';
import type { Failure, Handler } from '../handler.ts';

/**
 * The next car of a consumer's running subscription (contracts/routes/next-car.ts, core/next-car).
 * The route's access level keeps business users out (403); the deal is looked up among the
 * caller's own (another owner's: 404). The booking runs in one transaction holding the current
 * deal's row lock, and the database keeps one booking per deal and one deal per voucher.
 */

const failureOf = (error: NextCarError): Failure => {
  switch (error.code) {
    case 'not_found':
      return { code: 'not_found' };
    case 'bad_request':
      return {
        code: 'bad_request',
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([field, text]) => [`body.${field}`, text]),
        ),
      };
    default:
      return { code: error.code, message: error.message };
  }
};

export const nextCarHandlers = (bff: BffContext): Record<string, Handler> => ({
  getNextCarOptions: async ({ user, params, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const options = await nextCarOptions(sqlNextCarStore(bff.db), user, params.id ?? '', now);
    if (options.isErr()) return err(failureOf(options.error));
    const o = options.value;
    return ok({
      body: {
        data: {
          deal_id: o.dealId,
          current_car: o.currentCar,
          swap_same_day: o.swapSameDay,
          delivery_dates: o.deliveryDates,
          models: o.models.map((m) => ({
            ...m,
            prices: m.prices.map(({ term, monthly }) => ({ term, monthly })),
          })),
          km_packages: o.kmPackages,
          protections: o.protections,
          vouchers: o.vouchers.map((v) => ({ code: v.code, valid_until: v.validUntil, value: v.value })),
          loyalty_level: o.loyaltyLevel,
        },
      },
    });
  },
  bookNextCar: async ({ user, params, body, now }) => {
    if (!user) return err({ code: 'unauthorized' });
    const decoded = body as t.TypeOf<typeof NextCarBooking>;
    const input = { ...decoded, voucherCode: decoded.voucherCode ?? null };
    const booked = await bookNextCar(sqlNextCarTransaction(bff.db), user, params.id ?? '', input, now);
    if (booked.isErr()) return err(failureOf(booked.error));
    const b = booked.value;
    return ok({
      status: 201,
      body: {
        data: {
          id: b.id,
          current_deal_id: b.currentDealId,
          contract_number: b.contractNumber,
          reservation_expires_at: b.reservationExpiresAt.toISOString(),
          car: b.car,
          term: b.term,
          mileage_package: b.kmPackage,
          protection: b.protection,
          delivery_date: b.deliveryDate,
          swap_same_day: b.swapSameDay,
          voucher_code: b.voucherCode,
          price: {
            monthly: b.price.monthlyPrice,
            first_monthly: b.price.firstMonthlyPrice,
            voucher_discount: b.price.voucherDiscount,
            delivery_fee: b.price.deliveryFee,
            deductible: b.price.deductible,
          },
        },
      },
    });
  },
});
