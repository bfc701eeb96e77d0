import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, post } from '../route-builders.ts';

/**
 * The next car of a consumer's running subscription (consumer spec §2 "book a follow-up
 * subscription with a new car", §4 swap banner, §1 "one voucher per booking"). The specification
 * leaves the calls open; ours (docs/ui/shop.md "The next car"): read what can be chosen, then book.
 * The booking is a follow-up deal reserved for signing (NOT_SIGNED, 3 days), linked to the current
 * deal; a same-day swap deal's next car comes on its return day. Exactly once per current deal.
 */

export const NextCarOptions = t.type({
  deal_id: t.string,
  current_car: t.string,
  swap_same_day: t.boolean,
  /** The days the next car can come on (ISO dates, Berlin). */
  delivery_dates: t.array(DateText),
  models: t.array(
    t.type({
      id: t.string,
      brand: t.string,
      version: t.string,
      /** Monthly rates in cents per term, with the included km package and base protection. */
      prices: t.array(t.type({ term: t.number, monthly: t.Int })),
    }),
  ),
  km_packages: t.array(t.number),
  protections: t.array(t.type({ id: t.string, surcharge: t.Int, deductible: t.Int })),
  /** The customer's vouchers that can still be used; value in cents. */
  vouchers: t.array(t.type({ code: t.string, valid_until: DateText, value: t.Int })),
  loyalty_level: t.string,
});

/** Strings and numbers as typed: an empty choice is answered with the field's message, not a decode error. */
export const NextCarBooking = t.type({
  modelId: t.string,
  term: t.number,
  kmPackage: t.number,
  protection: t.string,
  deliveryDate: t.string,
  /** One voucher per booking (spec §1); null or empty for none. */
  voucherCode: nullable(t.string),
});

export const BookedNextCar = t.type({
  id: t.string,
  current_deal_id: t.string,
  contract_number: t.string,
  reservation_expires_at: DateText,
  car: t.type({ oem: t.string, model: t.string }),
  term: t.number,
  mileage_package: t.number,
  protection: t.string,
  delivery_date: DateText,
  swap_same_day: t.boolean,
  voucher_code: nullable(t.string),
  /** Cents. */
  price: t.type({
    monthly: t.Int,
    first_monthly: t.Int,
    voucher_discount: t.Int,
    delivery_fee: t.Int,
    deductible: t.Int,
  }),
});

/** Kim holds a loyalty voucher she has not used yet. */
export const CONSUMER_WITH_VOUCHER =
  'customer kunde@demo.example with an unused loyalty voucher TREUE-4K-KIM00001';
/** d-1001's next car is booked already. */
export const NEXT_CAR_BOOKED = 'customer kunde@demo.example whose ACTIVE deal d-1001 has its next car booked';

const params = { id: 'd-1001' };
const booking = {
  modelId: 'vw-id3',
  term: 12,
  kmPackage: 1500,
  protection: 'comfort',
  deliveryDate: '2026-12-15',
  voucherCode: 'TREUE-4K-KIM00001',
};
const businessUser = { state: BUSINESS_ADMIN, params, status: 403, code: 'forbidden' } as const;

export const nextCarRoutes = {
  getNextCarOptions: get({
    name: 'getNextCarOptions',
    path: '/portal/api/bff/deals/{id}/next-car',
    response: data(NextCarOptions),
    errors: ['not_found', 'forbidden', 'not_eligible', 'conflict'],
    access: 'consumer',
    summary:
      "What the next car of a running subscription can be: the models in stock with their rates, km and protection packages, the delivery days, the customer's usable vouchers.",
    area: 'next car',
    example: {
      state: CONSUMER_WITH_VOUCHER,
      params,
      response: {
        data: {
          deal_id: 'd-1001',
          current_car: 'Volkswagen ID.4 Pro',
          swap_same_day: false,
          delivery_dates: ['2026-12-14', '2026-12-15'],
          models: [
            {
              id: 'vw-id3',
              brand: 'Volkswagen',
              version: 'ID.3 Pro',
              prices: [{ term: 12, monthly: 39_900 }],
            },
          ],
          km_packages: [1500, 2000],
          protections: [{ id: 'base', surcharge: 0, deductible: 100_000 }],
          vouchers: [{ code: 'TREUE-4K-KIM00001', valid_until: '2027-11-22', value: 4_000 }],
          loyalty_level: 'gold',
        },
      },
    },
    errorExamples: [
      // d-1003 is a reservation, not a running subscription.
      { state: CONSUMER_WITH_VOUCHER, params: { id: 'd-1003' }, status: 409, code: 'not_eligible' },
      { state: CONSUMER_WITH_VOUCHER, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
      businessUser,
    ],
  }),
  bookNextCar: post({
    name: 'bookNextCar',
    path: '/portal/api/bff/deals/{id}/next-car',
    body: NextCarBooking,
    response: data(BookedNextCar),
    // conflict: a next car is booked for this deal already; not_eligible: no running subscription;
    // vehicle_unavailable: the last car went meanwhile; bad_request: the fields' messages.
    errors: ['not_found', 'forbidden', 'conflict', 'not_eligible', 'vehicle_unavailable', 'bad_request'],
    access: 'consumer',
    summary:
      'Books the next car: the follow-up deal, reserved for signing within 3 days and linked to the current deal, with at most one voucher off its first rate; exactly once per current deal.',
    area: 'next car',
    example: {
      state: CONSUMER_WITH_VOUCHER,
      params,
      body: booking,
      status: 201,
      response: {
        data: {
          id: 'd-5001',
          current_deal_id: 'd-1001',
          contract_number: 'V-D-5001',
          reservation_expires_at: '2026-11-26T09:00:00.000Z',
          car: { oem: 'Volkswagen', model: 'ID.3 Pro' },
          term: 12,
          mileage_package: 1500,
          protection: 'comfort',
          delivery_date: '2026-12-15',
          swap_same_day: false,
          voucher_code: 'TREUE-4K-KIM00001',
          price: {
            monthly: 41_400,
            first_monthly: 37_400,
            voucher_discount: 4_000,
            delivery_fee: 20_924,
            deductible: 75_000,
          },
        },
      },
    },
    errorExamples: [
      { state: NEXT_CAR_BOOKED, params, status: 409, code: 'conflict' },
      {
        state: CONSUMER_WITH_VOUCHER,
        params,
        body: { ...booking, protection: '', deliveryDate: '' },
        status: 400,
        code: 'bad_request',
      },
      { state: CONSUMER_WITH_VOUCHER, params: { id: 'd-1003' }, status: 409, code: 'not_eligible' },
      businessUser,
    ],
  }),
};
