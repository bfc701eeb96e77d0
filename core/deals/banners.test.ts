import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDealContext } from './a-deal.ts';
import { BANNER_IDS, bannersFor, consumerBanners, isDismissalActive, visibleBanners } from './banners.ts';
import { hoursAgo, inDays, NOW } from './test-clock.ts';
import type { Deal, DealContext } from './types.ts';

const ids = (ctx: DealContext, now = NOW) => bannersFor(ctx, now).map((b) => b.id);
const shows = (id: string, deal: Partial<Deal>, context: Omit<Partial<DealContext>, 'deal'> = {}) =>
  ids(aDealContext(deal, context)).includes(id as never);

describe('bridging car banner', () => {
  it('shows for a bridging car whose follow-up deal is given', () => {
    expect(shows('bridging_car', { bridging_type: 'BEGINNING' }, { followUpDeal: { id: 'd-2' } })).toBe(true);
  });
  it('shows for a bridging car with a follow-up subscription id', () => {
    expect(shows('bridging_car', { bridging_type: 'BEGINNING', followup_subscription_id: 'd-2' })).toBe(true);
  });
  it('does not show for a bridging car without any follow-up deal', () => {
    expect(shows('bridging_car', { bridging_type: 'BEGINNING' })).toBe(false);
  });
  it('does not show for an ordinary deal with a follow-up', () => {
    expect(shows('bridging_car', { followup_subscription_id: 'd-2' })).toBe(false);
  });
});

describe('swap banner', () => {
  const swap = { subscribed_to: 'SWAP_SAME_DAY', state: 'ACTIVE' } as const;
  it('shows 90 days before the return date', () => {
    expect(shows('swap', { ...swap, return_date: inDays(90) })).toBe(true);
  });
  it('shows on the return date itself', () => {
    expect(shows('swap', { ...swap, return_date: inDays(0) })).toBe(true);
  });
  it('does not show 91 days before the return date', () => {
    expect(shows('swap', { ...swap, return_date: inDays(91) })).toBe(false);
  });
  it('does not show once the return date has passed', () => {
    expect(shows('swap', { ...swap, return_date: inDays(-1) })).toBe(false);
  });
  it('does not show for a swap deal that is not ACTIVE', () => {
    expect(shows('swap', { ...swap, state: 'CREATED', return_date: inDays(10) })).toBe(false);
  });
  it('takes end_date, then computed_end_date, when there is no return_date', () => {
    expect(shows('swap', { ...swap, end_date: inDays(10), computed_end_date: inDays(200) })).toBe(true);
    expect(shows('swap', { ...swap, computed_end_date: inDays(10) })).toBe(true);
    expect(shows('swap', { ...swap, return_date: inDays(200), end_date: inDays(10) })).toBe(false);
  });
});

describe('handover coordination banner', () => {
  it('shows for a CREATED deal without a planned delivery date', () => {
    expect(shows('handover_coordination', { state: 'CREATED' })).toBe(true);
  });
  it('does not show once the delivery is planned', () => {
    expect(
      shows(
        'handover_coordination',
        { state: 'CREATED' },
        { handover: { planned_delivery_date: inDays(9) } },
      ),
    ).toBe(false);
  });
  it('does not show for an ACTIVE deal', () => {
    expect(shows('handover_coordination', { state: 'ACTIVE' })).toBe(false);
  });
  it('shows for a fleet order listed as SCHEDULED or HANDOVER without a planned delivery date', () => {
    for (const state of ['SCHEDULED', 'HANDOVER'] as const)
      expect(shows('handover_coordination', { state })).toBe(true);
  });
  it('does not show for a fleet order being delivered or a reservation', () => {
    for (const state of ['DELIVERING', 'NOT_SIGNED'] as const)
      expect(shows('handover_coordination', { state })).toBe(false);
  });
});

describe('return coordination banner', () => {
  const ending = { state: 'ACTIVE', return_date: inDays(30) } as const;
  it('shows for an ACTIVE deal returning within 90 days with no preferred date', () => {
    expect(shows('return_coordination', ending)).toBe(true);
  });
  it('does not show when the deal has a preferred return date', () => {
    expect(shows('return_coordination', { ...ending, preferred_return_date: inDays(29) })).toBe(false);
  });
  it('does not show when the return data has a preferred delivery date', () => {
    expect(
      shows('return_coordination', ending, { returnData: { preferred_delivery_date: inDays(29) } }),
    ).toBe(false);
  });
  it('does not show 91 days ahead', () => {
    expect(shows('return_coordination', { ...ending, return_date: inDays(91) })).toBe(false);
  });
});

