import * as t from 'io-ts';
import { DateText, nullable, Ok } from '../codecs.ts';
import { BUSINESS_ADMIN, data, get, post, put } from '../route-builders.ts';
import { Address, exampleAddress, exampleFleetCar, FleetCar } from './business-shared.ts';

/** The B2B order detail and its dialogs (business spec §2 "B2B pages", "Dialogs", §3, §5, §8): designed. */

const Panel = t.partial({
  contactPerson: nullable(t.string),
  preliminaryDate: nullable(DateText),
  date: nullable(DateText),
  timePeriod: nullable(t.string),
  address: nullable(t.string),
  subscriptionStartDate: nullable(DateText),
  subscriptionEndDate: nullable(DateText),
  returnType: nullable(t.string),
  invoiceAddress: nullable(t.string),
});

const OrderDetail = t.intersection([
  t.type({ deal: FleetCar }),
  t.partial({
    company: t.type({ id: t.string, name: t.string }),
    driver: nullable(t.type({ contactId: t.string, name: t.string, email: t.string })),
    handover: nullable(Panel),
    return: nullable(Panel),
    swap: nullable(Panel),
    actions: t.array(t.string),
    reservationExpiresAt: nullable(DateText),
  }),
]);

const orderParams = { id: 'f-2002' };
const detail = {
  data: {
    deal: { ...exampleFleetCar, id: 'f-2002', state: 'NOT_SIGNED' },
    company: { id: 'co-nordflotte', name: 'Nordflotte GmbH' },
    driver: null,
    handover: { preliminaryDate: '2026-12-15', address: 'Am Sandtorkai 50, 20457 Hamburg' },
    actions: ['assign_driver', 'coordinate_handover', 'delivery_options'],
    reservationExpiresAt: '2026-11-24T09:00:00Z',
  },
};

const businessHandover = t.type({
  firstName: t.string,
  lastName: t.string,
  street: t.string,
  houseNumber: t.string,
  postalCode: t.string,
  city: t.string,
  phoneNumber: t.string,
  deliveryDate: DateText,
  timeSlot: t.string,
});

