import * as t from 'io-ts';
import { DateText, nullable, Ok } from '../codecs.ts';
import { BUSINESS_ADMIN, BUSINESS_DRIVER, data, del, get, list, patch, post } from '../route-builders.ts';

/** Cart, checkout and employee order requests (business spec §2, §3 "Cart", §4, §8): designed by us. */

const PROTECTION = t.keyof({ base: null, comfort: null, premium: null, exklusiv: null });

const CartItem = t.type({
  id: t.string,
  modelId: t.string,
  title: t.string,
  term: t.Int,
  kmPackage: t.Int,
  monthlyPrice: t.Int,
  downpayment: t.Int,
  deliveryFrom: DateText,
  protection: t.type({ package: PROTECTION, deductible: t.Int }),
  tireAndWindshield: t.boolean,
  available: t.boolean,
});

const Cart = t.type({
  items: t.array(CartItem),
  summary: t.type({ monthlyTotal: t.Int, downpaymentTotal: t.Int, deliveryFee: t.Int }),
});

const item = {
  id: 'ci-1',
  modelId: 'bmw-i4',
  title: 'BMW i4 eDrive40',
  term: 12,
  kmPackage: 1500,
  monthlyPrice: 61900,
  downpayment: 0,
  deliveryFrom: '2026-12-15',
  protection: { package: 'base', deductible: 100000 },
  tireAndWindshield: false,
  available: true,
};
const cart = {
  data: { items: [item], summary: { monthlyTotal: 61900, downpaymentTotal: 0, deliveryFee: 20924 } },
};

const OrderRequest = t.type({
  id: t.string,
  employee: t.string,
  model: t.string,
  status: t.keyof({ submitted: null, reserved: null, approved: null, rejected: null }),
  submittedAt: DateText,
  reservedUntil: nullable(DateText),
});

const request = {
  id: 'req-2001',
  employee: 'Fritz Fahrer',
  model: 'Volkswagen ID.3',
  status: 'reserved',
  submittedAt: '2026-11-21T08:00:00Z',
  reservedUntil: '2026-11-24T08:00:00Z',
};

export const cartRoutes = {
  getCart: get({
    name: 'getCart',
    path: '/portal/api/bff/cart',
    response: data(Cart),
    access: 'business',
    summary: "The user's cart ('Warenkorb') with its order summary (cents).",
    area: 'cart',
    example: { state: BUSINESS_ADMIN, response: cart },
  }),
  addToCart: post({
    name: 'addToCart',
    path: '/portal/api/bff/cart/items',
    body: t.intersection([
      t.type({ modelId: t.string, term: t.Int, kmPackage: t.Int, protection: PROTECTION }),
      t.partial({ tireAndWindshield: t.boolean }),
    ]),
    response: data(Cart),
    errors: ['vehicle_unavailable', 'term_unavailable', 'shop_access_withdrawn', 'bad_request'],
    access: 'business-writer',
    summary:
      'Adds a configured car ("Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar." when gone).',
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      body: { modelId: 'bmw-i4', term: 12, kmPackage: 1500, protection: 'base' },
      status: 201,
      response: cart,
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        body: { modelId: 'sold-out-model', term: 12, kmPackage: 1500, protection: 'base' },
        status: 409,
        code: 'vehicle_unavailable',
      },
      {
        state: BUSINESS_ADMIN,
        body: { modelId: 'bmw-i4', term: 48, kmPackage: 1500, protection: 'base' },
        status: 409,
        code: 'term_unavailable',
      },
    ],
  }),
  updateCartItem: patch({
    name: 'updateCartItem',
    path: '/portal/api/bff/cart/items/{id}',
    body: t.partial({ term: t.Int, kmPackage: t.Int, protection: PROTECTION, tireAndWindshield: t.boolean }),
    response: data(Cart),
    errors: ['not_found', 'term_unavailable', 'bad_request'],
    access: 'business-writer',
    summary: 'Changes the term, mileage, protection or tyre and windscreen option of a cart item.',
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'ci-1' },
      body: { protection: 'comfort' },
      response: cart,
    },
  }),
  removeCartItem: del({
    name: 'removeCartItem',
    path: '/portal/api/bff/cart/items/{id}',
    response: data(Cart),
    errors: ['not_found'],
    access: 'business-writer',
    summary: 'Removes an item from the cart.',
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'ci-1' },
      response: { data: { items: [], summary: { monthlyTotal: 0, downpaymentTotal: 0, deliveryFee: 0 } } },
    },
  }),
  checkout: post({
    name: 'checkout',
    path: '/portal/api/bff/cart/checkout',
    body: t.type({ mode: t.keyof({ order: null, vehicle_swap: null }) }),
    response: data(t.type({ orderIds: t.array(t.string) })),
    errors: ['cart_items_unavailable', 'shop_access_withdrawn', 'general_error', 'bad_request'],
    access: 'business-writer',
    summary:
      "'Confirm and Order' or 'Complete vehicle swap'; cars no longer available answer cart_items_unavailable.",
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      body: { mode: 'order' },
      status: 201,
      response: { data: { orderIds: ['f-2101'] } },
    },
    errorExamples: [
      {
        state: 'business admin admin@nordflotte.example with an unavailable car in the cart',
        body: { mode: 'order' },
        status: 409,
        code: 'cart_items_unavailable',
      },
      {
        state: 'business driver fahrer@nordflotte.example whose shop access is withdrawn',
        body: { mode: 'order' },
        status: 403,
        code: 'shop_access_withdrawn',
      },
    ],
  }),
  getOrderRequests: get({
    name: 'getOrderRequests',
    path: '/portal/api/bff/fleet/order-requests',
    response: list(OrderRequest),
    access: 'business',
    summary: "Employees' order requests: submitted, reserved 3 days awaiting approval, approved or rejected.",
    area: 'cart',
    example: { state: BUSINESS_ADMIN, response: { data: [request] } },
  }),
  approveOrderRequest: post({
    name: 'approveOrderRequest',
    path: '/portal/api/bff/fleet/order-requests/{id}/approve',
    response: data(OrderRequest),
    errors: ['not_found', 'conflict'],
    access: 'business-admin',
    summary: "Approves an employee's order request.",
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'req-2001' },
      response: { data: { ...request, status: 'approved', reservedUntil: null } },
    },
  }),
  rejectOrderRequest: post({
    name: 'rejectOrderRequest',
    path: '/portal/api/bff/fleet/order-requests/{id}/reject',
    body: t.partial({ reason: t.string }),
    response: Ok,
    errors: ['not_found', 'request_rejection_failed'],
    access: 'business-admin',
    summary: "'Anfrage ablehnen': rejects the request and notifies the employee.",
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'req-2001' },
      body: { reason: 'Budget überschritten' },
      response: { ok: true },
    },
    errorExamples: [
      { state: BUSINESS_DRIVER, params: { id: 'req-2001' }, body: {}, status: 403, code: 'forbidden' },
    ],
  }),
};
