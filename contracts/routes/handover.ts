import * as t from 'io-ts';
import { CHANGE_FEE_TYPES } from '../../core/handover/rules.ts';
import { Cents, DateText, nullable, oneOf } from '../codecs.ts';
import { data, fields, get, post } from '../route-builders.ts';

/**
 * Handover (delivery) of a deal: consumer spec §3 "Handover data", §7 reads and writes; business
 * spec §3 "Handover", §7. Money is integer cents, as core/handover holds it (HandoverChangeFee).
 */

export const DateSlot = t.type({
  date: DateText,
  available_slots: t.array(t.type({ formatted_time: t.string, value: t.union([t.string, t.number]) })),
});

export const HandoverAddress = t.partial({
  handover_firstname: nullable(t.string),
  handover_lastname: nullable(t.string),
  handover_street: nullable(t.string),
  handover_housenumber: nullable(t.string),
  handover_zip: nullable(t.string),
  handover_city: nullable(t.string),
  handover_address_extra: nullable(t.string),
  handover_phone_number: nullable(t.string),
  handover_email: nullable(t.string),
});

export const HandoverData = t.intersection([
  HandoverAddress,
  t.partial({
    planned_delivery_date: nullable(DateText),
    preferred_delivery_date: nullable(DateText),
    actual_handover_date: nullable(DateText),
    slot: nullable(t.type({ value: t.union([t.string, t.number]), formatted_time: t.string })),
    fee: nullable(Cents),
    availabilities: t.array(DateText),
    address_changeable: t.boolean,
  }),
]);

/** The handover payload (consumer spec §3): the change fee is asked for only when the eight are filled. */
export const HandoverPayload = fields(
  {
    handover_firstname: t.string,
    handover_lastname: t.string,
    handover_housenumber: t.string,
    handover_street: t.string,
    handover_city: t.string,
    handover_zip: t.string,
    handover_phone_number: t.string,
    preferred_handover_date: DateText,
  },
  { handover_address_extra: nullable(t.string), handover_email: nullable(t.string) },
  'HandoverPayload',
);

/**
 * The change fee (consumer spec §3 "Change fee: amount, fee, type"): `amount` is what the change
 * costs, `fee` the fee in it; `type` short_notice for a change at short notice (249 EUR, §9).
 */
export const ChangeFee = t.intersection([
  t.type({ amount: Cents, fee: Cents }),
  t.partial({ type: nullable(oneOf(CHANGE_FEE_TYPES, 'ChangeFeeType')) }),
]);

/** Kim Kunde's handover address, the example of every handover call. */
export const exampleHandoverAddress = {
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_phone_number: '+4915123456789',
};

/**
 * d-1008 of the demo data (adapters/sql/seed.ts): CREATED, delivery planned in 4 days with a
 * deviation of 2 weeks (the low-confidence banner), so a change now comes at short notice. d-1002
 * has no planned date yet (the handover-coordination banner).
 */
const PLANNED_HANDOVER =
  'customer kunde@demo.example with a CREATED deal d-1008 planned for delivery in 4 days';
const plannedParams = { id: 'd-1008' };
const changeRequest = { ...exampleHandoverAddress, preferred_handover_date: '2026-11-27' };

export const handoverRoutes = {
  getHandover: get({
    name: 'getHandover',
    path: '/portal/api/bff/deals/{id}/handover',
    response: data(HandoverData),
    errors: ['not_found'],
    access: 'signed-in',
    summary:
      'The handover of a deal: planned, preferred and actual date, slot, fee, availabilities, address.',
    origin: 'specification',
    area: 'handover',
    example: {
      state: PLANNED_HANDOVER,
      params: plannedParams,
      response: {
        data: {
          ...exampleHandoverAddress,
          planned_delivery_date: '2026-11-26',
          preferred_delivery_date: '2026-11-26',
          actual_handover_date: null,
          slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
          fee: 20924,
          availabilities: ['2026-11-26', '2026-11-27', '2026-11-30'],
          address_changeable: true,
        },
      },
    },
    errorExamples: [{ state: PLANNED_HANDOVER, params: { id: 'd-9999' }, status: 404, code: 'not_found' }],
  }),
  getHandoverMetadata: get({
    name: 'getHandoverMetadata',
    path: '/portal/api/bff/deals/{id}/handover-metadata',
    query: t.partial({ customer_postcode: t.string }),
    response: data(
      t.partial({
        availability_confidence: nullable(t.partial({ deviation_in_weeks: nullable(t.number) })),
        availabilities: t.array(DateSlot),
      }),
    ),
    errors: ['not_found'],
    access: 'signed-in',
    summary: 'Delivery availabilities for a postcode and how confident the delivery date is.',
    origin: 'specification',
    area: 'handover',
    example: {
      state: PLANNED_HANDOVER,
      params: plannedParams,
      query: { customer_postcode: '80802' },
      response: {
        data: {
          availability_confidence: { deviation_in_weeks: 2 },
          availabilities: [
            { date: '2026-11-26', available_slots: [{ formatted_time: '11:00 – 12:00', value: '11:00' }] },
            { date: '2026-11-27', available_slots: [{ formatted_time: '11:00 – 12:00', value: '11:00' }] },
          ],
        },
      },
    },
    errorExamples: [{ state: PLANNED_HANDOVER, params: { id: 'd-9999' }, status: 404, code: 'not_found' }],
  }),
  getHandoverChangeFee: post({
    name: 'getHandoverChangeFee',
    path: '/portal/api/bff/deals/{id}/handover-change-fee',
    body: HandoverPayload,
    response: data(ChangeFee),
    errors: ['not_found', 'bad_request'],
    access: 'signed-in',
    summary:
      'The fee a handover change costs (short notice: 249 EUR); asked only with all eight fields filled.',
    origin: 'specification',
    area: 'handover',
    example: {
      state: PLANNED_HANDOVER,
      params: plannedParams,
      body: changeRequest,
      response: { data: { amount: 24900, fee: 24900, type: 'short_notice' } },
    },
    errorExamples: [
      // Without the phone number the eight fields are not all filled (consumer spec §5): 400.
      {
        state: PLANNED_HANDOVER,
        params: plannedParams,
        body: {
          handover_firstname: 'Kim',
          handover_lastname: 'Kunde',
          handover_street: 'Leopoldstraße',
          handover_housenumber: '12',
          handover_zip: '80802',
          handover_city: 'München',
          preferred_handover_date: '2026-11-27',
        },
        status: 400,
        code: 'bad_request',
      },
      {
        state: PLANNED_HANDOVER,
        params: { id: 'd-9999' },
        body: changeRequest,
        status: 404,
        code: 'not_found',
      },
    ],
  }),
};
