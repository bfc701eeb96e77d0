import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money.ts';
import {
  benefitsFor,
  canApplyVoucher,
  isVoucherValid,
  LOYALTY_BENEFITS,
  LOYALTY_LEVELS,
  type LoyaltyEvent,
  levelFor,
  loyaltyLevel,
  loyaltyStatus,
  pointsEarned,
  pointsForPayment,
  progressToNextLevel,
  voucherValidUntil,
} from './rules.ts';

const paid = (amount: number): LoyaltyEvent => ({ type: 'monthly_fee_paid', amount: cents(amount) });
const referred = (friendId: string): LoyaltyEvent => ({ type: 'friend_referred', friendId });
const electric = (dealId: string): LoyaltyEvent => ({ type: 'electric_subscription_booked', dealId });

describe('loyalty levels', () => {
  it('names the levels silver, gold, platinum and black as Level 1 to 4', () => {
    expect(LOYALTY_LEVELS.map((l) => [l.id, l.title, l.number])).toEqual([
      ['silver', 'Silver', 1],
      ['gold', 'Gold', 2],
      ['platinum', 'Platinum', 3],
      ['black', 'Black', 4],
    ]);
  });

  it('makes every subscriber Silver, even with no points', () => {
    expect(levelFor(0).id).toBe('silver');
    expect(levelFor(2_499).id).toBe('silver');
  });

  it('reaches Gold at exactly 2,500 points', () => {
    expect(levelFor(2_500).id).toBe('gold');
    expect(levelFor(9_999).id).toBe('gold');
  });

  it('reaches Platinum at exactly 10,000 points', () => {
    expect(levelFor(10_000).id).toBe('platinum');
    expect(levelFor(49_999).id).toBe('platinum');
  });

  it('reaches Black at exactly 50,000 points and stays there', () => {
    expect(levelFor(50_000).id).toBe('black');
    expect(levelFor(1_000_000).id).toBe('black');
  });

  it('gives 0, 250, 500 and 1,000 free kilometres from Silver to Black', () => {
    expect([0, 2_500, 10_000, 50_000].map((p) => loyaltyStatus(p).freeKilometres)).toEqual([
      0, 250, 500, 1_000,
    ]);
  });

  it('counts a negative balance as no points', () => {
    expect(loyaltyStatus(-10)).toEqual(loyaltyStatus(0));
  });
});

