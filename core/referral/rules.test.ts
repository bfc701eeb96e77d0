import { describe, expect, it } from 'vitest';
import {
  FRIEND_FIRST_INSTALMENT_DISCOUNT,
  MAX_REFERRALS,
  REFERRAL_POINTS,
  REFERRER_NEXT_INSTALMENT_DISCOUNT,
  referralLink,
  referralsRemaining,
  referrerRewards,
} from './rules.ts';

describe('referral programme', () => {
  it('lets a customer invite up to five friends', () => {
    expect(MAX_REFERRALS).toBe(5);
    expect(referralsRemaining(0)).toBe(5);
    expect(referralsRemaining(4)).toBe(1);
    expect(referralsRemaining(5)).toBe(0);
    expect(referralsRemaining(7)).toBe(0);
  });

  it('gives the friend 200 EUR off the first instalment and the referrer 200 EUR off the next', () => {
    expect(FRIEND_FIRST_INSTALMENT_DISCOUNT).toBe(20_000);
    expect(REFERRER_NEXT_INSTALMENT_DISCOUNT).toBe(20_000);
  });

  it('rewards the referrer with 1,000 points and 200 EUR per referral, for at most five referrals', () => {
    expect(REFERRAL_POINTS).toBe(1_000);
    expect(referrerRewards(1)).toEqual({ discount: 20_000, points: 1_000 });
    expect(referrerRewards(5)).toEqual({ discount: 100_000, points: 5_000 });
    expect(referrerRewards(6)).toEqual({ discount: 100_000, points: 5_000 });
    expect(referrerRewards(0)).toEqual({ discount: 0, points: 0 });
  });

  it('replaces the word einladen in the referral link by invite', () => {
    expect(referralLink('https://example.de/einladen/ABC123')).toBe('https://example.de/invite/ABC123');
    expect(referralLink('https://example.de/einladen/einladen-x')).toBe('https://example.de/invite/invite-x');
  });

  it('leaves a link without the word einladen as it is', () => {
    expect(referralLink('https://example.de/r/ABC123')).toBe('https://example.de/r/ABC123');
  });
});
