import * as t from 'io-ts';
import { CANCELLATION_REASONS } from '../../core/cancellation/reasons.ts';
import { PICKUP_SLOTS } from '../../core/handover/rules.ts';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '../../core/shared/validation/uploads.ts';
import { DateText, nullable, Ok, oneOf } from '../codecs.ts';
import { Deal } from '../deal.ts';
import {
  BUSINESS_ANALYST,
  CONSUMER_ACTIVE_DEAL,
  CONSUMER_CREATED_DEAL,
  data,
  get,
  post,
  put,
} from '../route-builders.ts';
import { exampleActiveDeal } from './deals.ts';
import { exampleHandoverAddress, HandoverData, HandoverPayload } from './handover.ts';
import { ReturnChangeRequest, ReturnData } from './return.ts';

/**
 * Writes that change a subscription (consumer spec §2 flows, §4, §5, §8, §9): designed by us. A
 * write answers the resource it changed: the deal, its handover or its return. Calls the business
 * portal shares (handover, return, insurance, prolongation) are 'signed-in'; the BFF refuses
 * business analysts (403), who only read (business spec §6).
 */

const dealParams = { id: 'd-1001' };
const createdParams = { id: 'd-1002' };
const endedDeal = 'customer kunde@demo.example with an ENDED deal d-1004';
const endedParams = { id: 'd-1004' };
const fleetParams = { id: 'f-2001' };
const createdDeal = {
  id: 'd-1002',
  state: 'CREATED',
  variant: 'SUBSCRIPTION',
  term: 12,
  amount: 47900,
  car_id: 'car-78',
  car: { oem: 'Cupra', model: 'Born', license_plate: 'M-CB 2026', external_product_id: 'cupra-born' },
};

/** A slot as the availabilities offer it (DateSlot.available_slots[].value). */
const SlotValue = t.union([t.string, t.number]);

/** Self-pickup slots: the hour the pickup starts, 8 to 18 (consumer §3, §9; core PICKUP_SLOTS). */
const PickupSlot = t.union(
  PICKUP_SLOTS.map((slot) => t.literal(slot.value)) as unknown as [
    t.LiteralC<number>,
    t.LiteralC<number>,
    ...t.LiteralC<number>[],
  ],
  'PickupSlot',
);

const handover = {
  ...exampleHandoverAddress,
  preferred_handover_date: '2026-12-04',
  slot: '11:00',
};

const cancellation = {
  cancelation_reason_code: 'moving_abroad',
  date: 'asap',
  required_comments: 'Umzug nach Lissabon im Januar.',
};
const proof = [{ field: 'documents', filename: 'abmeldung.pdf', contentType: 'application/pdf' }];

