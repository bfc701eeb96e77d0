import * as t from 'io-ts';
import { Cents, DateText, nullable, oneOf } from '../codecs.ts';
import {
  BUSINESS_ADMIN,
  BUSINESS_ANALYST,
  BUSINESS_DRIVER,
  CONSUMER,
  data,
  del,
  get,
  list,
  patch,
  post,
} from '../route-builders.ts';

/**
 * The shopping cart ('Warenkorb'), checkout and employee order requests (business spec §2, §3
 * "Cart", §4, §6, §8): designed by us; money in cents. Once shop access is withdrawn for drivers,
 * only admins order (§6): a driver's cart writes and checkout answer shop_access_withdrawn (403).
 */

export const PROTECTION_PACKAGES = ['base', 'comfort', 'premium', 'exklusiv'] as const;
export const CHECKOUT_MODES = ['order', 'vehicle_swap'] as const;
export const ORDER_REQUEST_STATUSES = ['submitted', 'reserved', 'approved', 'rejected'] as const;

const ProtectionPackage = oneOf(PROTECTION_PACKAGES, 'ProtectionPackage');

const CartItem = t.type(
  {
    id: t.string,
    model: t.type({ id: t.string, brand: t.string, name: t.string, imageUrl: nullable(t.string) }),
    /** Months. */
    term: t.Int,
    /** Kilometres per month. */
    kmPackage: t.Int,
    quantity: t.Int,
    monthlyPrice: Cents,
    downpayment: Cents,
    deliveryFrom: DateText,
    /** The full-coverage deductible of the package, in cents. */
    protection: t.type({ package: ProtectionPackage, deductible: Cents }),
    tireAndWindshield: t.boolean,
    /** False once the model is no longer available in the quantity asked for. */
    available: t.boolean,
    /** How many of the quantity asked for are left (1 of 2: the line is cut, not gone). */
    availableQuantity: t.Int,
    /** The line's one car replaces the cart's swap subscription ('Complete vehicle swap'). */
    swap: t.boolean,
    /** The delivery fee of the line's cars, in cents: none for the swap car (spec §9). */
    deliveryFee: Cents,
  },
  'CartItem',
);

const Cart = t.type(
  {
    items: t.array(CartItem),
    /**
     * The subscription the cart's swap line replaces: the cart ends with 'Complete vehicle swap',
     * which orders that line's car in its place and the other cars as usual.
     */
    swapSubscriptionId: nullable(t.string),
    summary: t.type({
      monthlyTotal: Cents,
      downpaymentTotal: Cents,
      deliveryFeeTotal: Cents,
      carCount: t.Int,
    }),
  },
  'Cart',
);

const UnavailableItem = t.type(
  { itemId: t.string, model: t.string, quantity: t.Int, availableQuantity: t.Int },
  'UnavailableCartItem',
);

const OrderRequest = t.type(
  {
    id: t.string,
    employee: t.type({ contactId: t.string, name: t.string }),
    model: t.string,
    term: t.Int,
    monthlyPrice: Cents,
    status: oneOf(ORDER_REQUEST_STATUSES, 'OrderRequestStatus'),
    submittedAt: DateText,
    /** Reserved for 3 days awaiting the fleet manager's approval. */
    reservedUntil: nullable(DateText),
    /** The order an approval created. */
    orderId: nullable(t.string),
    rejectionReason: nullable(t.string),
  },
  'OrderRequest',
);

const item = {
  id: 'ci-2001',
  model: { id: 'bmw-i4', brand: 'BMW', name: 'i4 eDrive40', imageUrl: '/images/models/bmw-i4.svg' },
  term: 12,
  kmPackage: 1500,
  quantity: 2,
  monthlyPrice: 64900,
  downpayment: 0,
  deliveryFrom: '2026-12-15',
  protection: { package: 'base', deductible: 100000 },
  tireAndWindshield: false,
  available: true,
  availableQuantity: 2,
  swap: false,
  deliveryFee: 41848,
};
const cart = {
  items: [item],
  swapSubscriptionId: null,
  summary: { monthlyTotal: 129800, downpaymentTotal: 0, deliveryFeeTotal: 41848, carCount: 2 },
};
const emptyCart = {
  items: [],
  swapSubscriptionId: null,
  summary: { monthlyTotal: 0, downpaymentTotal: 0, deliveryFeeTotal: 0, carCount: 0 },
};
const newItem = { modelId: 'bmw-i4', term: 12, kmPackage: 1500, quantity: 2, protection: 'base' };

const request = {
  id: 'req-2001',
  employee: { contactId: 'ct-2002', name: 'Fritz Fahrer' },
  model: 'Volkswagen ID.3',
  term: 12,
  monthlyPrice: 41279,
  status: 'reserved',
  submittedAt: '2026-11-21T08:00:00Z',
  reservedUntil: '2026-11-24T08:00:00Z',
  orderId: null,
  rejectionReason: null,
};
const requestParams = { id: 'req-2001' };
const UNAVAILABLE_IN_CART =
  'business admin admin@nordflotte.example whose cart holds 2 BMW i4 of which only 1 is left';