export const orderRoutes = {
  getOrder: get({
    name: 'getOrder',
    path: '/portal/api/bff/fleet/orders/{id}',
    response: data(OrderDetail),
    errors: ['not_found', 'order_not_found'],
    access: 'business',
    summary:
      'An order with its side panels (company, driver, return, handover, swap, actions) and reservation expiry.',
    area: 'orders',
    example: { state: BUSINESS_ADMIN, params: orderParams, response: detail },
    errorExamples: [
      {
        state: 'business admin admin@suedlogistik.example is signed in',
        params: orderParams,
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  assignDriver: put({
    name: 'assignDriver',
    path: '/portal/api/bff/fleet/orders/{id}/driver',
    body: t.union([t.type({ contactId: t.string }), t.type({ shared: t.literal(true) })]),
    response: data(OrderDetail),
    errors: ['not_found', 'bad_request'],
    access: 'business-writer',
    summary:
      'Assigns a driver from the contacts, or marks the car as shared; an incomplete contact is refused.',
    area: 'orders',
    example: { state: BUSINESS_ADMIN, params: orderParams, body: { contactId: 'ct-2002' }, response: detail },
    errorExamples: [
      {
        state: 'business admin admin@nordflotte.example with an incomplete contact ct-2009',
        params: orderParams,
        body: { contactId: 'ct-2009' },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  coordinateSwap: post({
    name: 'coordinateSwap',
    path: '/portal/api/bff/fleet/orders/{id}/swap',
    body: t.type({ swapDealId: t.string }),
    response: data(OrderDetail),
    errors: ['not_found', 'bad_request', 'conflict'],
    access: 'business-writer',
    summary: 'Swaps with a running subscription whose end date is within 7 days of the delivery date.',
    area: 'orders',
    example: { state: BUSINESS_ADMIN, params: orderParams, body: { swapDealId: 'f-2001' }, response: detail },
  }),
  coordinateHandover: put({
    name: 'coordinateHandover',
    path: '/portal/api/bff/fleet/orders/{id}/handover',
    body: businessHandover,
    response: data(OrderDetail),
    errors: ['not_found', 'bad_request', 'conflict'],
    access: 'business-writer',
    summary:
      'Sets the handover contact, address, date and time; the business handover messages on bad fields.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: orderParams,
      body: {
        firstName: 'Fritz',
        lastName: 'Fahrer',
        street: 'Am Sandtorkai',
        houseNumber: '50',
        postalCode: '20457',
        city: 'Hamburg',
        phoneNumber: '040 12345678',
        deliveryDate: '2026-12-15',
        timeSlot: '11:00',
      },
      response: detail,
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        params: orderParams,
        body: {
          firstName: 'Fritz',
          lastName: 'Fahrer',
          street: 'Am Sandtorkai',
          houseNumber: '50',
          postalCode: '2045',
          city: 'Hamburg',
          phoneNumber: '040 12345678',
          deliveryDate: '2026-12-15',
          timeSlot: '11:00',
        },
        status: 400,
        code: 'bad_request',
      },
    ],
  }),
  chooseDeliveryOption: put({
    name: 'chooseDeliveryOption',
    path: '/portal/api/bff/fleet/orders/{id}/delivery-option',
    body: t.intersection([
      t.type({ option: t.keyof({ custom_delivery: null, swap_delivery: null }) }),
      t.partial({ address: Address }),
    ]),
    response: data(t.type({ option: t.string, fee: t.Int })),
    errors: ['not_found', 'bad_request'],
    access: 'business-writer',
    summary:
      'Custom delivery (209.24 EUR for bookings from 15 Nov 2025) or swap delivery (free); fee in cents.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: orderParams,
      body: { option: 'custom_delivery', address: exampleAddress },
      response: { data: { option: 'custom_delivery', fee: 20924 } },
    },
  }),
  commentOnOrder: post({
    name: 'commentOnOrder',
    path: '/portal/api/bff/fleet/orders/{id}/comments',
    body: t.type({ comment: t.string }),
    response: Ok,
    errors: ['not_found', 'bad_request'],
    access: 'business-writer',
    summary: 'Leaves a comment on an order for the account manager.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: orderParams,
      body: { comment: 'Bitte vor 12 Uhr liefern.' },
      status: 201,
      response: { ok: true },
    },
  }),
  requestTransitionVehicle: post({
    name: 'requestTransitionVehicle',
    path: '/portal/api/bff/fleet/orders/{id}/transition-vehicle',
    body: t.type({ deliveryDate: DateText }),
    response: data(
      t.type({
        deliveryDate: DateText,
        kilometresPerMonth: t.Int,
        fullCoverageDeductible: t.Int,
        partialCoverageDeductible: t.Int,
      }),
    ),
    errors: ['not_found', 'bad_request', 'not_eligible'],
    access: 'business-writer',
    summary:
      'A transition car until delivery (within 7 days of signing; 1,000 km/month; deductibles 1,000 / 500 EUR).',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: orderParams,
      body: { deliveryDate: '2026-11-27' },
      status: 201,
      response: {
        data: {
          deliveryDate: '2026-11-27',
          kilometresPerMonth: 1000,
          fullCoverageDeductible: 100000,
          partialCoverageDeductible: 50000,
        },
      },
    },
  }),
  chooseOrderCompany: put({
    name: 'chooseOrderCompany',
    path: '/portal/api/bff/fleet/orders/{id}/company',
    body: t.type({ companyId: t.string }),
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
    summary: "Moves an order to another of the user's companies (the company chooser's six errors).",
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: orderParams,
      body: { companyId: 'co-nordflotte' },
      response: detail,
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        params: orderParams,
        body: { companyId: '' },
        status: 422,
        code: 'no_company_selected',
      },
      {
        state: BUSINESS_ADMIN,
        params: orderParams,
        body: { companyId: 'co-suedlogistik' },
        status: 422,
        code: 'invalid_company',
      },
      {
        state: BUSINESS_ADMIN,
        params: { id: 'f-9999' },
        body: { companyId: 'co-nordflotte' },
        status: 404,
        code: 'order_not_found',
      },
    ],
  }),
  getEndOfSubscriptionOptions: get({
    name: 'getEndOfSubscriptionOptions',
    path: '/portal/api/bff/fleet/orders/{id}/end-of-subscription',
    response: data(
      t.type({
        returnPlanning: t.keyof({ open: null, in_progress: null, closed: null }),
        returnPlanningOpensOn: nullable(DateText),
        options: t.array(t.keyof({ prolong: null, swap: null, return: null, buy: null })),
      }),
    ),
    errors: ['not_found'],
    access: 'business',
    summary: 'What can happen at the end: prolong, swap, return (planned from 45 days before) or buy.',
    area: 'orders',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'f-2004' },
      response: {
        data: {
          returnPlanning: 'open',
          returnPlanningOpensOn: '2026-11-10',
          options: ['prolong', 'swap', 'return'],
        },
      },
    },
  }),
};
