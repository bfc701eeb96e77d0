import type { DealChanges } from '../deals/deal-for-user.ts';
import type { Cents } from '../shared/money.ts';
import type { ProlongationOffer } from './rules.ts';

export type Prolongation = {
  readonly dealId: string;
  readonly userId: string;
  readonly term: number;
  readonly monthlyPrice: Cents;
  readonly previousReturnDate: string;
  readonly newReturnDate: string;
  readonly at: Date;
};

export type ProlongationChanges = DealChanges & {
  readonly isProlonged: (dealId: string) => Promise<boolean>;
  readonly recordProlongation: (prolongation: Prolongation) => Promise<void>;
};

export type ProlongationStore = {
  /** The terms offered to a deal with their monthly net rate. */
  readonly offersFor: (dealId: string) => Promise<ProlongationOffer[]>;
  readonly isProlonged: (dealId: string) => Promise<boolean>;
  readonly inTransaction: <T>(work: (changes: ProlongationChanges) => Promise<T>) => Promise<T>;
};
