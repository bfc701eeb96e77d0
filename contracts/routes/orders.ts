import * as t from 'io-ts';
import { RETURN_TYPES } from '../../core/deals/types.ts';
import { Cents, DateText, nullable, Ok, oneOf } from '../codecs.ts';
import { BUSINESS_ADMIN, BUSINESS_DRIVER, CONSUMER, data, get, list, post, put } from '../route-builders.ts';
import { Address, exampleAddress, exampleFleetCar, FleetCar } from './business-shared.ts';
import { HandoverPayload } from './handover.ts';

/**
 * The B2B order detail and its dialogs (business spec §2 "B2B pages", "Dialogs"; §3; §5; §8; §9):
 * designed by us. An order is a fleet deal seen from the business portal; every call answers 404 for
 * another company's deal. The return change request is not repeated here: the return calls of the
 * deal (return-metadata, return-change-fee, PUT /deals/{id}/return) serve business writers as they are.
 */

/** What the actions panel offers for this order and this user, in display order. */
export const ORDER_ACTIONS = [
  'sign_contract',
  'assign_driver',
  'coordinate_handover',
  'coordinate_swap',
  'choose_delivery_option',
  'request_transition_vehicle',
  'choose_company',
  'plan_return',
  'end_of_subscription',
  'comment',
] as const;

export const DELIVERY_OPTIONS = ['custom_delivery', 'swap_delivery'] as const;
/** Custom delivery for bookings from 15 Nov 2025 (§9); swap delivery stays free. */
export const CUSTOM_DELIVERY_FEE_CENTS = 20924;

export const END_OF_SUBSCRIPTION_OPTIONS = ['prolong', 'swap', 'return', 'buy'] as const;

/** The handover, return and swap panels show these (business spec §3 "Handover and swap display fields"). */
const DisplayPanel = t.partial(
  {
    contactPerson: nullable(t.string),
    preliminaryDate: nullable(DateText),
    date: nullable(DateText),
    timePeriod: nullable(t.string),
    address: nullable(t.string),
    /** The same address in its parts, for a form to start from (the coordinate-handover dialog). */
    addressFields: Address,
    subscriptionStartDate: nullable(DateText),
    subscriptionEndDate: nullable(DateText),
    returnType: nullable(oneOf(RETURN_TYPES, 'ReturnType')),
    invoiceAddress: nullable(t.string),
    /** The swap panel of a new order: the running subscription it replaces. */
    replacesSubscriptionId: t.string,
    /** The swap panel of a replaced car: the order whose car replaces it. */
    replacedByOrderId: t.string,
  },
  'DisplayPanel',
);

const OrderDetail = t.type(
  {
    deal: FleetCar,
    company: t.type({ id: t.string, name: t.string }),
    /** null with shared: true for a shared car, null with shared: false while nobody is assigned. */
    driver: nullable(t.type({ contactId: t.string, name: t.string, email: t.string })),
    shared: t.boolean,
    handover: nullable(DisplayPanel),
    return: nullable(DisplayPanel),
    swap: nullable(DisplayPanel),
    actions: t.array(oneOf(ORDER_ACTIONS, 'OrderAction')),
    /** A reserved (NOT_SIGNED) order lapses 3 days after creation unless its contract is signed (§4, §9). */
    reservationExpiresAt: nullable(DateText),
  },
  'OrderDetail',
);