describe('delivery delay banner', () => {
  // Consumer spec §4: "delivery delay: labels of the form delivery in x days".
  const planned = { handover: { planned_delivery_date: inDays(20) } };
  const deviation = (weeks: number) => ({ availability_confidence: { deviation_in_weeks: weeks } });
  const delay = (weeks: number, deal: Partial<Deal> = { state: 'CREATED' }) =>
    bannersFor(aDealContext(deal, { ...planned, handoverMetadata: deviation(weeks) }), NOW).find(
      (banner) => banner.id === 'delivery_delay',
    );
  it('shows for a later delivery with the days to the end of the expected window', () => {
    expect(delay(2)).toEqual({ id: 'delivery_delay', daysLeft: 34 });
  });
  it('does not show for an earlier delivery', () => {
    expect(delay(-1)).toBeUndefined();
  });
  it('does not show once the car is handed over', () => {
    expect(delay(2, { state: 'ACTIVE' })).toBeUndefined();
  });
});

describe('low confidence banner', () => {
  const planned = { handover: { planned_delivery_date: inDays(20) } };
  const deviation = (weeks: number | null) => ({ availability_confidence: { deviation_in_weeks: weeks } });
  it('shows for a planned CREATED deal with a deviation of two weeks', () => {
    expect(
      shows('low_confidence', { state: 'CREATED' }, { ...planned, handoverMetadata: deviation(2) }),
    ).toBe(true);
  });
  it('shows for a negative deviation too', () => {
    expect(
      shows('low_confidence', { state: 'CREATED' }, { ...planned, handoverMetadata: deviation(-1) }),
    ).toBe(true);
  });
  it('does not show with a deviation of 0 weeks', () => {
    expect(
      shows('low_confidence', { state: 'CREATED' }, { ...planned, handoverMetadata: deviation(0) }),
    ).toBe(false);
  });
  it('does not show without a deviation', () => {
    expect(
      shows('low_confidence', { state: 'CREATED' }, { ...planned, handoverMetadata: deviation(null) }),
    ).toBe(false);
  });
  it('does not show without a planned delivery date', () => {
    expect(shows('low_confidence', { state: 'CREATED' }, { handoverMetadata: deviation(2) })).toBe(false);
  });
  it('shows for a planned fleet order listed as SCHEDULED or HANDOVER with a deviation', () => {
    for (const state of ['SCHEDULED', 'HANDOVER'] as const)
      expect(shows('low_confidence', { state }, { ...planned, handoverMetadata: deviation(2) })).toBe(true);
  });
  it('does not show for a fleet order already being delivered', () => {
    expect(
      shows('low_confidence', { state: 'DELIVERING' }, { ...planned, handoverMetadata: deviation(2) }),
    ).toBe(false);
  });
  it('does not show after the handover happened', () => {
    const handover = { ...planned.handover, actual_handover_date: inDays(-1) };
    expect(shows('low_confidence', { state: 'CREATED' }, { handover, handoverMetadata: deviation(2) })).toBe(
      false,
    );
  });
});

describe('auto-renew banner', () => {
  it('shows for an eligible ACTIVE deal with no return planned', () => {
    expect(shows('auto_renew', { computed_eligible_for_auto_renewal: true })).toBe(true);
  });
  it('uses the commitment dates when the backend gives no verdict', () => {
    expect(
      shows('auto_renew', { minimum_commitment_end_date: inDays(-1), auto_renewal_end_date: inDays(1) }),
    ).toBe(true);
  });
  it('does not show once a return type is chosen', () => {
    expect(shows('auto_renew', { computed_eligible_for_auto_renewal: true, return_type: 'PICKUP' })).toBe(
      false,
    );
  });
  it('does not show with a preferred return date', () => {
    expect(
      shows('auto_renew', { computed_eligible_for_auto_renewal: true, preferred_return_date: inDays(5) }),
    ).toBe(false);
  });
  it('does not show for a CREATED deal', () => {
    expect(shows('auto_renew', { computed_eligible_for_auto_renewal: true, state: 'CREATED' })).toBe(false);
  });
});

describe('reservation banner', () => {
  it('shows a NOT_SIGNED deal created an hour ago with 3 days left', () => {
    const banners = bannersFor(aDealContext({ state: 'NOT_SIGNED', created_at: hoursAgo(1) }), NOW);
    expect(banners).toContainEqual({ id: 'reservation', daysLeft: 3 });
  });
  it('still shows a minute before the three days are over', () => {
    expect(shows('reservation', { state: 'NOT_SIGNED', created_at: hoursAgo(72 - 1 / 60) })).toBe(true);
  });
  it('does not show once three days have passed', () => {
    expect(shows('reservation', { state: 'NOT_SIGNED', created_at: hoursAgo(72) })).toBe(false);
  });
  it('does not show for a signed deal', () => {
    expect(shows('reservation', { state: 'CREATED', created_at: hoursAgo(1) })).toBe(false);
  });
});