describe('loyalty status', () => {
  it('tells a Silver member how many points are missing to Gold', () => {
    const status = loyaltyStatus(1_000);
    expect(status.level.id).toBe('silver');
    expect(status.nextLevel?.id).toBe('gold');
    expect(status.pointsToNextLevel).toBe(1_500);
  });

  it('has no next level and no missing points at Black', () => {
    const status = loyaltyStatus(60_000);
    expect(status.nextLevel).toBeNull();
    expect(status.pointsToNextLevel).toBeNull();
  });

  it('makes a voucher redeemable from exactly 4,000 points', () => {
    expect(loyaltyStatus(3_999).voucherRedeemable).toBe(false);
    expect(loyaltyStatus(4_000).voucherRedeemable).toBe(true);
  });

  it('shows the progress bar empty on reaching a level, half way in the middle and full at Black', () => {
    expect(progressToNextLevel(0)).toBe(0);
    expect(progressToNextLevel(1_250)).toBe(0.5);
    expect(progressToNextLevel(2_500)).toBe(0);
    expect(progressToNextLevel(6_250)).toBe(0.5);
    expect(progressToNextLevel(49_999)).toBeLessThan(1);
    expect(progressToNextLevel(50_000)).toBe(1);
  });

  const points = fc.integer({ min: 0, max: 200_000 });

  it('never lowers the level when points grow (property)', () => {
    fc.assert(
      fc.property(points, points, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelFor(low).number).toBeLessThanOrEqual(levelFor(high).number);
      }),
    );
  });

  it('adds the missing points to the balance to give the next level threshold (property)', () => {
    fc.assert(
      fc.property(points, (p) => {
        const status = loyaltyStatus(p);
        if (status.nextLevel === null) expect(status.level.id).toBe('black');
        else expect(p + (status.pointsToNextLevel ?? Number.NaN)).toBe(status.nextLevel.minimumPoints);
      }),
    );
  });

  it('keeps the progress between 0 and 1 (property)', () => {
    fc.assert(
      fc.property(points, (p) => {
        const progress = progressToNextLevel(p);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('points earned', () => {
  it('gives 1 point per euro of monthly fee paid', () => {
    expect(pointsEarned([paid(59_900)])).toBe(599);
  });

  it('rounds each payment down to whole euros', () => {
    expect(pointsForPayment(cents(9_999))).toBe(99);
    expect(pointsForPayment(cents(100))).toBe(1);
    expect(pointsForPayment(cents(99))).toBe(0);
    expect(pointsEarned([paid(150), paid(150)])).toBe(2);
  });

  it('neither gives nor takes points for refunds', () => {
    expect(pointsEarned([paid(-50_000), paid(10_000)])).toBe(100);
  });

  it('gives 500 points once for an electric subscription, not once per electric subscription', () => {
    expect(pointsEarned([electric('d-1')])).toBe(500);
    expect(pointsEarned([electric('d-1'), electric('d-2')])).toBe(500);
  });

  it('gives 1,000 points per referred friend for at most five friends', () => {
    expect(pointsEarned(['a', 'b', 'c', 'd'].map(referred))).toBe(4_000);
    expect(pointsEarned(['a', 'b', 'c', 'd', 'e'].map(referred))).toBe(5_000);
    expect(pointsEarned(['a', 'b', 'c', 'd', 'e', 'f'].map(referred))).toBe(5_000);
  });

  it('counts a friend referred twice once', () => {
    expect(pointsEarned([referred('a'), referred('a')])).toBe(1_000);
  });

  it('adds the points of all kinds of events', () => {
    expect(pointsEarned([paid(100_000), electric('d-1'), referred('a')])).toBe(2_500);
  });

  it('adds the points of payments, ledger by ledger (property)', () => {
    const payments = fc.array(fc.integer({ min: 0, max: 1_000_000 }).map(paid));
    fc.assert(
      fc.property(payments, payments, (a, b) => {
        expect(pointsEarned([...a, ...b])).toBe(pointsEarned(a) + pointsEarned(b));
      }),
    );
  });
});

describe('vouchers', () => {
  it('is valid one year, up to the day before the same date next year', () => {
    expect(voucherValidUntil('2026-03-10')).toBe('2027-03-09');
    expect(voucherValidUntil('2026-03-10T23:30:00Z')).toBe('2027-03-10');
  });

  it('is valid from the day of issue to the last day of validity, Berlin time', () => {
    expect(isVoucherValid('2026-03-10', new Date('2026-03-09T22:59:00Z'))).toBe(false);
    expect(isVoucherValid('2026-03-10', new Date('2026-03-09T23:00:00Z'))).toBe(true);
    expect(isVoucherValid('2026-03-10', new Date('2027-03-09T12:00:00Z'))).toBe(true);
    expect(isVoucherValid('2026-03-10', new Date('2027-03-10T12:00:00Z'))).toBe(false);
  });

  it('allows one voucher per booking', () => {
    expect(canApplyVoucher(0)).toBe(true);
    expect(canApplyVoucher(1)).toBe(false);
  });
});

const benefitIdsFor = (id: 'silver' | 'gold' | 'platinum' | 'black') =>
  benefitsFor(loyaltyLevel(id)).map((b) => b.id);

describe('loyalty level benefits', () => {
  it('gives Silver members free return, free doorstep delivery, the friends programme, drivers and partner offers', () => {
    expect(benefitIdsFor('silver')).toEqual([
      'free_return_with_delivery',
      'free_doorstep_delivery_seamless_follow_up',
      'friends_programme',
      'additional_drivers_included',
      'partner_offers',
    ]);
  });

  it('adds 250 free km per follow-up and a personal consultation for Gold', () => {
    expect(benefitIdsFor('gold')).toEqual([
      ...benefitIdsFor('silver'),
      'free_km_250_per_follow_up',
      'personal_consultation',
    ]);
  });

  it('replaces Gold’s 250 km by 500 km for Platinum', () => {
    const platinum = benefitIdsFor('platinum');
    expect(platinum).toContain('free_km_500');
    expect(platinum).toContain('personal_consultation');
    expect(platinum).not.toContain('free_km_250_per_follow_up');
  });

  it('gives Black 1,000 km once, free delivery and the free comfort upgrade, without the lower km benefits', () => {
    const black = benefitIdsFor('black');
    expect(black).toEqual(
      expect.arrayContaining([
        'free_km_1000_once',
        'free_delivery_every_subscription',
        'free_comfort_protection_upgrade',
      ]),
    );
    expect(black).not.toContain('free_km_500');
    expect(black).not.toContain('free_km_250_per_follow_up');
    expect(black).toContain('partner_offers');
  });

  it('uses minimum levels 1 to 4 only', () => {
    expect(new Set(LOYALTY_BENEFITS.map((b) => b.minimum_level))).toEqual(new Set([1, 2, 3, 4]));
  });
});
