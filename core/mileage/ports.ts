import type { DealChanges } from '../deals/deal-for-user.ts';
import type { Cents } from '../shared/money.ts';
import type { MileagePackagePrice, MileageReading } from './rules.ts';

export type MileagePackageChange = {
  readonly dealId: string;
  readonly userId: string;
  readonly from: number;
  readonly to: number;
  readonly monthlyFeeChange: Cents;
  readonly oneTimePayment: Cents;
  readonly at: Date;
};

export type ExtraMileageBooking = {
  readonly dealId: string;
  readonly userId: string;
  readonly kilometres: number;
  readonly amount: Cents;
  readonly at: Date;
};

export type MileageChanges = DealChanges & {
  readonly recordPackageChange: (change: MileagePackageChange) => Promise<void>;
  readonly recordExtraMileage: (booking: ExtraMileageBooking) => Promise<void>;
  /** The latest booking of these kilometres for the deal made after `since`, if any. */
  readonly extraMileageBookedSince: (
    dealId: string,
    kilometres: number,
    since: Date,
  ) => Promise<ExtraMileageBooking | undefined>;
  /** The deal's latest odometer reading. */
  readonly lastReading: (dealId: string) => Promise<number | undefined>;
  readonly addReading: (reading: NewMileageReading) => Promise<void>;
};

export type NewMileageReading = {
  readonly dealId: string;
  readonly userId: string;
  readonly mileage: number;
  readonly at: Date;
};

export type MileageStore = {
  /** The monthly prices of the mileage packages, smallest package first. */
  readonly packagePrices: () => Promise<MileagePackagePrice[]>;
  /** The odometer readings of a deal, oldest first. */
  readonly readingsOf: (dealId: string) => Promise<MileageReading[]>;
  readonly inTransaction: <T>(work: (changes: MileageChanges) => Promise<T>) => Promise<T>;
};