const reserved = { id: 'f-2002' };
const reservedOrder = {
  ...exampleFleetCar,
  id: 'f-2002',
  state: 'NOT_SIGNED',
  amount: 41279,
  created_at: '2026-11-21T09:00:00Z',
  return_date: null,
  car: { oem: 'Volkswagen', model: 'ID.3', license_plate: null },
  driver_name: null,
};
const handoverPanel = {
  contactPerson: 'Nora Nord',
  preliminaryDate: '2026-12-15',
  date: null,
  timePeriod: null,
  address: 'Am Sandtorkai 50, 20457 Hamburg',
  addressFields: exampleAddress,
  subscriptionStartDate: '2026-12-15',
  subscriptionEndDate: '2027-12-14',
  invoiceAddress: 'Nordflotte GmbH, Am Sandtorkai 50, 20457 Hamburg',
};
const detail = {
  deal: reservedOrder,
  company: { id: 'co-nordflotte', name: 'Nordflotte GmbH' },
  driver: null,
  shared: false,
  handover: handoverPanel,
  return: null,
  swap: null,
  actions: ['sign_contract', 'assign_driver', 'coordinate_handover', 'choose_delivery_option', 'comment'],
  reservationExpiresAt: '2026-11-24T09:00:00Z',
};
const withDriver = {
  ...detail,
  deal: { ...reservedOrder, contact_id: 'ct-2002', driver_name: 'Fritz Fahrer' },
  driver: { contactId: 'ct-2002', name: 'Fritz Fahrer', email: 'fahrer@nordflotte.example' },
};
/** Another company's admin: the order does not exist for them. */
const otherCompany = {
  state: 'business admin admin@suedlogistik.example is signed in',
  params: reserved,
  status: 404,
  code: 'not_found',
} as const;

/** The business handover messages (§5) name these fields: 'Vorname fehlt' … 'Telefonnummer fehlt', PLZ of 5 digits. */
const FleetHandover = t.intersection(
  [HandoverPayload, t.type({ slot: t.string }), t.partial({ contactId: t.string })],
  'FleetHandover',
);
const fleetHandover = {
  handover_firstname: 'Fritz',
  handover_lastname: 'Fahrer',
  handover_street: 'Am Sandtorkai',
  handover_housenumber: '50',
  handover_zip: '20457',
  handover_city: 'Hamburg',
  handover_phone_number: '+4915112345678',
  preferred_handover_date: '2026-12-15',
  slot: '11:00',
  contactId: 'ct-2002',
};

const transitionCar = t.type({
  deliveryBy: DateText,
  kilometresPerMonth: t.Int,
  protection: t.keyof({ base: null, premium: null }),
  fullCoverageDeductible: Cents,
  partialCoverageDeductible: Cents,
  tireAndWindshieldDeductible: nullable(Cents),
});

