import { describe, expect, it } from 'vitest';
import { aDeal, aDealContext } from '../deals/a-deal.ts';
import {
  cancellationFees,
  earlyCancellationFee,
  isHandoverPlanned,
  SHORT_NOTICE_CANCELLATION_FEE,
  shortNoticeCancellationFee,
} from './fees.ts';

describe('cancellation fees', () => {
  it('charges 249 EUR of type short_notice when the handover is already planned', () => {
    expect(SHORT_NOTICE_CANCELLATION_FEE).toBe(24_900);
    expect(shortNoticeCancellationFee({ planned_delivery_date: '2026-12-01' })).toEqual({
      type: 'short_notice',
      amount: 24_900,
    });
  });

  it('charges no short-notice fee without a planned handover', () => {
    expect(shortNoticeCancellationFee(null)).toBeNull();
    expect(shortNoticeCancellationFee({ planned_delivery_date: null })).toBeNull();
  });

  it('no longer counts the handover as planned once the car has been handed over', () => {
    expect(
      isHandoverPlanned({ planned_delivery_date: '2026-12-01', actual_handover_date: '2026-12-01' }),
    ).toBe(false);
  });

  it('shows the early-cancellation fee as the deal amount in cents', () => {
    expect(earlyCancellationFee(aDeal({ amount: 59_900 }))).toEqual({
      type: 'early_cancellation',
      amount: 59_900,
    });
    expect(earlyCancellationFee(aDeal({ amount: null }))).toBeNull();
  });

  it('lists the early-cancellation fee and, with a planned handover, the short-notice fee', () => {
    const ctx = aDealContext(
      { state: 'CREATED', amount: 45_000 },
      { handover: { planned_delivery_date: '2026-12-01' } },
    );
    expect(cancellationFees(ctx)).toEqual([
      { type: 'early_cancellation', amount: 45_000 },
      { type: 'short_notice', amount: 24_900 },
    ]);
    expect(cancellationFees(aDealContext({ amount: 45_000 }))).toEqual([
      { type: 'early_cancellation', amount: 45_000 },
    ]);
  });
});
