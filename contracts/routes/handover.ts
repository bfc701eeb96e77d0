import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { CONSUMER_CREATED_DEAL, data, fields, get, post } from '../route-builders.ts';

/** Handover (delivery) of a deal: consumer spec §3 "Handover data", §7 reads and writes. */

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
    fee: nullable(t.number),
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

export const ChangeFee = t.intersection([
  t.type({ amount: t.number, fee: t.number }),
  t.partial({ type: nullable(t.literal('short_notice')) }),
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
      state: CONSUMER_CREATED_DEAL,
      params: { id: 'd-1002' },
      response: {
        data: {
          ...exampleHandoverAddress,
          planned_delivery_date: '2026-12-03',
          preferred_delivery_date: '2026-12-03',
          actual_handover_date: null,
          slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
          fee: 0,
          availabilities: ['2026-12-03', '2026-12-04'],
          address_changeable: true,
        },
      },
    },
    errorExamples: [
      { state: CONSUMER_CREATED_DEAL, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
    ],
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
      state: CONSUMER_CREATED_DEAL,
      params: { id: 'd-1002' },
      query: { customer_postcode: '80802' },
      response: {
        data: {
          availability_confidence: { deviation_in_weeks: 1 },
          availabilities: [
            { date: '2026-12-03', available_slots: [{ formatted_time: '11:00 – 12:00', value: '11:00' }] },
          ],
        },
      },
    },
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
      state: CONSUMER_CREATED_DEAL,
      params: { id: 'd-1002' },
      body: { ...exampleHandoverAddress, preferred_handover_date: '2026-11-25' },
      response: { data: { amount: 24900, fee: 249, type: 'short_notice' } },
    },
  }),
};
