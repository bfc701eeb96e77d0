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
  readonly createdAt: Date;
};

export type CartRepository = {
  /** Oldest first. */
  readonly items: (userId: string) => Promise<CartItemRecord[]>;
  readonly swapSubscriptionId: (userId: string) => Promise<string | null>;
  readonly setSwapSubscriptionId: (userId: string, subscriptionId: string | null) => Promise<void>;
  readonly add: (item: CartItemRecord) => Promise<void>;
  readonly update: (item: CartItemRecord) => Promise<void>;
  readonly remove: (userId: string, itemIds: readonly string[]) => Promise<void>;
  /** Empties the cart, its swap subscription included. */
  readonly clear: (userId: string) => Promise<void>;
};

/** Ids and numbers for what the business area creates (cart items, orders, contracts, requests). */
export type BusinessIds = {
  /** A new number, unique across the area ('ci-5001', 'ctr-5002', …). */
  readonly nextNumber: () => Promise<number>;
  /** The next free fleet deal id ('f-2211'). */
  readonly nextFleetDealId: () => Promise<string>;
};

export type StockRepository = {
  /** Takes cars from the stock; false, taking none, when fewer are left. */
  readonly take: (modelId: string, quantity: number) => Promise<boolean>;
};
