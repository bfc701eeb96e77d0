import { err, ok, type Result } from 'neverthrow';
import type { User } from '../account/ports.ts';
import { allowsModel, isBoundByPolicy } from '../car-policy/policy.ts';
import {
  type Configuration,
  configuredMonthlyPrice,
  type ProtectionPackage,
} from '../catalogue/configuration.ts';
import { type CatalogueModel, displayName, isAvailable } from '../catalogue/types.ts';
import { mayOrderVehicles } from '../company-settings/shop-access.ts';
import { dealScopeOf } from '../deals/access.ts';
import { companySwapPlace, swapPickupOf, swapRefusalOf } from '../fleet/swaps.ts';
import { type OrderRequest, reservationEnd } from '../order-requests/order-requests.ts';
import { type CartLine, type CartView, cartView, unavailableLines } from './cart.ts';
import {
  nameOf,
  type OrderingStore,
  ordersPlacedMail,
  type PlacedOrder,
  placeOrder,
  StockRanOut,
  type Transactional,
} from './ordering.ts';
import type { CartItemRecord } from './ports.ts';

export type CartError =
  | { readonly code: 'not_found' }
  | { readonly code: 'vehicle_unavailable' }
  | { readonly code: 'term_unavailable' }
  | { readonly code: 'shop_access_withdrawn' }
  | { readonly code: 'bad_request'; readonly fields: Readonly<Record<string, string>> }
  | { readonly code: 'cart_items_unavailable'; readonly lines: readonly CartLine[] }
  | { readonly code: 'general_error' }
  /** Checkout of an empty cart: usually the same checkout again, after the first emptied it. */
  | { readonly code: 'cart_empty' };

/** The most cars of one configuration in one cart line: ours, the specification names none. */
export const MAX_QUANTITY = 50;

const MESSAGES = {
  quantity: `Bitte gib eine Anzahl von 1 bis ${MAX_QUANTITY} ein.`,
  kmPackage: 'Dieses Kilometerpaket gibt es für dieses Fahrzeug nicht.',
  policy: 'Dieses Fahrzeug ist in der Car Policy Ihres Unternehmens nicht freigegeben.',
  subscription: 'Bitte wählen Sie ein Abo aus',
  oneCarPerRequest: 'Eine Anfrage gilt genau einem Fahrzeug.',
  oneCarPerSwap: 'Ein Fahrzeugtausch ersetzt genau ein Abo durch ein Fahrzeug.',
  swapByAdmin: 'Einen Fahrzeugtausch bestellen Administrator*innen Ihres Unternehmens.',
} as const;

const modelsById = async (store: OrderingStore): Promise<Map<string, CatalogueModel>> =>
  new Map((await store.catalogue.all()).map((model) => [model.id, model]));

export const loadCart = async (store: OrderingStore, user: User, now: Date): Promise<CartView> =>
  cartView(await store.carts.items(user.id), await modelsById(store), now);

/** Business spec §6: once shop access is withdrawn for drivers, only admins order. */
const mayOrder = async (store: OrderingStore, user: User): Promise<boolean> =>
  mayOrderVehicles(
    user.role,
    user.companyId !== null && (await store.shopAccess.driversShopAccess(user.companyId)),
  );

/** A configuration the user may put in the cart: a model still offered, its term, km package, policy. */
const checkConfiguration = async (
  store: OrderingStore,
  user: User,
  model: CatalogueModel | undefined,
  configuration: Configuration,
  quantity: number,
): Promise<Result<CatalogueModel, CartError>> => {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    return err({ code: 'bad_request', fields: { 'body.quantity': MESSAGES.quantity } });
  if (!model || !isAvailable(model)) return err({ code: 'vehicle_unavailable' });
  const price = configuredMonthlyPrice(model, configuration);
  if (price.isErr())
    return price.error.code === 'term_unavailable'
      ? err({ code: 'term_unavailable' })
      : err({ code: 'bad_request', fields: { 'body.kmPackage': MESSAGES.kmPackage } });
  if (user.companyId) {
    const policy = await store.policies.find(user.companyId);
    if (isBoundByPolicy(policy, user) && !allowsModel(policy, model, price.value))
      return err({ code: 'bad_request', fields: { 'body.modelId': MESSAGES.policy } });
  }
  return ok(model);
};

