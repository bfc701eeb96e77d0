import { MAX_REFERRALS, REFERRAL_POINTS } from '../referral/rules.ts';
import { addCalendarMonths, berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import type { Cents } from '../shared/money.ts';

/**
 * Loyalty programme (consumer spec §1, §4 "Loyalty levels", §6 benefits, §9 "Loyalty").
 * Every customer with a subscription is at least Silver; the level follows from the points.
 */
export const LOYALTY_LEVEL_IDS = ['silver', 'gold', 'platinum', 'black'] as const;
export type LoyaltyLevelId = (typeof LOYALTY_LEVEL_IDS)[number];

export type LoyaltyLevel = {
  readonly id: LoyaltyLevelId;
  readonly title: string;
  /** "Level 1" … "Level 4"; the benefits' minimum_level refers to it. */
  readonly number: 1 | 2 | 3 | 4;
  readonly minimumPoints: number;
  /** Free kilometres of the level (Gold per follow-up subscription, Black once). */
  readonly freeKilometres: number;
};

export const LOYALTY_LEVELS: readonly [LoyaltyLevel, LoyaltyLevel, LoyaltyLevel, LoyaltyLevel] = [
  { id: 'silver', title: 'Silver', number: 1, minimumPoints: 0, freeKilometres: 0 },
  { id: 'gold', title: 'Gold', number: 2, minimumPoints: 2_500, freeKilometres: 250 },
  { id: 'platinum', title: 'Platinum', number: 3, minimumPoints: 10_000, freeKilometres: 500 },
  { id: 'black', title: 'Black', number: 4, minimumPoints: 50_000, freeKilometres: 1_000 },
];

export const VOUCHER_MIN_POINTS = 4_000;
export const VOUCHER_VALIDITY_MONTHS = 12;
export const VOUCHERS_PER_BOOKING = 1;
export const ELECTRIC_SUBSCRIPTION_POINTS = 500;

export const loyaltyLevel = (id: LoyaltyLevelId): LoyaltyLevel =>
  LOYALTY_LEVELS.find((level) => level.id === id) ?? LOYALTY_LEVELS[0];

/** Negative or fractional balances are bugs upstream; they count as the whole points below them, at least 0. */
const normalised = (points: number): number => Math.max(0, Math.floor(points));

export const levelFor = (points: number): LoyaltyLevel => {
  const p = normalised(points);
  return LOYALTY_LEVELS.findLast((level) => p >= level.minimumPoints) ?? LOYALTY_LEVELS[0];
};

export const nextLevelOf = (level: LoyaltyLevel): LoyaltyLevel | null =>
  LOYALTY_LEVELS.find((candidate) => candidate.number === level.number + 1) ?? null;

export type LoyaltyStatus = {
  readonly level: LoyaltyLevel;
  /** null at Black: there is no level above. */
  readonly nextLevel: LoyaltyLevel | null;
  /** Points still missing to the next level; null at Black (not 0, which would read "next level reached"). */
  readonly pointsToNextLevel: number | null;
  readonly voucherRedeemable: boolean;
  readonly freeKilometres: number;
};

export const loyaltyStatus = (points: number): LoyaltyStatus => {
  const p = normalised(points);
  const level = levelFor(p);
  const nextLevel = nextLevelOf(level);
  return {
    level,
    nextLevel,
    pointsToNextLevel: nextLevel ? nextLevel.minimumPoints - p : null,
    voucherRedeemable: p >= VOUCHER_MIN_POINTS,
    freeKilometres: level.freeKilometres,
  };
};

/**
 * Progress for the progress bar, 0..1: the share of the way from the current level's threshold to
 * the next one (0 just on reaching a level). Black is the top and shows a full bar (1).
 */
export const progressToNextLevel = (points: number): number => {
  const p = normalised(points);
  const level = levelFor(p);
  const next = nextLevelOf(level);
  if (!next) return 1;
  return (p - level.minimumPoints) / (next.minimumPoints - level.minimumPoints);
};

/**
 * The ledger's earning events. Only payments of the monthly fee belong here (not deposits or one-off
 * payments): 1 EUR paid = 1 point.
 */
export type LoyaltyEvent =
  | { readonly type: 'monthly_fee_paid'; readonly amount: Cents }
  | { readonly type: 'electric_subscription_booked'; readonly dealId: string }
  | { readonly type: 'friend_referred'; readonly friendId: string };

/**
 * Points of one payment: whole euros, rounded down per payment (99.99 EUR → 99 points), so a
 * customer never gets points for money not paid. Zero and negative amounts (refunds) earn nothing
 * and take nothing away.
 */
export const pointsForPayment = (amount: Cents): number => (amount > 0 ? Math.floor(amount / 100) : 0);

/**
 * Points earned over a ledger: payments rounded per payment; the electric bonus of 500 points once
 * per customer, however many electric subscriptions; 1,000 points per referred friend, each friend
 * counted once, at most five friends.
 */
export const pointsEarned = (events: readonly LoyaltyEvent[]): number => {
  let payments = 0;
  let electric = false;
  const friends = new Set<string>();
  for (const event of events) {
    if (event.type === 'monthly_fee_paid') payments += pointsForPayment(event.amount);
    else if (event.type === 'electric_subscription_booked') electric = true;
    else friends.add(event.friendId);
  }
  return (
    payments +
    (electric ? ELECTRIC_SUBSCRIPTION_POINTS : 0) +
    Math.min(friends.size, MAX_REFERRALS) * REFERRAL_POINTS
  );
};

/**
 * A voucher is valid one year: from the day it is issued (Berlin) up to and including the day
 * before the same date a year later (issued 10.03.2026 → valid through 09.03.2027).
 */
export const voucherValidUntil = (issuedAt: string): string =>
  toIsoDate(addCalendarMonths(berlinDay(issuedAt), VOUCHER_VALIDITY_MONTHS) - 1);

export const isVoucherValid = (issuedAt: string, now: Date): boolean => {
  const today = berlinDayOfInstant(now);
  return today >= berlinDay(issuedAt) && today <= berlinDay(voucherValidUntil(issuedAt));
};

/** One voucher per booking. */
export const canApplyVoucher = (vouchersAlreadyApplied: number): boolean =>
  vouchersAlreadyApplied < VOUCHERS_PER_BOOKING;

/**
 * Level benefits as data (consumer spec §6 "Loyalty level benefits"; the benefit fields of §3).
 * Texts, icons and modals come from the content system by id; only what decides visibility is here.
 * The free-kilometre benefits replace each other (Platinum's 500 km supersede Gold's 250 km), so
 * they hold only for their own level; every other benefit carries over to the higher levels.
 */
export type LoyaltyBenefit = {
  readonly id: string;
  readonly minimum_level: 1 | 2 | 3 | 4;
  readonly only_for_current_level: boolean;
};

export const LOYALTY_BENEFITS: readonly LoyaltyBenefit[] = [
  { id: 'free_return_with_delivery', minimum_level: 1, only_for_current_level: false },
  { id: 'free_doorstep_delivery_seamless_follow_up', minimum_level: 1, only_for_current_level: false },
  { id: 'friends_programme', minimum_level: 1, only_for_current_level: false },
  { id: 'additional_drivers_included', minimum_level: 1, only_for_current_level: false },
  { id: 'partner_offers', minimum_level: 1, only_for_current_level: false },
  { id: 'free_km_250_per_follow_up', minimum_level: 2, only_for_current_level: true },
  { id: 'personal_consultation', minimum_level: 2, only_for_current_level: false },
  { id: 'free_km_500', minimum_level: 3, only_for_current_level: true },
  { id: 'free_km_1000_once', minimum_level: 4, only_for_current_level: true },
  { id: 'free_delivery_every_subscription', minimum_level: 4, only_for_current_level: false },
  { id: 'free_comfort_protection_upgrade', minimum_level: 4, only_for_current_level: false },
];

/** The benefits a member of `level` enjoys, in the order above. */
export const benefitsFor = (level: LoyaltyLevel): LoyaltyBenefit[] =>
  LOYALTY_BENEFITS.filter((benefit) =>
    benefit.only_for_current_level
      ? benefit.minimum_level === level.number
      : benefit.minimum_level <= level.number,
  );