describe('extend subscription banner', () => {
  it('shows 14 and 121 days before the return date', () => {
    expect(shows('extend_subscription', { return_date: inDays(14) })).toBe(true);
    expect(shows('extend_subscription', { return_date: inDays(121) })).toBe(true);
  });
  it('does not show 13 or 122 days before', () => {
    expect(shows('extend_subscription', { return_date: inDays(13) })).toBe(false);
    expect(shows('extend_subscription', { return_date: inDays(122) })).toBe(false);
  });
  it('does not show for prolongation or same-day swap deals', () => {
    expect(shows('extend_subscription', { return_date: inDays(60), subscribed_to: 'PROLONGATION' })).toBe(
      false,
    );
    expect(shows('extend_subscription', { return_date: inDays(60), subscribed_as: 'SWAP_SAME_DAY' })).toBe(
      false,
    );
    expect(shows('extend_subscription', { return_date: inDays(60), subscribed_as: 'PROLONGATION' })).toBe(
      false,
    );
  });
});

describe('self-pickup banner', () => {
  const created = { state: 'CREATED' } as const;
  it('shows 6 days before the planned delivery', () => {
    expect(shows('self_pickup', created, { handover: { planned_delivery_date: inDays(6) } })).toBe(true);
  });
  it('does not show 7 days before', () => {
    expect(shows('self_pickup', created, { handover: { planned_delivery_date: inDays(7) } })).toBe(false);
  });
  it('does not show after the handover', () => {
    const handover = { planned_delivery_date: inDays(2), actual_handover_date: inDays(0) };
    expect(shows('self_pickup', created, { handover })).toBe(false);
  });
});

describe('banner order and dismissal', () => {
  it('lists banners in the fixed order of ids', () => {
    const ctx = aDealContext(
      {
        state: 'ACTIVE',
        subscribed_to: 'SWAP_SAME_DAY',
        bridging_type: 'BEGINNING',
        return_date: inDays(30),
      },
      { followUpDeal: { id: 'd-2' } },
    );
    expect(ids(ctx)).toEqual(['bridging_car', 'swap', 'return_coordination']);
  });

  it('always lists banners as an ordered subset of the ids (property)', () => {
    const deal = fc.record({
      state: fc.constantFrom('CREATED', 'ACTIVE', 'NOT_SIGNED', 'ENDED'),
      return_date: fc.integer({ min: -10, max: 200 }).map((n) => inDays(n)),
      subscribed_to: fc.constantFrom(null, 'SWAP_SAME_DAY', 'PROLONGATION'),
      bridging_type: fc.constantFrom(null, 'BEGINNING'),
      computed_eligible_for_auto_renewal: fc.boolean(),
      created_at: fc.integer({ min: 0, max: 200 }).map((h) => hoursAgo(h)),
    });
    fc.assert(
      fc.property(deal, (d) => {
        const shown = ids(aDealContext(d as Partial<Deal>));
        const positions = shown.map((id) => BANNER_IDS.indexOf(id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });

  it('hides a dismissed banner for 24 hours and shows it again after', () => {
    const banners = [{ id: 'swap' as const }, { id: 'auto_renew' as const }];
    const dismissedAt = new Date('2026-11-21T10:00:01Z');
    expect(visibleBanners(banners, { swap: dismissedAt.toISOString() }, NOW)).toEqual([{ id: 'auto_renew' }]);
    const later = new Date(dismissedAt.getTime() + 24 * 3_600_000);
    expect(visibleBanners(banners, { swap: dismissedAt.toISOString() }, later)).toEqual(banners);
  });

  it('keeps a dismissal active exactly while less than 24 hours have passed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 24 * 3_600_000 }), (elapsed) => {
        const dismissedAt = new Date(NOW.getTime() - elapsed);
        expect(isDismissalActive(dismissedAt, NOW)).toBe(elapsed < 24 * 3_600_000);
      }),
    );
  });
});

describe("the consumer portal's delay banners", () => {
  const delayed = aDealContext(
    { state: 'CREATED' },
    {
      handover: { planned_delivery_date: inDays(4) },
      handoverMetadata: { availability_confidence: { deviation_in_weeks: 2 } },
    },
  );

  it('shows one banner for a later delivery: the delay banner naming the days', () => {
    expect(bannersFor(delayed, NOW).map((banner) => banner.id)).toContain('low_confidence');
    expect(consumerBanners(bannersFor(delayed, NOW)).map((banner) => banner.id)).toEqual([
      'delivery_delay',
      'self_pickup',
    ]);
  });

  it('keeps the low-confidence banner for a delivery that may come earlier', () => {
    const earlier = aDealContext(
      { state: 'CREATED' },
      {
        handover: { planned_delivery_date: inDays(20) },
        handoverMetadata: { availability_confidence: { deviation_in_weeks: -1 } },
      },
    );
    expect(consumerBanners(bannersFor(earlier, NOW)).map((banner) => banner.id)).toEqual(['low_confidence']);
  });

  it('shows no delay banner while an earlier delivery is offered', () => {
    const shown = consumerBanners(bannersFor(delayed, NOW), { earlierDeliveryOffered: true });
    expect(shown.map((banner) => banner.id)).toEqual(['self_pickup']);
  });
});
