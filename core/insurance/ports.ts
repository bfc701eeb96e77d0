import type { DealChanges } from '../deals/deal-for-user.ts';
import type { Cents } from '../shared/money.ts';

export type InsuranceBooking = {
  readonly dealId: string;
  readonly userId: string;
  readonly addonId: string;
  readonly monthlyPrice: Cents;
  readonly at: Date;
};

export type InsuranceChanges = DealChanges & {
  readonly addonsOf: (dealId: string) => Promise<string[]>;
  readonly recordBooking: (booking: InsuranceBooking) => Promise<void>;
};

export type InsuranceStore = {
  /** The add-on ids booked for a deal. */
  readonly addonsOf: (dealId: string) => Promise<string[]>;
  readonly inTransaction: <T>(work: (changes: InsuranceChanges) => Promise<T>) => Promise<T>;
};