const SHOP_WITHDRAWN = 'business driver fahrer@nordflotte.example whose shop access is withdrawn';

export const cartRoutes = {
  getCart: get({
    name: 'getCart',
    path: '/portal/api/bff/cart',
    response: data(Cart),
    errors: ['forbidden'],
    access: 'business',
    summary:
      "The user's cart ('Warenkorb'): each car's term, km package, price, down payment, delivery-from date, protection package and options; the order summary.",
    area: 'cart',
    example: { state: BUSINESS_ADMIN, response: { data: cart } },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  addToCart: post({
    name: 'addToCart',
    path: '/portal/api/bff/cart/items',
    body: t.intersection([
      t.type({ modelId: t.string, term: t.Int, kmPackage: t.Int, protection: ProtectionPackage }),
      t.partial({ quantity: t.Int, tireAndWindshield: t.boolean, swapSubscriptionId: t.string }),
    ]),
    response: data(Cart),
    errors: ['vehicle_unavailable', 'term_unavailable', 'shop_access_withdrawn', 'bad_request'],
    access: 'business-writer',
    summary:
      "Adds a configured car ('Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.', 'Leider ist diese Laufzeit nicht verfügbar').",
    area: 'cart',
    example: { state: BUSINESS_ADMIN, body: newItem, status: 201, response: { data: cart } },
    errorExamples: [
      {
        state: 'business admin admin@nordflotte.example is signed in and the Fiat 500e is sold out',
        body: { ...newItem, modelId: 'fiat-500e' },
        status: 409,
        code: 'vehicle_unavailable',
      },
      { state: BUSINESS_ADMIN, body: { ...newItem, term: 9 }, status: 409, code: 'term_unavailable' },
      { state: SHOP_WITHDRAWN, status: 403, code: 'shop_access_withdrawn' },
    ],
  }),
  updateCartItem: patch({
    name: 'updateCartItem',
    path: '/portal/api/bff/cart/items/{id}',
    body: t.partial({
      term: t.Int,
      kmPackage: t.Int,
      quantity: t.Int,
      protection: ProtectionPackage,
      tireAndWindshield: t.boolean,
    }),
    response: data(Cart),
    errors: ['not_found', 'term_unavailable', 'vehicle_unavailable', 'shop_access_withdrawn', 'bad_request'],
    access: 'business-writer',
    summary:
      'Changes the term, km package, quantity, protection package or tyre and windscreen option of a cart item.',
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: { id: 'ci-2001' },
      body: { protection: 'premium', tireAndWindshield: true },
      response: {
        data: {
          ...cart,
          items: [
            {
              ...item,
              monthlyPrice: 68800,
              protection: { package: 'premium', deductible: 50000 },
              tireAndWindshield: true,
            },
          ],
          summary: { ...cart.summary, monthlyTotal: 137600 },
        },
      },
    },
    errorExamples: [
      {
        state: BUSINESS_ADMIN,
        params: { id: 'ci-2001' },
        body: { term: 9 },
        status: 409,
        code: 'term_unavailable',
      },
      { state: BUSINESS_ADMIN, params: { id: 'ci-9999' }, status: 404, code: 'not_found' },
    ],
  }),
  removeCartItem: del({
    name: 'removeCartItem',
    path: '/portal/api/bff/cart/items/{id}',
    response: data(Cart),
    errors: ['not_found', 'shop_access_withdrawn'],
    access: 'business-writer',
    summary: 'Removes a car from the cart.',
    area: 'cart',
    example: { state: BUSINESS_ADMIN, params: { id: 'ci-2001' }, response: { data: emptyCart } },
    errorExamples: [{ state: BUSINESS_ADMIN, params: { id: 'ci-9999' }, status: 404, code: 'not_found' }],
  }),
  getUnavailableCartItems: get({
    name: 'getUnavailableCartItems',
    path: '/portal/api/bff/cart/unavailable-items',
    response: list(UnavailableItem),
    access: 'business',
    summary:
      'The unavailable-cars check before checkout: cars no longer available in the quantity asked for (empty when all are).',
    area: 'cart',
    example: {
      state: UNAVAILABLE_IN_CART,
      response: {
        data: [{ itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 1 }],
      },
    },
  }),
  removeUnavailableCartItems: del({
    name: 'removeUnavailableCartItems',
    path: '/portal/api/bff/cart/unavailable-items',
    response: data(Cart),
    errors: ['shop_access_withdrawn'],
    access: 'business-writer',
    summary:
      "'Ja, entfernen & fortfahren': cuts each car asked for in a larger quantity than is left to what is left, removing it when none is; sent again, changes nothing.",
    area: 'cart',
    example: {
      state: UNAVAILABLE_IN_CART,
      response: {
        data: {
          ...cart,
          items: [{ ...item, quantity: 1 }],
          summary: { monthlyTotal: 64900, downpaymentTotal: 0, deliveryFeeTotal: 20924, carCount: 1 },
        },
      },
    },
  }),
  checkout: post({
    name: 'checkout',
    path: '/portal/api/bff/cart/checkout',
    body: t.intersection([
      t.type({ mode: oneOf(CHECKOUT_MODES, 'CheckoutMode') }),
      t.partial({ swapSubscriptionId: t.string }),
    ]),
    response: data(
      t.type({
        /** Reserved orders (NOT_SIGNED): each contract must be signed within 3 days. */
        orders: t.array(t.type({ id: t.string, reservationExpiresAt: DateText })),
        /** A driver's checkout becomes an order request awaiting the fleet manager. */
        orderRequest: nullable(OrderRequest),
      }),
    ),
    errors: ['cart_items_unavailable', 'shop_access_withdrawn', 'bad_request', 'conflict', 'general_error'],
    access: 'business-writer',
    summary:
      "'Confirm and Order' (mode order) or 'Complete vehicle swap' (mode vehicle_swap); unavailable cars: 409 cart_items_unavailable, its fields naming each item ('items.ci-2001'); an empty cart, also after the same checkout sent twice: 409 conflict.",
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      body: { mode: 'order' },
      status: 201,
      response: {
        data: {
          orders: [
            { id: 'f-2211', reservationExpiresAt: '2026-11-26T10:00:00Z' },
            { id: 'f-2212', reservationExpiresAt: '2026-11-26T10:00:00Z' },
          ],
          orderRequest: null,
        },
      },
    },
    errorExamples: [
      { state: UNAVAILABLE_IN_CART, status: 409, code: 'cart_items_unavailable' },
      // A swap needs the subscription it replaces.
      { state: BUSINESS_ADMIN, body: { mode: 'vehicle_swap' }, status: 400, code: 'bad_request' },
      { state: SHOP_WITHDRAWN, status: 403, code: 'shop_access_withdrawn' },
      {
        state: 'business admin admin@nordflotte.example is signed in and the order service fails',
        status: 500,
        code: 'general_error',
      },
    ],
  }),
  getOrderRequests: get({
    name: 'getOrderRequests',
    path: '/portal/api/bff/fleet/order-requests',
    query: t.partial({ status: oneOf(ORDER_REQUEST_STATUSES, 'OrderRequestStatus') }),
    response: list(OrderRequest),
    errors: ['forbidden'],
    access: 'business',
    summary:
      "Employees' order requests (a driver sees their own): submitted, reserved 3 days awaiting approval, approved or rejected.",
    area: 'cart',
    example: { state: BUSINESS_ADMIN, query: { status: 'reserved' }, response: { data: [request] } },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
  approveOrderRequest: post({
    name: 'approveOrderRequest',
    path: '/portal/api/bff/fleet/order-requests/{id}/approval',
    response: data(OrderRequest),
    errors: ['not_found', 'conflict', 'vehicle_unavailable'],
    access: 'business-admin',
    summary: "The fleet manager approves an employee's order request; it becomes a reserved order.",
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: requestParams,
      response: { data: { ...request, status: 'approved', reservedUntil: null, orderId: 'f-2211' } },
    },
    errorExamples: [
      {
        state: 'business admin admin@nordflotte.example with order request req-2001 already rejected',
        params: requestParams,
        status: 409,
        code: 'conflict',
      },
      { state: BUSINESS_DRIVER, params: requestParams, status: 403, code: 'forbidden' },
      {
        state: 'business admin admin@suedlogistik.example is signed in',
        params: requestParams,
        status: 404,
        code: 'not_found',
      },
    ],
  }),
  rejectOrderRequest: post({
    name: 'rejectOrderRequest',
    path: '/portal/api/bff/fleet/order-requests/{id}/rejection',
    body: t.partial({ reason: t.string }),
    response: data(OrderRequest),
    errors: ['not_found', 'conflict', 'request_rejection_failed'],
    access: 'business-admin',
    summary:
      "'Anfrage ablehnen': rejects the request and notifies the employee; failure: 'Fehler beim Ablehnen der Anfrage'.",
    area: 'cart',
    example: {
      state: BUSINESS_ADMIN,
      params: requestParams,
      body: { reason: 'Das Budget für Dienstwagen ist für dieses Jahr ausgeschöpft.' },
      response: {
        data: {
          ...request,
          status: 'rejected',
          reservedUntil: null,
          rejectionReason: 'Das Budget für Dienstwagen ist für dieses Jahr ausgeschöpft.',
        },
      },
    },
    errorExamples: [
      {
        state: 'business admin admin@nordflotte.example is signed in and notifying the employee fails',
        params: requestParams,
        status: 502,
        code: 'request_rejection_failed',
      },
      { state: BUSINESS_ANALYST, params: requestParams, status: 403, code: 'forbidden' },
    ],
  }),
};
