import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import { handoverChangeFee, isHandoverChangeable } from './changes.ts';
import { aHandover } from './in-memory-handovers.ts';

const created = aDeal({ state: 'CREATED' });

describe('the handover change fee', () => {
  it('charges 249 EUR short notice 4 days before the planned delivery, nothing 5 days before', () => {
    expect(handoverChangeFee(created, aHandover({ planned_delivery_date: inDays(4) }), NOW)).toEqual({
      amount: 24_900,
      type: 'short_notice',
    });
    expect(handoverChangeFee(created, aHandover({ planned_delivery_date: inDays(5) }), NOW).amount).toBe(0);
  });

  it('charges nothing before a date is planned, after the handover, or for a same-day swap', () => {
    expect(handoverChangeFee(created, aHandover(), NOW).amount).toBe(0);
    expect(handoverChangeFee(created, undefined, NOW).amount).toBe(0);
    const handedOver = aHandover({ planned_delivery_date: inDays(1), actual_handover_date: inDays(1) });
    expect(handoverChangeFee(created, handedOver, NOW).amount).toBe(0);
    const swap = aDeal({ state: 'CREATED', subscribed_as: 'SWAP_SAME_DAY' });
    expect(handoverChangeFee(swap, aHandover({ planned_delivery_date: inDays(1) }), NOW).amount).toBe(0);
  });
});

describe('changing the handover', () => {
  it('is possible before handover until 2 days before the planned date', () => {
    expect(isHandoverChangeable(created, aHandover({ planned_delivery_date: inDays(2) }), NOW)).toBe(true);
    expect(isHandoverChangeable(created, aHandover({ planned_delivery_date: inDays(1) }), NOW)).toBe(false);
    expect(isHandoverChangeable(created, undefined, NOW)).toBe(true);
  });

  it('is not possible for an active deal or a booked station pickup', () => {
    expect(isHandoverChangeable(aDeal({ state: 'ACTIVE' }), undefined, NOW)).toBe(false);
    expect(isHandoverChangeable(created, aHandover({ method: 'self_pickup' }), NOW)).toBe(false);
  });
});
