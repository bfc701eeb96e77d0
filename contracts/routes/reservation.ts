import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, post } from '../route-builders.ts';

/**
 * The contract of a consumer's reservation (consumer spec §4 "reservation": the banner asks to open
 * and sign the contract, which must be signed within three days). The specification leaves the
 * calls open; ours (docs/ui/consumer.md "Signing the reservation's contract"): read the contract, then sign
 * it by confirming and typing one's name. Signed once, the order is being checked (SIGNED).
 */

export const ReservationContractStatus = t.keyof({ UNSIGNED: null, SIGNED: null, EXPIRED: null });

export const ReservationContract = t.type({
  contract_number: t.string,
  status: ReservationContractStatus,
  created_at: DateText,
  signing_deadline: DateText,
  signed_at: nullable(DateText),
  signer_name: nullable(t.string),
  customer_name: t.string,
  car: t.type({ oem: nullable(t.string), model: nullable(t.string) }),
  /** Monthly rate in cents. */
  amount: nullable(t.Int),
  term: nullable(t.number),
  mileage_package: nullable(t.number),
  /** Deductibles in cents. */
  damage_deductible_vollkasko: nullable(t.number),
  damage_deductible_teilkasko: nullable(t.number),
});

export const ContractSignature = t.type({ confirmed: t.boolean, signer_name: t.string });

/** d-1003 of the demo data: reserved 20 hours before the demo's now, its contract not yet signed. */
export const RESERVATION_OPEN = 'customer kunde@demo.example with a reservation d-1003 awaiting signature';
export const RESERVATION_SIGNED = 'customer kunde@demo.example whose reservation d-1003 is signed';
export const RESERVATION_LAPSED = 'customer kunde@demo.example whose reservation d-1003 has lapsed';

const params = { id: 'd-1003' };
const unsigned = {
  contract_number: 'V-D-1003',
  status: 'UNSIGNED',
  created_at: '2026-11-22T13:00:00.000Z',
  signing_deadline: '2026-11-25T13:00:00.000Z',
  signed_at: null,
  signer_name: null,
  customer_name: 'Kim Kunde',
  car: { oem: 'Fiat', model: '500e' },
  amount: 39_900,
  term: 12,
  mileage_package: 1000,
  damage_deductible_vollkasko: 100_000,
  damage_deductible_teilkasko: 50_000,
};
const notFound = {
  state: RESERVATION_OPEN,
  params: { id: 'd-9999' },
  status: 404,
  code: 'not_found',
} as const;
const businessUser = { state: BUSINESS_ADMIN, params, status: 403, code: 'forbidden' } as const;

export const reservationRoutes = {
  getReservationContract: get({
    name: 'getReservationContract',
    path: '/portal/api/bff/deals/{id}/contract',
    response: data(ReservationContract),
    errors: ['not_found', 'forbidden'],
    access: 'consumer',
    summary:
      "The reservation's contract to read: the order's terms, the signing deadline (3 days after the order) and, once signed, who signed when.",
    area: 'reservation',
    example: { state: RESERVATION_OPEN, params, response: { data: unsigned } },
    errorExamples: [
      // d-1001 was never a reservation: there is no contract to sign.
      { state: RESERVATION_OPEN, params: { id: 'd-1001' }, status: 404, code: 'not_found' },
      businessUser,
    ],
  }),
  signReservationContract: post({
    name: 'signReservationContract',
    path: '/portal/api/bff/deals/{id}/contract/signature',
    body: ContractSignature,
    response: data(ReservationContract),
    // conflict: signed already; not_eligible: the reservation has lapsed; bad_request: no
    // confirmation or another name than the contract's.
    errors: ['not_found', 'forbidden', 'conflict', 'not_eligible', 'bad_request'],
    access: 'consumer',
    summary:
      'Signs the contract of a reservation that still runs: confirmed as read, signed with the name it states. The order moves to SIGNED; exactly once.',
    area: 'reservation',
    example: {
      state: RESERVATION_OPEN,
      params,
      body: { confirmed: true, signer_name: 'Kim Kunde' },
      response: {
        data: {
          ...unsigned,
          status: 'SIGNED',
          signed_at: '2026-11-23T09:00:00.000Z',
          signer_name: 'Kim Kunde',
        },
      },
    },
    errorExamples: [
      { state: RESERVATION_SIGNED, params, status: 409, code: 'conflict' },
      { state: RESERVATION_LAPSED, params, status: 409, code: 'not_eligible' },
      {
        state: RESERVATION_OPEN,
        params,
        body: { confirmed: false, signer_name: 'Kim Kunde' },
        status: 400,
        code: 'bad_request',
      },
      notFound,
      businessUser,
    ],
  }),
};
