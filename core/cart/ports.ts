import type { ProtectionPackage } from '../catalogue/configuration.ts';

/** A car in a user's cart as stored: the configuration; prices and availability come from the catalogue. */
export type CartItemRecord = {
  readonly id: string;
  readonly userId: string;
  readonly modelId: string;
  readonly term: number;
  readonly kmPackage: number;
  readonly quantity: number;
  readonly protection: ProtectionPackage;
  readonly tireAndWindshield: boolean;
  /**
   * The running subscription this line's one car replaces ('Complete vehicle swap'); a cart holds
   * at most one such line, and the swap stays with it: the cart's other cars are ordered as usual.
   */
  readonly swapSubscriptionId: string | null;
  readonly createdAt: Date;
};

export type CartRepository = {
  /**
   * Holds the user's cart until the transaction ends: another change of the same cart (a second
   * click, checkout while an item changes) waits and then sees this one's outcome.
   */
  readonly lock: (userId: string) => Promise<void>;
  /** Oldest first. */
  readonly items: (userId: string) => Promise<CartItemRecord[]>;
  /** No line of the cart replaces a subscription any more (a new swap line is coming). */
  readonly unmarkSwap: (userId: string) => Promise<void>;
  readonly add: (item: CartItemRecord) => Promise<void>;
  readonly update: (item: CartItemRecord) => Promise<void>;
  readonly remove: (userId: string, itemIds: readonly string[]) => Promise<void>;
  /** Empties the cart. */
  readonly clear: (userId: string) => Promise<void>;
};

/** Ids and numbers for what the business area creates (cart items, orders, contracts, requests). */
export type BusinessIds = {
  /** A new number, unique across the area ('ci-5001', 'ctr-5002', …). */
  readonly nextNumber: () => Promise<number>;
  /** The next free fleet deal id ('f-2211'), kept for this transaction until it ends. */
  readonly nextFleetDealId: () => Promise<string>;
};

export type StockRepository = {
  /** Takes cars from the stock; false, taking none, when fewer are left. */
  readonly take: (modelId: string, quantity: number) => Promise<boolean>;
};
