import * as t from 'io-ts';
import { CANCELLATION_REASONS } from '../../core/cancellation/reasons.ts';
import { Ok, oneOf } from '../codecs.ts';
import { Deal } from '../deal.ts';
import { CONSUMER_ACTIVE_DEAL, CONSUMER_CREATED_DEAL, data, post, put } from '../route-builders.ts';
import { HandoverPayload } from './handover.ts';
import { ReturnChangeRequest } from './return.ts';

/** Writes that change a subscription (consumer spec §2 flows, §5, §8): designed by us. */

const dealParams = { id: 'd-1001' };
const createdParams = { id: 'd-1002' };
const updatedDeal = { data: { id: 'd-1001', state: 'ACTIVE' } };
const updatedCreatedDeal = { data: { id: 'd-1002', state: 'CREATED' } };

const handover = {
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_phone_number: '+4915123456789',
  preferred_handover_date: '2026-12-04',
};

export const subscriptionChangeRoutes = {
  bookInsuranceUpgrade: post({
    name: 'bookInsuranceUpgrade',
    path: '/portal/api/bff/deals/{id}/insurance',
    body: t.type({ addon_id: t.string }),
    response: data(Deal),
    errors: ['not_found', 'not_eligible'],
    access: 'consumer',
    summary: 'Books premium protection (29 EUR/month, full-coverage deductible 500 instead of 1,000 EUR).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_CREATED_DEAL,
      params: createdParams,
      body: { addon_id: 'premium-protection' },
      response: updatedCreatedDeal,
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: { addon_id: 'premium-protection' },
        status: 409,
        code: 'not_eligible',
      },
    ],
  }),
  prolongSubscription: post({
    name: 'prolongSubscription',
    path: '/portal/api/bff/deals/{id}/prolongation',
    body: t.type({ term: t.Int, termsAccepted: t.literal(true) }),
    response: data(Deal),
    errors: ['not_found', 'not_eligible', 'prolongation_failed', 'bad_request'],
    access: 'consumer',
    summary: 'Prolongs by a chosen term (3–18 months) after the terms are confirmed.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { term: 12, termsAccepted: true },
      response: updatedDeal,
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with a prolonged deal d-1005',
        params: { id: 'd-1005' },
        body: { term: 12, termsAccepted: true },
        status: 409,
        code: 'not_eligible',
      },
    ],
  }),
  submitHandover: put({
    name: 'submitHandover',
    path: '/portal/api/bff/deals/{id}/handover',
    body: t.intersection([HandoverPayload, t.partial({ slot: t.string })]),
    response: data(Deal),
    errors: ['not_found', 'no_availabilities', 'offer_expired', 'bad_request'],
    access: 'signed-in',
    summary: 'Sets the handover address, date and slot (island zips refused; the change fee applies).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_CREATED_DEAL,
      params: createdParams,
      body: { ...handover, slot: '11:00' },
      response: updatedCreatedDeal,
    },
    errorExamples: [
      {
        state: CONSUMER_CREATED_DEAL,
        params: createdParams,
        body: { ...handover, handover_zip: '25980', slot: '11:00' },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  submitReturn: put({
    name: 'submitReturn',
    path: '/portal/api/bff/deals/{id}/return',
    body: t.intersection([ReturnChangeRequest, t.partial({ slot: t.string })]),
    response: data(Deal),
    errors: ['not_found', 'no_availabilities', 'not_eligible', 'bad_request'],
    access: 'signed-in',
    summary: 'Plans the return: pickup (address, contact, date, slot) or self-return at a compound (date).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18', slot: '10:00' },
      response: updatedDeal,
    },
  }),
  cancelSubscription: post({
    name: 'cancelSubscription',
    path: '/portal/api/bff/deals/{id}/cancellation',
    body: {
      kind: 'multipart',
      fields: t.intersection([
        t.type({
          cancelation_reason_code: oneOf(CANCELLATION_REASONS, 'CancellationReason'),
          date: t.string,
        }),
        t.partial({
          comments: t.string,
          first_name: t.string,
          last_name: t.string,
          phone_number: t.string,
          email: t.string,
          address: t.string,
          postal_code: t.string,
          city: t.string,
        }),
      ]),
      files: [
        {
          name: 'documents',
          maxBytes: 10_485_760,
          extensions: ['jpg', 'jpeg', 'png', 'pdf', 'heic'],
          multiple: true,
        },
      ],
    },
    response: data(t.type({ id: t.string, status: t.literal('pending_review') })),
    errors: ['not_found', 'not_eligible', 'upload_too_large', 'upload_type_not_allowed', 'bad_request'],
    access: 'consumer',
    summary:
      'Requests the cancellation (reason, comment, documents, date; representative for death); staff review it.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: {
        cancelation_reason_code: 'moving_abroad',
        date: 'asap',
        comments: 'Umzug nach Lissabon im Januar.',
      },
      files: [{ field: 'documents', filename: 'abmeldung.pdf', contentType: 'application/pdf' }],
      status: 202,
      response: { data: { id: 'can-1', status: 'pending_review' } },
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: { cancelation_reason_code: 'health', date: 'asap' },
        files: [{ field: 'documents', filename: 'attest.pdf', contentType: 'application/pdf' }],
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  bookSelfPickup: post({
    name: 'bookSelfPickup',
    path: '/portal/api/bff/deals/{id}/self-pickup',
    body: t.type({ slot: t.Int }),
    response: data(Deal),
    errors: ['not_found', 'offer_expired', 'already_booked', 'bad_request'],
    access: 'consumer',
    summary: 'Books pickup at the station in an hourly slot 8–18 (149 instead of 249 EUR).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_CREATED_DEAL,
      params: createdParams,
      body: { slot: 10 },
      response: updatedCreatedDeal,
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with a CREATED deal d-1002 whose self-pickup offer expired',
        params: createdParams,
        body: { slot: 10 },
        status: 410,
        code: 'offer_expired',
      },
      {
        state: 'customer kunde@demo.example with a CREATED deal d-1002 and a self-pickup booked',
        params: createdParams,
        body: { slot: 10 },
        status: 409,
        code: 'already_booked',
      },
    ],
  }),
  changeMileagePackage: put({
    name: 'changeMileagePackage',
    path: '/portal/api/bff/deals/{id}/mileage-package',
    body: t.type({ mileage_package: t.Int }),
    response: data(Deal),
    errors: ['not_found', 'mileage_package_not_raisable', 'mileage_change_failed'],
    access: 'consumer',
    summary: 'Raises the mileage package (never lowers; for ACTIVE deals retroactively for the whole term).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { mileage_package: 2000 },
      response: updatedDeal,
    },
    errorExamples: [
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: { mileage_package: 1000 },
        status: 422,
        code: 'mileage_package_not_raisable',
      },
    ],
  }),
  bookExtraMileage: post({
    name: 'bookExtraMileage',
    path: '/portal/api/bff/deals/{id}/extra-mileage',
    body: t.type({ kilometres: t.Int }),
    response: data(t.type({ kilometres: t.Int, amount: t.Int })),
    errors: ['not_found', 'mileage_change_failed', 'bad_request'],
    access: 'consumer',
    summary: 'Books a one-time extra mileage at the deal’s fee per kilometre (amount in cents).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { kilometres: 500 },
      status: 201,
      response: { data: { kilometres: 500, amount: 9500 } },
    },
  }),
  requestPurchaseOffer: post({
    name: 'requestPurchaseOffer',
    path: '/portal/api/bff/deals/{id}/purchase-offer',
    body: t.partial({ comment: t.string }),
    response: Ok,
    errors: ['not_found', 'not_eligible'],
    access: 'consumer',
    summary: 'Asks for an offer to buy the car at the end of the subscription.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: {},
      status: 202,
      response: { ok: true },
    },
  }),
};