/**
 * A running subscription the user sees, to be replaced by the cart's car: locked until the
 * transaction ends, so two swaps of it at once run one after the other and the second finds it
 * taken; one whose return is booked or which another order replaces is refused with the reason.
 */
const checkSwapSubscription = async (
  store: OrderingStore,
  user: User,
  subscriptionId: string,
): Promise<Result<string, CartError>> => {
  const refused = (message: string) =>
    err({ code: 'bad_request' as const, fields: { 'body.swapSubscriptionId': message } });
  if (!user.companyId || !(await store.deals.findIn(dealScopeOf(user), subscriptionId)))
    return refused(MESSAGES.subscription);
  const subscription = await store.swaps.lockReplaceable(user.companyId, subscriptionId);
  if (!subscription) return refused(MESSAGES.subscription);
  const refusal = swapRefusalOf(subscription);
  return refusal ? refused(refusal) : ok(subscriptionId);
};

export type NewCartItem = {
  readonly modelId: string;
  readonly term: number;
  readonly kmPackage: number;
  readonly protection: ProtectionPackage;
  readonly quantity?: number;
  readonly tireAndWindshield?: boolean;
  readonly swapSubscriptionId?: string;
};

/**
 * A line of the same car, configuration and quantity is taken for the same click again (a double
 * click, a retry after a lost answer): the cart stays as it is. More cars of one configuration are
 * a larger quantity of its line.
 */
const isSameAddition = (
  item: CartItemRecord,
  modelId: string,
  configuration: Configuration,
  quantity: number,
  swapSubscriptionId: string | null,
): boolean =>
  item.swapSubscriptionId === swapSubscriptionId &&
  item.modelId === modelId &&
  item.term === configuration.term &&
  item.kmPackage === configuration.kmPackage &&
  item.protection === configuration.protection &&
  item.tireAndWindshield === configuration.tireAndWindshield &&
  item.quantity === quantity;

export const addToCart = (run: Transactional, user: User, input: NewCartItem, now: Date) =>
  run(async (store): Promise<Result<CartView, CartError>> => {
    await store.carts.lock(user.id);
    if (!(await mayOrder(store, user))) return err({ code: 'shop_access_withdrawn' });
    const configuration: Configuration = {
      term: input.term,
      kmPackage: input.kmPackage,
      protection: input.protection,
      tireAndWindshield: input.tireAndWindshield ?? false,
    };
    const quantity = input.quantity ?? 1;
    const model = await checkConfiguration(
      store,
      user,
      await store.catalogue.find(input.modelId),
      configuration,
      quantity,
    );
    if (model.isErr()) return err(model.error);
    const swapSubscriptionId = input.swapSubscriptionId ?? null;
    if (swapSubscriptionId !== null) {
      // The swap is the one car that replaces the subscription; more cars are lines of their own.
      if (quantity !== 1)
        return err({ code: 'bad_request', fields: { 'body.quantity': MESSAGES.oneCarPerSwap } });
      const swap = await checkSwapSubscription(store, user, swapSubscriptionId);
      if (swap.isErr()) return err(swap.error);
    }
    const items = await store.carts.items(user.id);
    if (
      items.some((item) => isSameAddition(item, model.value.id, configuration, quantity, swapSubscriptionId))
    )
      return ok(await loadCart(store, user, now));
    // A cart swaps one subscription: the newest choice of a swap car is the one that counts.
    if (swapSubscriptionId !== null) await store.carts.unmarkSwap(user.id);
    await store.carts.add({
      id: `ci-${await store.ids.nextNumber()}`,
      userId: user.id,
      modelId: model.value.id,
      ...configuration,
      quantity,
      swapSubscriptionId,
      createdAt: now,
    });
    return ok(await loadCart(store, user, now));
  });

