import { type Cents, cents } from '../shared/money.ts';

/**
 * Referral programme (consumer spec §9 "Referral", §7 referral link): a customer invites up to five
 * friends; each friend gets 200 EUR off the first instalment, the referrer 200 EUR off the next
 * instalment and 1,000 loyalty points, for at most five referrals.
 */
export const MAX_REFERRALS = 5;
export const REFERRAL_VOUCHER: Cents = cents(20_000);
export const FRIEND_FIRST_INSTALMENT_DISCOUNT: Cents = REFERRAL_VOUCHER;
export const REFERRER_NEXT_INSTALMENT_DISCOUNT: Cents = REFERRAL_VOUCHER;
export const REFERRAL_POINTS = 1_000;

/** How many more friends the customer may invite (never below 0). */
export const referralsRemaining = (referralsMade: number): number =>
  Math.max(0, MAX_REFERRALS - Math.max(0, Math.floor(referralsMade)));

/** Referrals beyond the fifth earn nothing: the referrer's rewards for `referralsMade` referrals. */
export const referrerRewards = (
  referralsMade: number,
): { readonly discount: Cents; readonly points: number } => {
  const rewarded = Math.min(MAX_REFERRALS, Math.max(0, Math.floor(referralsMade)));
  return {
    discount: cents(rewarded * REFERRER_NEXT_INSTALMENT_DISCOUNT),
    points: rewarded * REFERRAL_POINTS,
  };
};

/**
 * The link as the referral API sends it, with every occurrence of the word "einladen" replaced by
 * "invite" (consumer spec §7). Case-sensitive: the API writes the path segment in lower case.
 */
export const referralLink = (raw: string): string => raw.replaceAll('einladen', 'invite');
