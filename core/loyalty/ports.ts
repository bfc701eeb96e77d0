import type { Mailer } from '../shared/ports.ts';
import type { LoyaltyLevelId } from './rules.ts';

/** Why points were booked: the earning events of rules.ts and the redemption for a voucher. */
export const LEDGER_REASONS = [
  'monthly_fee_paid',
  'electric_subscription_booked',
  'friend_referred',
  'voucher_redeemed',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export type LoyaltyAccount = {
  readonly userId: string;
  /** Berlin calendar date, YYYY-MM-DD. */
  readonly memberSince: string;
  /** The balance: the sum of the ledger, never below 0. */
  readonly points: number;
};

export type LedgerEntry = {
  readonly id: string;
  readonly date: string;
  /** Positive when earned, negative when redeemed. */
  readonly points: number;
  readonly reason: LedgerReason;
  readonly dealId: string | null;
};

export type Voucher = {
  readonly code: string;
  readonly userId: string;
  readonly points: number;
  readonly issuedOn: string;
  readonly validUntil: string;
};

export type LoyaltyReads = {
  readonly accountOf: (userId: string) => Promise<LoyaltyAccount | undefined>;
  /** Newest first. */
  readonly ledgerOf: (userId: string) => Promise<LedgerEntry[]>;
};

/** What a redemption does inside one transaction. */
export type RedemptionStore = {
  /** The account, locked against every other redemption until the transaction ends. */
  readonly lockAccount: (userId: string) => Promise<LoyaltyAccount | undefined>;
  /** Takes the voucher's points off the balance, books them in the ledger and keeps the voucher. */
  readonly issueVoucher: (voucher: Voucher, ledgerEntryId: string) => Promise<void>;
  readonly mailer: Mailer;
};

/** Runs `work` in one transaction: all of it is written, or none. */
export type RedemptionTransaction = <T>(work: (store: RedemptionStore) => Promise<T>) => Promise<T>;

/** The texts of a level or benefit for a locale, from the content system. */
export type LevelTexts = {
  readonly levelId: LoyaltyLevelId;
  readonly title: string;
  readonly subtitle: string;
  readonly icon: string;
  readonly moreLabel: string;
};

export type BenefitTexts = {
  readonly benefitId: string;
  readonly icons: readonly string[];
  readonly displayTitle: string;
  readonly displaySubtitle: string;
  readonly promoTitle: string;
  readonly modalTitle: string;
  readonly modalDescription: string;
  readonly modalCta: string;
};

export type LoyaltyTexts = {
  /** The texts of a locale; an empty list when the locale has none. */
  readonly levelTexts: (locale: string) => Promise<LevelTexts[]>;
  /** In the order the loyalty page shows them. */
  readonly benefitTexts: (locale: string) => Promise<BenefitTexts[]>;
};