export type CartItemChange = Partial<Configuration & { readonly quantity: number }>;

export const updateCartItem = (
  run: Transactional,
  user: User,
  itemId: string,
  change: CartItemChange,
  now: Date,
) =>
  run(async (store): Promise<Result<CartView, CartError>> => {
    await store.carts.lock(user.id);
    if (!(await mayOrder(store, user))) return err({ code: 'shop_access_withdrawn' });
    const item = (await store.carts.items(user.id)).find((candidate) => candidate.id === itemId);
    if (!item) return err({ code: 'not_found' });
    const changed: CartItemRecord = { ...item, ...change };
    if (changed.swapSubscriptionId !== null && changed.quantity !== 1)
      return err({ code: 'bad_request', fields: { 'body.quantity': MESSAGES.oneCarPerSwap } });
    const model = await checkConfiguration(
      store,
      user,
      await store.catalogue.find(item.modelId),
      changed,
      changed.quantity,
    );
    if (model.isErr()) return err(model.error);
    await store.carts.update(changed);
    return ok(await loadCart(store, user, now));
  });

export const removeCartItem = (run: Transactional, user: User, itemId: string, now: Date) =>
  run(async (store): Promise<Result<CartView, CartError>> => {
    await store.carts.lock(user.id);
    if (!(await mayOrder(store, user))) return err({ code: 'shop_access_withdrawn' });
    const items = await store.carts.items(user.id);
    if (!items.some((item) => item.id === itemId)) return err({ code: 'not_found' });
    if (items.length === 1) await store.carts.clear(user.id);
    else await store.carts.remove(user.id, [itemId]);
    return ok(await loadCart(store, user, now));
  });

/**
 * 'Ja, entfernen & fortfahren' (business spec §8): each line asking for more cars than are left is
 * cut to what is left ("2 angefragt, 1 verfügbar" keeps one car); only a line with none left goes.
 * Sent again, every line is already orderable and nothing changes.
 */
export const removeUnavailableCartItems = (run: Transactional, user: User, now: Date) =>
  run(async (store): Promise<Result<CartView, CartError>> => {
    await store.carts.lock(user.id);
    if (!(await mayOrder(store, user))) return err({ code: 'shop_access_withdrawn' });
    const view = await loadCart(store, user, now);
    const unavailable = unavailableLines(view);
    const gone = unavailable.filter((line) => line.availableQuantity === 0).map((line) => line.item.id);
    for (const line of unavailable)
      if (line.availableQuantity > 0)
        await store.carts.update({ ...line.item, quantity: line.availableQuantity });
    if (gone.length === view.lines.length && gone.length > 0) await store.carts.clear(user.id);
    else if (gone.length) await store.carts.remove(user.id, gone);
    return ok(await loadCart(store, user, now));
  });

/**
 * The swap is recorded with its order: the order replaces the subscription, is delivered as the
 * swap's delivery on the line's first delivery day, and the replaced car is picked up that day
 * where the new one arrives (the company's address until the handover is coordinated).
 */
const recordSwap = async (
  store: OrderingStore,
  companyId: string,
  orderId: string,
  subscriptionId: string,
  line: CartLine,
  now: Date,
) => {
  const company = await store.companies.find(companyId);
  if (!company) throw new Error(`the ordering company ${companyId} is unknown`);
  await store.swaps.record({
    orderId,
    subscriptionId,
    handoverDate: line.deliveryFrom,
    pickup: swapPickupOf(subscriptionId, { date: line.deliveryFrom }, companySwapPlace(company), now),
  });
};

export type CheckoutInput = { readonly mode: 'order' | 'vehicle_swap'; readonly swapSubscriptionId?: string };

export type CheckoutResult = {
  readonly orders: PlacedOrder[];
  readonly orderRequest: OrderRequest | null;
};

