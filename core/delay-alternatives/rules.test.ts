import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDealContext } from '../deals/a-deal.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import type { Deal } from '../deals/types.ts';
import { delayAlternativesOf, deliveryDelayOf } from './rules.ts';

const delayed = (weeks: number | null, deal: Partial<Deal> = {}, planned: string | null = inDays(4)) =>
  aDealContext(
    { state: 'CREATED', ...deal },
    {
      handover: { planned_delivery_date: planned },
      handoverMetadata: { availability_confidence: { deviation_in_weeks: weeks } },
    },
  );

describe('the delivery delay', () => {
  it('puts the new window from the planned date to two weeks after it for a deviation of 2 weeks', () => {
    expect(deliveryDelayOf(delayed(2), NOW)).toEqual({
      plannedDate: inDays(4),
      deviationInWeeks: 2,
      expectedFrom: inDays(4),
      expectedUntil: inDays(18),
      daysUntilDelivery: 18,
    });
  });

  it('is no delay when the car may come earlier, on time, or without a deviation', () => {
    expect(deliveryDelayOf(delayed(-1), NOW)).toBeNull();
    expect(deliveryDelayOf(delayed(0), NOW)).toBeNull();
    expect(deliveryDelayOf(delayed(null), NOW)).toBeNull();
  });

  it('needs the low-confidence facts: CREATED, a planned date, no actual handover', () => {
    expect(deliveryDelayOf(delayed(2, { state: 'ACTIVE' }), NOW)).toBeNull();
    expect(deliveryDelayOf(delayed(2, {}, null), NOW)).toBeNull();
    expect(deliveryDelayOf(delayed(2, { actual_handover_date: inDays(-1) }), NOW)).toBeNull();
  });

  it('counts down to the end of the window and never below 0 days', () => {
    expect(deliveryDelayOf(delayed(1, {}, inDays(-30)), NOW)?.daysUntilDelivery).toBe(0);
  });

  it('always ends the window the deviation in days after the planned date, and counts days not below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 26 }), fc.integer({ min: -60, max: 60 }), (weeks, offset) => {
        const delay = deliveryDelayOf(delayed(weeks, {}, inDays(offset)), NOW);
        expect(delay?.expectedFrom).toBe(inDays(offset));
        expect(delay?.expectedUntil).toBe(inDays(offset + weeks * 7));
        expect(delay?.daysUntilDelivery).toBe(Math.max(0, offset + weeks * 7));
      }),
    );
  });
});

describe('the alternatives to waiting', () => {
  it('offers waiting, another car, a transition car and cancelling for a delayed deal', () => {
    expect(delayAlternativesOf(delayed(2), NOW)).toEqual([
      'keep_waiting',
      'another_car',
      'transition_vehicle',
      'cancel',
    ]);
  });

  it('offers no other car for same-day swap and prolongation deals', () => {
    expect(delayAlternativesOf(delayed(2, { subscribed_to: 'SWAP_SAME_DAY' }), NOW)).not.toContain(
      'another_car',
    );
    expect(delayAlternativesOf(delayed(2, { subscribed_as: 'PROLONGATION' }), NOW)).not.toContain(
      'another_car',
    );
  });

  it('offers nothing for a deal that is not delayed', () => {
    expect(delayAlternativesOf(delayed(0), NOW)).toEqual([]);
    expect(delayAlternativesOf(delayed(-2), NOW)).toEqual([]);
  });

  it('always offers keeping waiting first whenever the deal is delayed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 8 }),
        fc.constantFrom<Deal['subscribed_to']>(null, 'SWAP_SAME_DAY'),
        (weeks, subscribedTo) => {
          const ctx = delayed(weeks, { subscribed_to: subscribedTo });
          const alternatives = delayAlternativesOf(ctx, NOW);
          expect(alternatives.length > 0).toBe(deliveryDelayOf(ctx, NOW) !== null);
          if (alternatives.length > 0) expect(alternatives[0]).toBe('keep_waiting');
        },
      ),
    );
  });
});
