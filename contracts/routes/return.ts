import * as t from 'io-ts';
import { RETURN_TYPES } from '../../core/deals/types.ts';
import { Cents, DateText, nullable, Ok, oneOf } from '../codecs.ts';
import {
  BUSINESS_ADMIN,
  CONSUMER_ACTIVE_DEAL,
  CONSUMER_CREATED_DEAL,
  data,
  fields,
  get,
  post,
} from '../route-builders.ts';
import { DateSlot } from './handover.ts';

/**
 * Return of a deal: consumer spec §3 "Return data", "Pre-return appraisal"; §7; business spec §3, §7.
 * Fees are integer cents. The appraisal, the return reason comment and the deposit refund belong to
 * the consumer portal only (the business variant hides them, consumer spec §1): 'consumer'.
 */

const ReturnType = oneOf(RETURN_TYPES, 'ReturnType');

const ReturnAddress = t.partial({
  street: nullable(t.string),
  house_number: nullable(t.string),
  zip: nullable(t.string),
  city: nullable(t.string),
  address_extra: nullable(t.string),
});

export const ReturnData = t.partial({
  address: nullable(ReturnAddress),
  planned_delivery_date: nullable(DateText),
  preferred_delivery_date: nullable(DateText),
  return_type: nullable(ReturnType),
  slot: nullable(t.type({ value: t.union([t.string, t.number]), formatted_time: t.string })),
});

/** The return change request (business spec §3); pickup needs the address and contact fields too. */
export const ReturnChangeRequest = fields(
  { return_type: ReturnType, preferred_return_date: DateText },
  {
    return_firstname: nullable(t.string),
    return_lastname: nullable(t.string),
    return_street: nullable(t.string),
    return_housenumber: nullable(t.string),
    return_city: nullable(t.string),
    return_zip: nullable(t.string),
    return_address_extra: nullable(t.string),
    return_phone_number: nullable(t.string),
    return_email: nullable(t.string),
  },
  'ReturnChangeRequest',
);

const pickupRequest = {
  return_type: 'PICKUP',
  preferred_return_date: '2026-12-18',
  return_firstname: 'Kim',
  return_lastname: 'Kunde',
  return_street: 'Leopoldstraße',
  return_housenumber: '12',
  return_city: 'München',
  return_zip: '80802',
  return_phone_number: '+4915123456789',
};

const dealParams = { id: 'd-1001' };
const subscriptionParams = { subscription_id: 'd-1001' };
/**
 * d-1001 of the demo data has its return window open and nothing planned yet (what the wizard's fee
 * and metadata calls need); the reads of a planned return and the appraisal need it booked first.
 */
export const RETURN_BOOKED =
  'customer kunde@demo.example with an ACTIVE deal d-1001 whose pickup return is booked';
/** A business user on a consumer-only call: refused before the deal is looked up. */
const businessRefused = {
  state: BUSINESS_ADMIN,
  params: { subscription_id: 'f-2001' },
  status: 403,
  code: 'forbidden',
} as const;