/**
 * 'Confirm and Order' or 'Complete vehicle swap'. An admin's checkout places the orders: one
 * reserved deal and contract per car, the cart emptied, the signing invitation mailed, all in one
 * transaction. A driver's checkout (while the company lets drivers order) becomes an order request
 * for one car, reserved for 3 days awaiting the fleet manager (spec §4).
 */
export const checkout = async (
  run: Transactional,
  user: User,
  input: CheckoutInput,
  now: Date,
): Promise<Result<CheckoutResult, CartError>> => {
  try {
    return await run(async (store): Promise<Result<CheckoutResult, CartError>> => {
      if (!user.companyId) return err({ code: 'general_error' });
      await store.carts.lock(user.id);
      if (!(await mayOrder(store, user))) return err({ code: 'shop_access_withdrawn' });
      const view = await loadCart(store, user, now);
      if (view.lines.length === 0) return err({ code: 'cart_empty' });
      // The swap stays with its line: 'Complete vehicle swap' orders the swap line's car in place
      // of the subscription and the cart's other cars as usual, each with its own delivery fee.
      const swapLine = view.lines.find((line) => line.swap);
      const replaces = swapLine?.item.swapSubscriptionId ?? null;
      if (input.mode === 'vehicle_swap') {
        if (!replaces || (input.swapSubscriptionId !== undefined && input.swapSubscriptionId !== replaces))
          return err({ code: 'bad_request', fields: { 'body.swapSubscriptionId': MESSAGES.subscription } });
      }
      if (replaces) {
        if (user.role !== 'admin')
          return err({ code: 'bad_request', fields: { body: MESSAGES.swapByAdmin } });
        const swap = await checkSwapSubscription(store, user, replaces);
        if (swap.isErr()) return err(swap.error);
      }
      const unavailable = unavailableLines(view);
      if (unavailable.length) return err({ code: 'cart_items_unavailable', lines: unavailable });

      if (user.role !== 'admin') {
        const [line] = view.lines;
        if (view.summary.carCount !== 1 || !line?.model)
          return err({ code: 'bad_request', fields: { body: MESSAGES.oneCarPerRequest } });
        const request = {
          id: `req-${await store.ids.nextNumber()}`,
          companyId: user.companyId,
          employee: { contactId: user.contactId ?? user.id, name: nameOf(user), email: user.email },
          modelId: line.model.id,
          modelName: displayName(line.model),
          term: line.item.term,
          kmPackage: line.item.kmPackage,
          protection: line.item.protection,
          tireAndWindshield: line.item.tireAndWindshield,
          monthlyPrice: line.monthlyPrice,
          status: 'reserved' as const,
          submittedAt: now,
          reservedUntil: reservationEnd(now),
          decidedAt: null,
          orderId: null,
          rejectionReason: null,
        };
        await store.orderRequests.add(request);
        await store.carts.clear(user.id);
        return ok({ orders: [], orderRequest: request });
      }

      const orders: PlacedOrder[] = [];
      for (const line of view.lines) {
        if (!line.model) continue;
        for (let car = 0; car < line.item.quantity; car++) {
          const order = await placeOrder(
            store,
            {
              companyId: user.companyId,
              orderedBy: { name: nameOf(user), email: user.email },
              driverContactId: null,
              model: line.model,
              configuration: line.item,
              monthlyPrice: line.monthlyPrice,
              replaces: line.swap ? replaces : null,
            },
            now,
          );
          if (line.swap && replaces) await recordSwap(store, user.companyId, order.id, replaces, line, now);
          orders.push(order);
        }
      }
      await store.carts.clear(user.id);
      await store.mailer.send(ordersPlacedMail(user.email, orders));
      return ok({ orders, orderRequest: null });
    });
  } catch (error) {
    if (error instanceof StockRanOut) {
      const view = await run((store) => loadCart(store, user, now));
      return err({ code: 'cart_items_unavailable', lines: unavailableLines(view) });
    }
    return err({ code: 'general_error' });
  }
};
