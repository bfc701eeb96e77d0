import { describe, expect, it } from 'vitest';
import { aDealContext } from './a-deal.ts';
import { canRequestPurchaseOffer } from './buy-car.ts';
import { inDays, NOW } from './test-clock.ts';

describe('asking for an offer to buy the car', () => {
  it('is open for an ACTIVE subscription with the follow-up options', () => {
    expect(canRequestPurchaseOffer(aDealContext({ state: 'ACTIVE' }), NOW)).toBe(true);
  });

  it('is closed for same-day swaps, prolongations, transition vehicles and deals not ACTIVE', () => {
    for (const deal of [
      { subscribed_to: 'SWAP_SAME_DAY' as const },
      { subscribed_as: 'PROLONGATION' as const },
      { bridging_type: 'BEGINNING' as const },
      { state: 'ENDED' as const },
      { state: 'CREATED' as const },
    ])
      expect(canRequestPurchaseOffer(aDealContext(deal), NOW)).toBe(false);
  });

  it('opens for the buy-car exception: a VIN and the return 998 or 999 days ahead', () => {
    const exception = {
      state: 'ENDED' as const,
      vin: 'WVWZZZ1JZXW000001',
      preferred_return_date: inDays(998),
    };
    expect(canRequestPurchaseOffer(aDealContext(exception as never), NOW)).toBe(true);
    expect(
      canRequestPurchaseOffer(
        aDealContext({ ...exception, preferred_return_date: inDays(30) } as never),
        NOW,
      ),
    ).toBe(false);
  });
});
