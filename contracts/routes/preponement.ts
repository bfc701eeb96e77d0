import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, post } from '../route-builders.ts';
import { HandoverData } from './handover.ts';

/**
 * Accept preponement (consumer spec §2 names the module only; the design is docs/bff/preponement.md):
 * the provider offers an ordered car's delivery on an earlier day; the customer accepts (the planned
 * delivery moves, address and slot stay, no fee) or declines it.
 */

/** The open offer: the earlier day, the planned day it replaces, the last day it holds, the kept slot. */
export const PreponementOfferData = t.type({
  offered_date: DateText,
  planned_delivery_date: DateText,
  valid_until: DateText,
  expires_at: t.string,
  slot: nullable(t.type({ value: t.union([t.string, t.number]), formatted_time: t.string })),
});

/** d-1008 of the demo data: delivery planned in 4 days (2026-11-27), offered in 2 (2026-11-25). */
export const PREPONEMENT_OFFERED =
  'customer kunde@demo.example with a CREATED deal d-1008 offered an earlier delivery';
export const PREPONEMENT_EXPIRED =
  'customer kunde@demo.example with a CREATED deal d-1008 whose earlier-delivery offer expired';
export const PREPONEMENT_DECLINED =
  'customer kunde@demo.example with a CREATED deal d-1008 that declined the earlier-delivery offer';

const params = { id: 'd-1008' };
const notFound = {
  state: PREPONEMENT_OFFERED,
  params: { id: 'd-9999' },
  status: 404,
  code: 'not_found',
} as const;
const businessUser = { state: BUSINESS_ADMIN, params, status: 403, code: 'forbidden' } as const;
const handoverAfter = (date: string) => ({
  data: {
    handover_firstname: 'Kim',
    handover_lastname: 'Kunde',
    handover_street: 'Leopoldstraße',
    handover_housenumber: '12',
    handover_zip: '80802',
    handover_city: 'München',
    handover_phone_number: '+4915123456789',
    planned_delivery_date: date,
    preferred_delivery_date: date,
    slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
  },
});
const refusals = [
  { state: PREPONEMENT_EXPIRED, params, status: 410, code: 'offer_expired' },
  { state: PREPONEMENT_DECLINED, params, status: 409, code: 'conflict' },
  notFound,
  businessUser,
] as const;

export const preponementRoutes = {
  getPreponementOffer: get({
    name: 'getPreponementOffer',
    path: '/portal/api/bff/deals/{id}/preponement',
    // null while no offer holds (none made, answered or expired).
    response: data(nullable(PreponementOfferData)),
    errors: ['not_found', 'forbidden'],
    access: 'consumer',
    summary:
      'The open offer of an earlier delivery day (offered and planned day, last valid day, kept slot), or null.',
    area: 'handover',
    example: {
      state: PREPONEMENT_OFFERED,
      params,
      response: {
        data: {
          offered_date: '2026-11-25',
          planned_delivery_date: '2026-11-27',
          valid_until: '2026-11-24',
          expires_at: '2026-11-24T23:00:00.000Z',
          slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
        },
      },
    },
    errorExamples: [notFound, businessUser],
  }),
  acceptPreponement: post({
    name: 'acceptPreponement',
    path: '/portal/api/bff/deals/{id}/preponement/accept',
    response: data(HandoverData),
    // offer_expired: expired, no longer earlier than the planned day, or never made; conflict: answered.
    errors: ['not_found', 'forbidden', 'offer_expired', 'conflict'],
    access: 'consumer',
    summary:
      'Accepts the earlier delivery day: the planned delivery moves there, address and slot stay, no change fee.',
    area: 'handover',
    example: { state: PREPONEMENT_OFFERED, params, response: handoverAfter('2026-11-25') },
    errorExamples: refusals,
  }),
  declinePreponement: post({
    name: 'declinePreponement',
    path: '/portal/api/bff/deals/{id}/preponement/decline',
    response: data(HandoverData),
    errors: ['not_found', 'forbidden', 'offer_expired', 'conflict'],
    access: 'consumer',
    summary:
      'Declines the earlier delivery day: the planned delivery stays and the offer is no longer shown.',
    area: 'handover',
    example: { state: PREPONEMENT_OFFERED, params, response: handoverAfter('2026-11-27') },
    errorExamples: refusals,
  }),
};