export const subscriptionChangeRoutes = {
  bookInsuranceUpgrade: post({
    name: 'bookInsuranceUpgrade',
    path: '/portal/api/bff/deals/{id}/insurance',
    // addon_id from /api/addons: the deductible add-on (premium protection).
    body: t.type({ addon_id: t.string }),
    response: data(Deal),
    errors: ['not_found', 'not_eligible', 'forbidden'],
    access: 'signed-in',
    summary:
      'Books premium protection (29 EUR/month, full-coverage deductible 500 instead of 1,000 EUR); needs 2 months of commitment left.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_CREATED_DEAL,
      params: createdParams,
      body: { addon_id: 'premium-protection' },
      response: {
        data: {
          ...createdDeal,
          insurance_amount: 2900,
          damage_deductible_vollkasko: 50000,
          damage_deductible_teilkasko: 50000,
        },
      },
    },
    errorExamples: [
      // d-1001 is ACTIVE and ends within 2 months: not eligible under either portal's rule.
      { state: CONSUMER_ACTIVE_DEAL, params: dealParams, status: 409, code: 'not_eligible' },
      { state: BUSINESS_ANALYST, params: fleetParams, status: 403, code: 'forbidden' },
    ],
  }),
  prolongSubscription: post({
    name: 'prolongSubscription',
    path: '/portal/api/bff/deals/{id}/prolongation',
    // term: one of the offered prolongation_options (3 to 18 months); terms must be confirmed.
    body: t.type({ term: t.Int, termsAccepted: t.literal(true) }),
    response: data(Deal),
    errors: ['not_found', 'not_eligible', 'prolongation_failed', 'bad_request', 'forbidden'],
    access: 'signed-in',
    summary:
      'Prolongs by a chosen term (3–18 months) after the terms are confirmed; a failure opens prolongation-failed-modal.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { term: 12, termsAccepted: true },
      response: { data: { ...exampleActiveDeal, term: 24, return_date: '2027-12-20' } },
    },
    errorExamples: [
      { state: endedDeal, params: endedParams, status: 409, code: 'not_eligible' },
      {
        state: CONSUMER_ACTIVE_DEAL,
        body: { term: 36, termsAccepted: true },
        status: 400,
        code: 'bad_request',
      },
      { state: BUSINESS_ANALYST, params: fleetParams, status: 403, code: 'forbidden' },
    ],
  }),
  submitHandover: put({
    name: 'submitHandover',
    path: '/portal/api/bff/deals/{id}/handover',
    body: t.intersection([HandoverPayload, t.type({ slot: SlotValue })]),
    response: data(HandoverData),
    errors: ['not_found', 'no_availabilities', 'offer_expired', 'bad_request', 'forbidden'],
    access: 'signed-in',
    summary:
      'Sets the handover address, contact, date and slot (mainland zips only; the change fee applies).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_CREATED_DEAL,
      params: createdParams,
      body: handover,
      response: {
        data: {
          handover_firstname: 'Kim',
          handover_lastname: 'Kunde',
          handover_street: 'Leopoldstraße',
          handover_housenumber: '12',
          handover_zip: '80802',
          handover_city: 'München',
          handover_phone_number: '+4915123456789',
          planned_delivery_date: '2026-12-04',
          preferred_delivery_date: '2026-12-04',
          slot: { value: '11:00', formatted_time: '11:00 – 12:00' },
          fee: 0,
          address_changeable: true,
        },
      },
    },
    errorExamples: [
      // 25980 (Sylt) is on the list of zips refused for delivery: "nur Orte auf dem Festland".
      {
        state: CONSUMER_CREATED_DEAL,
        params: createdParams,
        body: { ...handover, handover_zip: '25980', handover_city: 'Sylt' },
        status: 400,
        code: 'bad_request',
      },
      {
        state: 'customer kunde@demo.example with a CREATED deal d-1002 and no handover availabilities',
        params: createdParams,
        status: 409,
        code: 'no_availabilities',
      },
      { state: BUSINESS_ANALYST, params: fleetParams, status: 403, code: 'forbidden' },
    ],
  }),
  submitReturn: put({
    name: 'submitReturn',
    path: '/portal/api/bff/deals/{id}/return',
    body: t.intersection([ReturnChangeRequest, t.type({ slot: SlotValue })]),
    response: data(ReturnData),
    errors: ['not_found', 'no_availabilities', 'not_eligible', 'bad_request', 'forbidden'],
    access: 'signed-in',
    summary:
      'Plans the return: pickup (address, contact, date, slot) or self-return at a compound (date, slot); only while the return window is open.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18', slot: '10:00' },
      response: {
        data: {
          return_type: 'SELF_RETURN',
          address: { street: 'Am Compound', house_number: '1', zip: '85748', city: 'Garching' },
          preferred_delivery_date: '2026-12-18',
          slot: { value: '10:00', formatted_time: '10:00 – 12:00' },
        },
      },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with an ACTIVE deal d-1001 and no self-return availabilities',
        params: dealParams,
        status: 409,
        code: 'no_availabilities',
      },
      // Return planning opens only with the return window (consumer §4); d-1002 is not yet delivered.
      { state: CONSUMER_CREATED_DEAL, params: createdParams, status: 409, code: 'not_eligible' },
      { state: BUSINESS_ANALYST, params: fleetParams, status: 403, code: 'forbidden' },
    ],
  }),
  cancelSubscription: post({
    name: 'cancelSubscription',
    path: '/portal/api/bff/deals/{id}/cancellation',
    body: {
      kind: 'multipart',
      fields: t.intersection([
        t.type({
          cancelation_reason_code: oneOf(CANCELLATION_REASONS, 'CancellationReason'),
          // 'asap' (the default) or the chosen day (the wizard's custom-date).
          date: t.union([t.literal('asap'), DateText]),
        }),
        t.partial({
          // required_comments for the reasons that need one (core REASONS_NEEDING_COMMENT), else comments.
          required_comments: t.string,
          comments: t.string,
          // The contract owner's representative, all required for death.
          first_name: t.string,
          last_name: t.string,
          phone_number: t.string,
          email: t.string,
          address: t.string,
          postal_code: t.string,
          city: t.string,
        }),
      ]),
      // Required for income decline, health, death and moving abroad (core REASONS_NEEDING_DOCUMENTS).
      files: [
        { name: 'documents', maxBytes: DOCUMENT_MAX_BYTES, extensions: DOCUMENT_EXTENSIONS, multiple: true },
      ],
    },
    response: data(t.type({ id: t.string, status: t.literal('pending_review') })),
    errors: ['not_found', 'not_eligible', 'upload_too_large', 'upload_type_not_allowed', 'bad_request'],
    access: 'consumer',
    summary:
      'Requests the cancellation (reason, comment, documents, date; representative for death); pending until staff confirm it.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: cancellation,
      files: proof,
      status: 202,
      response: { data: { id: 'can-1', status: 'pending_review' } },
    },
    errorExamples: [
      // health needs a comment.
      {
        state: CONSUMER_ACTIVE_DEAL,
        params: dealParams,
        body: { cancelation_reason_code: 'health', date: 'asap' },
        files: [{ field: 'documents', filename: 'attest.pdf', contentType: 'application/pdf' }],
        status: 400,
        code: 'bad_request',
      },
      // Cancellation is offered for ACTIVE or CREATED deals only (consumer §4).
      { state: endedDeal, params: endedParams, status: 409, code: 'not_eligible' },
    ],
  }),
  getCancellationRequest: get({
    name: 'getCancellationRequest',
    path: '/portal/api/bff/deals/{id}/cancellation',
    // null while no request waits for review.
    response: data(
      nullable(
        t.type({
          id: t.string,
          reason: oneOf(CANCELLATION_REASONS, 'CancellationReason'),
          date: t.union([t.literal('asap'), DateText]),
          requested_at: t.string,
          status: t.literal('pending_review'),
        }),
      ),
    ),
    errors: ['not_found'],
    access: 'consumer',
    summary:
      'The cancellation request that waits for staff review (reason, date, when requested), or null; the wizard says it is under review.',
    area: 'subscription changes',
    example: { state: CONSUMER_ACTIVE_DEAL, params: dealParams, response: { data: null } },
    errorExamples: [
      { state: CONSUMER_ACTIVE_DEAL, params: { id: 'd-9999' }, status: 404, code: 'not_found' },
    ],
  }),
  bookSelfPickup: post({
    name: 'bookSelfPickup',
    path: '/portal/api/bff/deals/{id}/self-pickup',
    body: t.type({ slot: PickupSlot }),
    response: data(HandoverData),
    // offer_expired: "Angebot abgelaufen"; already_booked: "Abholung bereits hinterlegt".
    errors: ['not_found', 'offer_expired', 'already_booked', 'bad_request'],
    access: 'consumer',
    summary:
      'Books station pickup in an hourly slot 8–18 (149 instead of 249 EUR); "Angebot abgelaufen" / "Abholung bereits hinterlegt".',
    area: 'subscription changes',
    example: {
      state: 'customer kunde@demo.example with a CREATED deal d-1002 offered self-pickup',
      params: createdParams,
      body: { slot: 10 },
      response: {
        data: {
          planned_delivery_date: '2026-12-04',
          slot: { value: 10, formatted_time: '10:00 – 11:00' },
          fee: 149,
          address_changeable: false,
        },
      },
    },
    errorExamples: [
      {
        state: 'customer kunde@demo.example with a CREATED deal d-1002 whose self-pickup offer expired',
        params: createdParams,
        status: 410,
        code: 'offer_expired',
      },
      {
        state: 'customer kunde@demo.example with a CREATED deal d-1002 and a self-pickup booked',
        params: createdParams,
        status: 409,
        code: 'already_booked',
      },
    ],
  }),
  changeMileagePackage: put({
    name: 'changeMileagePackage',
    path: '/portal/api/bff/deals/{id}/mileage-package',
    // One of available_mileage_packages (500 to 5,000 km); never lower than the current one.
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
      response: { data: { ...exampleActiveDeal, mileage_package: 2000 } },
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
    // amount: kilometres times the deal's additional_mileage_fee, in cents, charged once.
    response: data(t.type({ kilometres: t.Int, amount: t.Int })),
    errors: ['not_found', 'not_eligible', 'mileage_change_failed', 'bad_request'],
    access: 'consumer',
    summary: 'Books a one-time extra mileage for an ACTIVE deal at its fee per kilometre (amount in cents).',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: { kilometres: 500 },
      status: 201,
      response: { data: { kilometres: 500, amount: 9500 } },
    },
    errorExamples: [
      { state: CONSUMER_CREATED_DEAL, params: createdParams, status: 409, code: 'not_eligible' },
    ],
  }),
  requestPurchaseOffer: post({
    name: 'requestPurchaseOffer',
    path: '/portal/api/bff/deals/{id}/purchase-offer',
    body: t.partial({ comment: t.string }),
    response: Ok,
    errors: ['not_found', 'not_eligible'],
    access: 'consumer',
    summary:
      'Asks for an offer to buy the car (extend-subscription selector "buy car"); staff answer by e-mail.',
    area: 'subscription changes',
    example: {
      state: CONSUMER_ACTIVE_DEAL,
      params: dealParams,
      body: {},
      status: 202,
      response: { ok: true },
    },
    errorExamples: [{ state: endedDeal, params: endedParams, status: 409, code: 'not_eligible' }],
  }),
};