export const orderRoutes = {
  getOrder: get({
    name: 'getOrder',
    path: '/portal/api/bff/fleet/orders/{id}',
    response: data(OrderDetail),
    errors: ['not_found', 'forbidden'],
    access: 'business',
    summary:
      'An order (the fleet deal) with its side panels company, driver, return, handover, swap and actions, and the reservation expiry.',
    area: 'orders',
    example: { state: BUSINESS_ADMIN, params: reserved, response: { data: detail } },
    errorExamples: [otherCompany, { state: CONSUMER, params: reserved, status: 403, code: 'forbidden' }],
  }),
  assignDriver: put({
    name: 'assignDriver',
    path: '/portal/api/bff/fleet/orders/{id}/driver',
    body: t.union([t.type({ contactId: t.string }), t.type({ shared: t.literal(true) })], 'DriverAssignment'),
    response: data(OrderDetail),
    errors: ['not_found', 'bad_request', 'conflict'],
    access: 'business-admin',
    summary:
      "Admins only (business spec §6): assigns a driver from the contacts (one who has access, not INACTIVE) or marks the car as shared; neither: 400 ('Bitte wählen Sie eine*n Fahrer*in aus der Liste aus …'); an incomplete contact: 409.",
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: reserved,
      body: { contactId: 'ct-2002' },
      response: { data: withDriver },
    },
    errorExamples: [
      { state: BUSINESS_ADMIN, params: reserved, body: {}, status: 400, code: 'bad_request' },
      // The contact lacks data a driver needs (phone number): the dialog asks to complete it.
      {
        state: 'business admin admin@nordflotte.example with a contact ct-2009 without phone number',
        params: reserved,
        body: { contactId: 'ct-2009' },
        status: 409,
        code: 'conflict',
      },
      otherCompany,
    ],
  }),
  getSwapCandidates: get({
    name: 'getSwapCandidates',
    path: '/portal/api/bff/fleet/orders/{id}/swap-candidates',
    response: list(FleetCar),
    errors: ['not_found'],
    access: 'business',
    summary:
      "The company's running subscriptions this order can replace: those ending within 7 days of its delivery date.",
    area: 'orders',
    example: {
      state:
        'business admin admin@nordflotte.example with an ACTIVE fleet deal f-2001 ending the week order f-2002 is delivered',
      params: reserved,
      response: { data: [{ ...exampleFleetCar, return_date: '2026-12-17' }] },
    },
    errorExamples: [otherCompany],
  }),
  coordinateSwap: put({
    name: 'coordinateSwap',
    path: '/portal/api/bff/fleet/orders/{id}/swap',
    body: t.type({ subscriptionId: t.string }),
    response: data(OrderDetail),
    errors: ['not_found', 'bad_request', 'not_eligible'],
    access: 'business-writer',
    summary:
      "Swaps the order with a running subscription ('Bitte wählen Sie ein Abo aus' when none); impossible swaps (409) send the user to the account manager.",
    area: 'orders',
    example: {
      state:
        'business admin admin@nordflotte.example with an ACTIVE fleet deal f-2001 ending the week order f-2002 is delivered',
      params: reserved,
      body: { subscriptionId: 'f-2001' },
      response: {
        data: {
          ...detail,
          swap: {
            contactPerson: 'Fritz Fahrer',
            date: '2026-12-15',
            timePeriod: '11:00 – 12:00',
            address: 'Am Sandtorkai 50, 20457 Hamburg',
            subscriptionStartDate: '2026-12-15',
            subscriptionEndDate: '2026-12-17',
            returnType: 'PICKUP',
          },
        },
      },
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        params: reserved,
        body: { subscriptionId: '' },
        status: 400,
        code: 'bad_request',
      },
      // f-2005 is archived: nothing left to swap.
      {
        state: BUSINESS_ADMIN,
        params: reserved,
        body: { subscriptionId: 'f-2005' },
        status: 409,
        code: 'not_eligible',
      },
      otherCompany,
    ],
  }),
  coordinateHandover: put({
    name: 'coordinateHandover',
    path: '/portal/api/bff/fleet/orders/{id}/handover',
    body: FleetHandover,
    response: data(OrderDetail),
    errors: ['not_found', 'bad_request', 'not_eligible', 'no_availabilities'],
    access: 'business-writer',
    summary:
      "Sets the handover contact, address, date and slot (the handover payload); field errors carry the business handover messages; editing closed (too close to the planned date): 409 not_eligible; a day outside the order's delivery window calendar (working days from 4 weeks before the preliminary delivery date, at the earliest 3 days ahead, to 1 week after; business spec §9): 409 no_availabilities.",
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: reserved,
      body: fleetHandover,
      response: {
        data: {
          ...withDriver,
          handover: {
            ...handoverPanel,
            contactPerson: 'Fritz Fahrer',
            date: '2026-12-15',
            timePeriod: '11:00 – 12:00',
          },
        },
      },
    },
    errorExamples: [
      // PLZ of 4 digits: 'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.'
      {
        state: BUSINESS_ADMIN,
        params: reserved,
        body: { ...fleetHandover, handover_zip: '2045' },
        status: 400,
        code: 'bad_request',
      },
      // Handover editing closes some days before the planned date (§6): the account manager helps.
      {
        state:
          'business admin admin@nordflotte.example with fleet deal f-2003 whose handover is the day after tomorrow',
        params: { id: 'f-2003' },
        status: 409,
        code: 'not_eligible',
      },
      otherCompany,
    ],
  }),
  getDeliveryOptions: get({
    name: 'getDeliveryOptions',
    path: '/portal/api/bff/fleet/orders/{id}/delivery-options',
    response: list(
      t.type({ option: oneOf(DELIVERY_OPTIONS, 'DeliveryOption'), fee: Cents, selected: t.boolean }),
    ),
    errors: ['not_found'],
    access: 'business',
    summary:
      'The delivery options of an order with their fee in cents: custom delivery 20924, swap delivery free.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: reserved,
      response: {
        data: [
          { option: 'custom_delivery', fee: CUSTOM_DELIVERY_FEE_CENTS, selected: true },
          { option: 'swap_delivery', fee: 0, selected: false },
        ],
      },
    },
    errorExamples: [otherCompany],
  }),
  chooseDeliveryOption: put({
    name: 'chooseDeliveryOption',
    path: '/portal/api/bff/fleet/orders/{id}/delivery-option',
    // The address of a custom delivery; a swap delivery goes where the swapped car is.
    body: t.intersection([
      t.type({ option: oneOf(DELIVERY_OPTIONS, 'DeliveryOption') }),
      t.partial({ address: Address }),
    ]),
    response: data(t.type({ option: oneOf(DELIVERY_OPTIONS, 'DeliveryOption'), fee: Cents })),
    errors: ['not_found', 'bad_request', 'not_eligible'],
    access: 'business-writer',
    summary:
      'Chooses custom delivery (209.24 EUR for bookings from 15 Nov 2025) or swap delivery (free; only with a swap); the fee in cents.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: reserved,
      body: { option: 'custom_delivery', address: exampleAddress },
      response: { data: { option: 'custom_delivery', fee: CUSTOM_DELIVERY_FEE_CENTS } },
    },
    errorExamples: [
      // Swap delivery needs a coordinated swap first.
      {
        state: BUSINESS_ADMIN,
        params: reserved,
        body: { option: 'swap_delivery' },
        status: 409,
        code: 'not_eligible',
      },
      otherCompany,
    ],
  }),
  commentOnOrder: post({
    name: 'commentOnOrder',
    path: '/portal/api/bff/fleet/orders/{id}/comments',
    body: t.type({ comment: t.string }),
    response: Ok,
    errors: ['not_found', 'bad_request'],
    access: 'business-writer',
    summary: 'Leaves a comment (1 to 1,000 characters) on an order for the account manager.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: reserved,
      body: { comment: 'Bitte vor 12 Uhr liefern.' },
      status: 201,
      response: { ok: true },
    },
    errorExamples: [
      { state: BUSINESS_ADMIN, params: reserved, body: { comment: '' }, status: 400, code: 'bad_request' },
      otherCompany,
    ],
  }),
  requestTransitionVehicle: post({
    name: 'requestTransitionVehicle',
    path: '/portal/api/bff/fleet/orders/{id}/transition-vehicle',
    body: t.type({ protection: t.keyof({ base: null, premium: null }), tireAndWindshield: t.boolean }),
    response: data(transitionCar),
    errors: ['not_found', 'bad_request', 'not_eligible'],
    access: 'business-writer',
    summary:
      'Requests a transition car until the order is delivered: within 7 days of signing, 1,000 km a month, deductibles 1,000 / 500 EUR (premium 500; tyre and windscreen 0).',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: reserved,
      body: { protection: 'premium', tireAndWindshield: true },
      status: 201,
      response: {
        data: {
          deliveryBy: '2026-11-28',
          kilometresPerMonth: 1000,
          protection: 'premium',
          fullCoverageDeductible: 50000,
          partialCoverageDeductible: 50000,
          tireAndWindshieldDeductible: 0,
        },
      },
    },
    errorExamples: [
      // A car already running needs no transition car.
      { state: BUSINESS_ADMIN, params: { id: 'f-2001' }, status: 409, code: 'not_eligible' },
      otherCompany,
    ],
  }),
  chooseOrderCompany: post({
    name: 'chooseOrderCompany',
    path: '/portal/api/bff/fleet/company-assignments',
    // Both optional on the wire, so that a missing one is answered with its own code, not a 400.
    body: t.partial({ orderId: t.string, companyId: t.string }),
    response: data(OrderDetail),
    errors: [
      'no_company_selected',
      'no_order_id',
      'forbidden',
      'order_not_found',
      'general_error',
      'invalid_company',
    ],
    access: 'business-writer',
    summary:
      "The company chooser: books an order on another of the user's companies ('Bitte wählen Sie ein Unternehmen aus.', 'Bestellung nicht gefunden.', 'Sie sind nicht berechtigt, das Unternehmen zu ändern.').",
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      body: { orderId: 'f-2002', companyId: 'co-nordflotte' },
      response: { data: detail },
    },
    errorExamples: [
      { state: BUSINESS_ADMIN, body: { orderId: 'f-2002' }, status: 422, code: 'no_company_selected' },
      { state: BUSINESS_ADMIN, body: { companyId: 'co-nordflotte' }, status: 400, code: 'no_order_id' },
      {
        state: BUSINESS_DRIVER,
        body: { orderId: 'f-2002', companyId: 'co-nordflotte' },
        status: 403,
        code: 'forbidden',
      },
      {
        state: BUSINESS_ADMIN,
        body: { orderId: 'f-9999', companyId: 'co-nordflotte' },
        status: 404,
        code: 'order_not_found',
      },
      // Süd Logistik is not one of the admin's companies.
      {
        state: BUSINESS_ADMIN,
        body: { orderId: 'f-2002', companyId: 'co-suedlogistik' },
        status: 422,
        code: 'invalid_company',
      },
      {
        state: 'business admin admin@nordflotte.example is signed in and the company change fails upstream',
        body: { orderId: 'f-2002', companyId: 'co-nordflotte' },
        status: 500,
        code: 'general_error',
      },
    ],
  }),
  getEndOfSubscriptionOptions: get({
    name: 'getEndOfSubscriptionOptions',
    path: '/portal/api/bff/fleet/orders/{id}/end-of-subscription-options',
    response: data(
      t.type({
        returnDate: nullable(DateText),
        /** B2B return planning opens 45 days before the return date (§9). */
        returnPlanningOpensOn: nullable(DateText),
        options: t.array(
          t.type({
            option: oneOf(END_OF_SUBSCRIPTION_OPTIONS, 'EndOfSubscriptionOption'),
            available: t.boolean,
          }),
        ),
      }),
    ),
    errors: ['not_found'],
    access: 'business',
    summary:
      'What can happen at the end of a fleet subscription: prolong, swap, return (planned from 45 days before) or buy, each available or not.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'f-2001' },
      response: {
        data: {
          returnDate: '2027-02-28',
          returnPlanningOpensOn: '2027-01-14',
          options: [
            { option: 'prolong', available: true },
            { option: 'swap', available: true },
            { option: 'return', available: false },
            { option: 'buy', available: true },
          ],
        },
      },
    },
    errorExamples: [{ ...otherCompany, params: { id: 'f-2001' } }],
  }),
  requestFleetPurchaseOffer: post({
    name: 'requestFleetPurchaseOffer',
    path: '/portal/api/bff/fleet/orders/{id}/purchase-offer',
    body: t.partial({ comment: t.string }),
    response: Ok,
    errors: ['not_found', 'not_eligible'],
    access: 'business-writer',
    // Prolong, swap and return have their own calls; buying goes through the account manager.
    summary: "The end-of-subscription option 'buy': asks the account manager for an offer to buy the car.",
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'f-2001' },
      body: { comment: 'Bitte Angebot an rechnung@nordflotte.example.' },
      status: 202,
      response: { ok: true },
    },
    errorExamples: [
      { state: BUSINESS_ADMIN, params: { id: 'f-2005' }, status: 409, code: 'not_eligible' },
      { ...otherCompany, params: { id: 'f-2001' } },
    ],
  }),
};
