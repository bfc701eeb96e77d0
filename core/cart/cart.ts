import { configuredMonthlyPrice, PROTECTION } from '../catalogue/configuration.ts';
import { type CatalogueModel, displayName } from '../catalogue/types.ts';
import { deliveryFee } from '../handover/rules.ts';
import { berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import { type Cents, cents } from '../shared/money.ts';
import type { CartItemRecord } from './ports.ts';

/** Days from the order to the earliest delivery: ours, the specification names none. */
export const DELIVERY_LEAD_DAYS = 21;

export type CartLine = {
  readonly item: CartItemRecord;
  /** Undefined when the model left the catalogue. */
  readonly model: CatalogueModel | undefined;
  readonly name: string;
  readonly monthlyPrice: Cents;
  /** The cart orders without a down payment: the order has no field to choose one. */
  readonly downpayment: Cents;
  readonly deliveryFrom: string;
  readonly deductible: Cents;
  readonly available: boolean;
  /** How many of the quantity asked for are left once the cart's earlier lines are served. */
  readonly availableQuantity: number;
  /** Its one car replaces a running subscription: delivered free of charge (spec §9). */
  readonly swap: boolean;
  /** The delivery fee of the line's cars. */
  readonly deliveryFee: Cents;
};

export type CartView = {
  readonly lines: CartLine[];
  /** The subscription the cart's swap line replaces, if it has one. */
  readonly swapSubscriptionId: string | null;
  readonly summary: {
    readonly monthlyTotal: Cents;
    readonly downpaymentTotal: Cents;
    readonly deliveryFeeTotal: Cents;
    readonly carCount: number;
  };
};

/**
 * The cart as the user sees it. Stock is served to the lines in the order they were added, so two
 * lines of the same model never both count the last car. Only the swap line's car is delivered
 * free (spec §9 "Swap delivery is free"); the cart's other cars are ordinary orders with their fee.
 */
export const cartView = (
  items: readonly CartItemRecord[],
  models: ReadonlyMap<string, CatalogueModel>,
  now: Date,
): CartView => {
  const feeOf = (swap: boolean) =>
    deliveryFee({ method: swap ? 'swap_delivery' : 'custom_delivery', bookedAt: now.toISOString() });
  const left = new Map<string, number>();
  const deliveryFrom = toIsoDate(berlinDayOfInstant(now) + DELIVERY_LEAD_DAYS);
  const lines = items.map((item): CartLine => {
    const model = models.get(item.modelId);
    const price = model ? configuredMonthlyPrice(model, item) : undefined;
    const stock = left.get(item.modelId) ?? model?.stock ?? 0;
    const orderable = price?.isOk() === true ? stock : 0;
    left.set(item.modelId, Math.max(0, stock - item.quantity));
    const swap = item.swapSubscriptionId !== null;
    return {
      item,
      model,
      name: model ? displayName(model) : item.modelId,
      monthlyPrice: price?.isOk() ? price.value : cents(0),
      downpayment: cents(0),
      deliveryFrom,
      deductible: PROTECTION[item.protection].deductible,
      available: orderable >= item.quantity,
      availableQuantity: Math.min(orderable, item.quantity),
      swap,
      deliveryFee: cents(feeOf(swap) * item.quantity),
    };
  });
  const carCount = lines.reduce((sum, line) => sum + line.item.quantity, 0);
  return {
    lines,
    swapSubscriptionId: items.find((item) => item.swapSubscriptionId !== null)?.swapSubscriptionId ?? null,
    summary: {
      monthlyTotal: cents(lines.reduce((sum, line) => sum + line.monthlyPrice * line.item.quantity, 0)),
      downpaymentTotal: cents(lines.reduce((sum, line) => sum + line.downpayment * line.item.quantity, 0)),
      deliveryFeeTotal: cents(lines.reduce((sum, line) => sum + line.deliveryFee, 0)),
      carCount,
    },
  };
};

export const unavailableLines = (view: CartView): CartLine[] => view.lines.filter((line) => !line.available);