export const returnRoutes = {
  getReturn: get({
    name: 'getReturn',
    path: '/portal/api/bff/deals/{id}/return',
    response: data(ReturnData),
    errors: ['not_found'],
    access: 'signed-in',
    summary: 'The return of a deal: type, address, planned and preferred date, slot.',
    origin: 'specification',
    area: 'return',
    example: {
      state: RETURN_BOOKED,
      params: dealParams,
      response: {
        data: {
          return_type: 'PICKUP',
          address: {
            street: 'Leopoldstraße',
            house_number: '12',
            zip: '80802',
            city: 'München',
            address_extra: null,
          },
          planned_delivery_date: '2026-12-18',
          preferred_delivery_date: '2026-12-18',
          slot: { value: '10:00', formatted_time: '10:00 – 12:00' },
        },
      },
    },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
    ],
  }),
  getReturnMetadata: get({
    name: 'getReturnMetadata',
    path: '/portal/api/bff/deals/{id}/return-metadata',
    query: t.partial({ customer_postcode: t.string, return_type: ReturnType }),
    response: data(
      t.partial({
        return_fee: nullable(Cents),
        availabilities: t.array(DateSlot),
        compound_locations: t.array(
          t.type({ street: t.string, house_number: t.string, zip: t.string, city: t.string }),
        ),
        self_return_availabilities: t.array(DateSlot),
      }),
    ),
    errors: ['not_found'],
    access: 'signed-in',
    summary: 'Return fee, pickup availabilities, compound locations and self-return availabilities.',
    origin: 'specification',
    area: 'return',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      query: { customer_postcode: '80802', return_type: 'PICKUP' },
      response: {
        data: {
          return_fee: 0,
          availabilities: [
            { date: '2026-12-18', available_slots: [{ formatted_time: '10:00 – 12:00', value: '10:00' }] },
          ],
          compound_locations: [{ street: 'Am Compound', house_number: '1', zip: '85748', city: 'Garching' }],
          self_return_availabilities: [],
        },
      },
    },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
    ],
  }),
  getReturnChangeFee: post({
    name: 'getReturnChangeFee',
    path: '/portal/api/bff/deals/{id}/return-change-fee',
    body: ReturnChangeRequest,
    response: data(t.type({ amount: Cents })),
    errors: ['not_found', 'bad_request'],
    access: 'signed-in',
    summary: 'The fee of a return change; asked only for a valid form with a type and no field focused.',
    origin: 'specification',
    area: 'return',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: pickupRequest,
      response: { data: { amount: 0 } },
    },
    errorExamples: [
      // A pickup needs the address and contact fields too (business spec §5 "Return form").
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: { return_type: 'PICKUP', preferred_return_date: '2026-12-18' },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  getPreReturnAppraisal: get({
    name: 'getPreReturnAppraisal',
    path: '/portal/api/bff/deals/{id}/pre-return-appraisal',
    query: t.partial({ selected_date: DateText }),
    response: data(
      t.partial({
        address: nullable(
          t.partial({ street: t.string, housenumber: t.string, zip: t.string, city: t.string }),
        ),
        options: t.array(DateText),
        appointment_date: nullable(DateText),
        appointment_timeslot: nullable(t.string),
        date_slots: t.array(DateSlot),
      }),
    ),
    errors: ['not_found'],
    access: 'consumer',
    summary: 'The on-site appraisal before the return: address, bookable dates and slots, any appointment.',
    origin: 'specification',
    area: 'return',
    example: {
      state: RETURN_BOOKED,
      params: dealParams,
      query: { selected_date: '2026-12-10' },
      response: {
        data: {
          address: { street: 'Leopoldstraße', housenumber: '12', zip: '80802', city: 'München' },
          options: ['2026-12-10', '2026-12-11'],
          appointment_date: null,
          appointment_timeslot: null,
          date_slots: [
            {
              date: '2026-12-10',
              available_slots: [
                { formatted_time: '08:00-12:00', value: '10:00' },
                { formatted_time: '12:00-15:30', value: '13:00' },
              ],
            },
          ],
        },
      },
    },
    errorExamples: [{ ...businessRefused, params: { id: 'f-2001' } }],
  }),
  requestPreReturnAppraisal: post({
    name: 'requestPreReturnAppraisal',
    path: '/portal/api/bff/deals/{subscription_id}/pre-return-appraisal',
    body: t.type({ appointment_date: DateText, appointment_timeslot: t.string }),
    response: Ok,
    errors: ['not_found', 'not_eligible', 'bad_request'],
    access: 'consumer',
    summary: 'Requests the appraisal appointment (toast "Termin erfolgreich angefragt!").',
    origin: 'specification',
    area: 'return',
    example: {
      state: RETURN_BOOKED,
      params: subscriptionParams,
      body: { appointment_date: '2026-12-10', appointment_timeslot: '10:00' },
      response: { ok: true },
    },
    errorExamples: [
      // Unavailable without return data (consumer spec §4): d-1002 is not yet delivered.
      {
        state: CONSUMER_CREATED_DEAL,
        params: { subscription_id: 'd-1002' },
        body: { appointment_date: '2026-12-10', appointment_timeslot: '10:00' },
        status: 409,
        code: 'not_eligible',
      },
      businessRefused,
    ],
  }),
  postNonRetentionComment: post({
    name: 'postNonRetentionComment',
    path: '/portal/api/bff/deals/{subscription_id}/non-retention-comment',
    body: t.type({ comment: t.string }),
    response: Ok,
    errors: ['not_found', 'bad_request'],
    access: 'consumer',
    summary: 'The optional comment on why the customer returns the car (return wizard, reason step).',
    origin: 'specification',
    area: 'return',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: subscriptionParams,
      body: { comment: 'Ich ziehe ins Ausland.' },
      response: { ok: true },
    },
    errorExamples: [businessRefused],
  }),
  postDepositRefundDetails: post({
    name: 'postDepositRefundDetails',
    path: '/portal/api/bff/deals/{subscription_id}/deposit-refund-details',
    body: t.type({ iban: t.string, account_holder: t.string }),
    response: Ok,
    errors: ['not_found', 'not_eligible', 'bad_request'],
    access: 'consumer',
    summary:
      'The account the deposit is refunded to (toast "Bankverbindung erfolgreich hinterlegt"); from 45 days before the return date, once the return is booked, and after it until the deal is finished.',
    origin: 'specification',
    area: 'return',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: subscriptionParams,
      body: { iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' },
      response: { ok: true },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: subscriptionParams,
        body: { iban: 'DE00 1234', account_holder: 'Kim Kunde' },
        status: 400,
        code: 'bad_request',
      },
      // Before the return is in sight (core's canGiveDepositRefundDetails): d-1002 is not yet delivered.
      {
        state: CONSUMER_CREATED_DEAL,
        params: { subscription_id: 'd-1002' },
        body: { iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' },
        status: 409,
        code: 'not_eligible',
      },
      businessRefused,
    ],
  }),
};
