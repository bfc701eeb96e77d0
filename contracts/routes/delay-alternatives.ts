import * as t from 'io-ts';
import { TRANSITION_PROTECTIONS } from '../../core/deals/transition-vehicle.ts';
import { Cents, DateText, nullable, oneOf } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, post } from '../route-builders.ts';

/**
 * The consumer transition-vehicle modal (consumer spec §2; terms of business spec §9), reached from
 * the delay alternatives of a delayed delivery. The delay itself is read from the handover and its
 * metadata, which the portal already asks for; these calls read and make the request. Fields are
 * named as the fleet's transition-car answer (contracts/routes/orders.ts), which has the same terms.
 */

const Protection = oneOf(TRANSITION_PROTECTIONS, 'TransitionProtection');

export const TransitionVehicleRequest = t.type({
  deliveryBy: DateText,
  kilometresPerMonth: t.Int,
  protection: Protection,
  fullCoverageDeductible: Cents,
  partialCoverageDeductible: Cents,
  tireAndWindshieldDeductible: nullable(Cents),
  requestedAt: DateText,
});

export const TransitionVehicleStatus = t.type({
  eligible: t.boolean,
  request: nullable(TransitionVehicleRequest),
});

/** d-1008 of the demo data: CREATED, delivery planned in 4 days with a deviation of 2 weeks. */
export const DELAYED_DEAL = 'customer kunde@demo.example with a delayed CREATED deal d-1008';
export const DELAYED_DEAL_WITH_TRANSITION_VEHICLE = `${DELAYED_DEAL} and a requested transition vehicle`;
const delayed = { id: 'd-1008' };

const request = {
  deliveryBy: '2026-11-30',
  kilometresPerMonth: 1000,
  protection: 'premium',
  fullCoverageDeductible: 50000,
  partialCoverageDeductible: 50000,
  tireAndWindshieldDeductible: 0,
  requestedAt: '2026-11-23T10:00:00.000Z',
};

export const delayAlternativeRoutes = {
  getDealTransitionVehicle: get({
    name: 'getDealTransitionVehicle',
    path: '/portal/api/bff/deals/{id}/transition-vehicle',
    response: data(TransitionVehicleStatus),
    errors: ['not_found', 'forbidden'],
    access: 'consumer',
    summary:
      'Whether a transition car can be requested for the deal (not yet handed over, none yet) and the request made, if any.',
    area: 'delay-alternatives',
    example: {
      state: DELAYED_DEAL_WITH_TRANSITION_VEHICLE,
      params: delayed,
      response: { data: { eligible: false, request } },
    },
    errorExamples: [
      { state: DELAYED_DEAL, params: { id: 'f-2001' }, status: 404, code: 'not_found' },
      // The business portal has its order dialog (requestTransitionVehicle).
      { state: BUSINESS_ADMIN, params: { id: 'f-2003' }, status: 403, code: 'forbidden' },
    ],
  }),
  requestDealTransitionVehicle: post({
    name: 'requestDealTransitionVehicle',
    path: '/portal/api/bff/deals/{id}/transition-vehicle',
    body: t.type({ protection: Protection, tireAndWindshield: t.boolean }),
    response: data(TransitionVehicleRequest),
    errors: ['not_found', 'bad_request', 'forbidden', 'not_eligible', 'already_booked'],
    access: 'consumer',
    summary:
      'Requests a transition car until the ordered car arrives (one per deal, before handover): within 7 days, 1,000 km a month, deductibles 1,000 / 500 EUR (premium 500; tyre and windscreen 0).',
    area: 'delay-alternatives',
    example: {
      state: DELAYED_DEAL,
      params: delayed,
      body: { protection: 'premium', tireAndWindshield: true },
      status: 201,
      response: { data: request },
    },
    errorExamples: [
      { state: DELAYED_DEAL, params: { id: 'f-2001' }, status: 404, code: 'not_found' },
      { state: BUSINESS_ADMIN, params: { id: 'f-2003' }, status: 403, code: 'forbidden' },
      // The car of d-1001 is with the customer: no transition car.
      { state: DELAYED_DEAL, params: { id: 'd-1001' }, status: 409, code: 'not_eligible' },
      { state: DELAYED_DEAL_WITH_TRANSITION_VEHICLE, status: 409, code: 'already_booked' },
    ],
  }),
} as const;
