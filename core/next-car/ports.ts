import type { CatalogueSource } from '../catalogue/types.ts';
import type { StoredDeal } from '../deals/ports.ts';
import type { VoucherForBooking } from './rules.ts';

/** A customer's voucher as the booking reads it (loyalty_vouchers). */
export type OwnVoucher = VoucherForBooking & { readonly validUntil: string };

/** What a booking keeps beside the deals: which deal follows which, and the price confirmed. */
export type NextCarBooking = {
  readonly currentDealId: string;
  readonly followUpDealId: string;
  readonly userId: string;
  readonly voucherCode: string | null;
  readonly monthlyPrice: number;
  readonly firstMonthlyPrice: number;
  readonly deliveryFee: number;
  readonly deliveryDate: string;
  readonly swapSameDay: boolean;
  readonly bookedAt: Date;
};

/** Everything a booking reads and writes, over one transaction. */
export type NextCarStore = {
  /** The customer's own deal, its row locked until the transaction ends; another's is not found. */
  readonly lockOwnDeal: (userId: string, dealId: string) => Promise<StoredDeal | undefined>;
  /** The customer's own deal, unlocked (the options to choose from). */
  readonly findOwnDeal: (userId: string, dealId: string) => Promise<StoredDeal | undefined>;
  readonly catalogue: CatalogueSource;
  /** Takes one car from the stock; false, taking none, when none is left. */
  readonly takeCar: (modelId: string) => Promise<boolean>;
  /** The customer's vouchers, newest first. */
  readonly vouchersOf: (userId: string) => Promise<OwnVoucher[]>;
  /** The customer's loyalty points (0 without an account). */
  readonly pointsOf: (userId: string) => Promise<number>;
  /** A new consumer deal id ('d-5001'), never handed out twice. */
  readonly nextDealId: () => Promise<string>;
  /**
   * Keeps the booking: false, writing nothing, when the current deal has one already (the
   * database keeps one booking per current deal).
   */
  readonly addBooking: (booking: NextCarBooking) => Promise<boolean>;
  /**
   * Marks the voucher used for the follow-up deal: false when it is not the customer's, is used
   * already or has run out (a conditional update decides, so one voucher serves one booking).
   */
  readonly markVoucherUsed: (code: string, userId: string, dealId: string, today: string) => Promise<boolean>;
  /** Writes the follow-up deal for its customer, with its delivery asked for on `deliveryDate`. */
  readonly addFollowUpDeal: (
    deal: StoredDeal,
    userId: string,
    delivery: { readonly date: string; readonly planned: boolean; readonly from: StoredDeal },
  ) => Promise<void>;
  /** Links the current deal to its follow-up (followup_subscription_id). */
  readonly linkFollowUp: (current: StoredDeal, followUpDealId: string) => Promise<void>;
};

/** Runs the work in one transaction: all its writes, or none when it throws. */
export type NextCarTransaction = <T>(work: (store: NextCarStore) => Promise<T>) => Promise<T>;
