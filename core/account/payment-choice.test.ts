import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_CHOICE_DAYS, paymentMethodChoiceDeadline } from './payment-choice.ts';

// Monday 23 November 2026, 11:00 in Berlin.
const now = new Date('2026-11-23T10:00:00Z');

describe('the payment method choice within 7 days', () => {
  it('runs 7 days from the newest order not yet handed over', () => {
    expect(PAYMENT_METHOD_CHOICE_DAYS).toBe(7);
    expect(
      paymentMethodChoiceDeadline(
        [
          { state: 'CREATED', created_at: '2026-11-20T09:00:00Z' },
          { state: 'NOT_SIGNED', created_at: '2026-11-22T15:00:00Z' },
          { state: 'ACTIVE', created_at: '2026-11-23T08:00:00Z' },
        ],
        now,
      ),
    ).toBe('2026-11-29');
  });

  it('counts the order day in Berlin (an order just before midnight UTC is the next day there)', () => {
    expect(paymentMethodChoiceDeadline([{ state: 'SIGNED', created_at: '2026-11-20T23:30:00Z' }], now)).toBe(
      '2026-11-28',
    );
  });

  it('is open until the end of its last day, then closed', () => {
    const order = [{ state: 'CREATED' as const, created_at: '2026-11-16T09:00:00Z' }];
    expect(paymentMethodChoiceDeadline(order, now)).toBe('2026-11-23');
    expect(paymentMethodChoiceDeadline(order, new Date('2026-11-23T23:30:00Z'))).toBeNull();
  });

  it('is not open once a payment method is set (SEPA is chosen: nothing left to choose)', () => {
    const order = [{ state: 'CREATED' as const, created_at: '2026-11-20T09:00:00Z' }];
    expect(paymentMethodChoiceDeadline(order, now, null)).toBe('2026-11-27');
    expect(paymentMethodChoiceDeadline(order, now, 'sepa_debit')).toBeNull();
    expect(paymentMethodChoiceDeadline(order, now, 'AUTOMATIC_DEBIT')).toBeNull();
  });

  it('is not open without an order, for a handed-over deal or a lead', () => {
    expect(paymentMethodChoiceDeadline([], now)).toBeNull();
    expect(
      paymentMethodChoiceDeadline([{ state: 'ACTIVE', created_at: '2026-11-22T09:00:00Z' }], now),
    ).toBeNull();
    expect(
      paymentMethodChoiceDeadline(
        [{ state: 'CREATED', variant: 'LEAD', created_at: '2026-11-22T09:00:00Z' }],
        now,
      ),
    ).toBeNull();
    expect(paymentMethodChoiceDeadline([{ state: 'CREATED' }], now)).toBeNull();
  });
});
