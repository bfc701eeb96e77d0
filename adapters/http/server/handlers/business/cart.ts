import { err, ok, type Result } from 'neverthrow';
import type { CartView } from '../../../../../core/cart/cart.ts';
import { unavailableLines } from '../../../../../core/cart/cart.ts';
import {
  addToCart,
  type CartError,
  type CartItemChange,
  type CheckoutInput,
  checkout,
  loadCart,
  type NewCartItem,
  removeCartItem,
  removeUnavailableCartItems,
  updateCartItem,
} from '../../../../../core/cart/use-cases.ts';
import type { OrderRequest } from '../../../../../core/order-requests/order-requests.ts';
import { sqlOrderingStore } from '../../../../sql/ordering-store.ts';
import type { BffContext } from '../../bff-context.ts';
import type { Answer, Failure, Handler } from '../../handler.ts';
import { BUSINESS_MESSAGES } from './messages.ts';
import { orderingOf } from './ordering.ts';

export const cartBodyOf = (view: CartView) => ({
  data: {
    items: view.lines.map((line) => ({
      id: line.item.id,
      model: {
        id: line.item.modelId,
        brand: line.model?.brand ?? '',
        name: line.model?.version ?? line.name,
        imageUrl: line.model?.imageUrl ?? null,
      },
      term: line.item.term,
      kmPackage: line.item.kmPackage,
      quantity: line.item.quantity,
      monthlyPrice: line.monthlyPrice,
      downpayment: line.downpayment,
      deliveryFrom: line.deliveryFrom,
      protection: { package: line.item.protection, deductible: line.deductible },
      tireAndWindshield: line.item.tireAndWindshield,
      available: line.available,
      availableQuantity: line.availableQuantity,
      swap: line.swap,
      deliveryFee: line.deliveryFee,
    })),
    swapSubscriptionId: view.swapSubscriptionId,
    summary: view.summary,
  },
});

/** An order request as the wire shows it (contracts/routes/cart.ts OrderRequest). */
export const orderRequestBodyOf = (request: OrderRequest) => ({
  id: request.id,
  employee: { contactId: request.employee.contactId, name: request.employee.name },
  model: request.modelName,
  term: request.term,
  monthlyPrice: request.monthlyPrice,
  status: request.status,
  submittedAt: request.submittedAt.toISOString(),
  reservedUntil: request.reservedUntil?.toISOString() ?? null,
  orderId: request.orderId,
  rejectionReason: request.rejectionReason,
});

export const cartFailure = (error: CartError): Failure => {
  switch (error.code) {
    case 'vehicle_unavailable':
      return { code: error.code, message: BUSINESS_MESSAGES.vehicleUnavailable };
    case 'term_unavailable':
      return {
        code: error.code,
        message: BUSINESS_MESSAGES.termUnavailable,
        fields: { 'body.term': BUSINESS_MESSAGES.termUnavailable },
      };
    case 'shop_access_withdrawn':
      return { code: error.code, message: BUSINESS_MESSAGES.shopAccessWithdrawn };
    case 'bad_request':
      return { code: error.code, fields: error.fields };
    case 'cart_items_unavailable':
      return {
        code: error.code,
        message: BUSINESS_MESSAGES.cartItemsUnavailable,
        fields: Object.fromEntries(
          error.lines.map((line) => [
            `items.${line.item.id}`,
            `${line.name}: ${line.availableQuantity} von ${line.item.quantity} verfügbar`,
          ]),
        ),
      };
    case 'general_error':
      return { code: error.code, message: BUSINESS_MESSAGES.orderFailed };
    case 'cart_empty':
      return { code: 'conflict', message: BUSINESS_MESSAGES.cartEmpty };
    case 'not_found':
      return { code: 'not_found' };
  }
};

const answer = (result: Result<CartView, CartError>, status?: number): Result<Answer, Failure> =>
  result.isOk()
    ? ok({ body: cartBodyOf(result.value), ...(status ? { status } : {}) })
    : err(cartFailure(result.error));

export const cartHandlers = (bff: BffContext): Record<string, Handler> => {
  const run = orderingOf(bff);
  // Reads need no transaction.
  const reads = sqlOrderingStore(bff.db, bff.mailerFor(bff.db));
  return {
    getCart: async ({ user, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return ok({ body: cartBodyOf(await loadCart(reads, user, now)) });
    },
    addToCart: async ({ user, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return answer(await addToCart(run, user, body as NewCartItem, now));
    },
    updateCartItem: async ({ user, params, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return answer(await updateCartItem(run, user, params.id ?? '', body as CartItemChange, now));
    },
    removeCartItem: async ({ user, params, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return answer(await removeCartItem(run, user, params.id ?? '', now));
    },
    getUnavailableCartItems: async ({ user, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const view = await loadCart(reads, user, now);
      return ok({
        body: {
          data: unavailableLines(view).map((line) => ({
            itemId: line.item.id,
            model: line.name,
            quantity: line.item.quantity,
            availableQuantity: line.availableQuantity,
          })),
        },
      });
    },
    removeUnavailableCartItems: async ({ user, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      return answer(await removeUnavailableCartItems(run, user, now));
    },
    checkout: async ({ user, body, now }) => {
      if (!user) return err({ code: 'unauthorized' });
      const result = await checkout(run, user, body as CheckoutInput, now);
      if (result.isErr()) return err(cartFailure(result.error));
      return ok({
        body: {
          data: {
            orders: result.value.orders.map((order) => ({
              id: order.id,
              reservationExpiresAt: order.reservationExpiresAt.toISOString(),
            })),
            orderRequest: result.value.orderRequest ? orderRequestBodyOf(result.value.orderRequest) : null,
          },
        },
      });
    },
  };
};
