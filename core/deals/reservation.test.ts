import { describe, expect, it } from 'vitest';
import { aDealContext } from './a-deal.ts';
import { evaluateDeal } from './evaluation.ts';
import { isReservationLapsed, reservationLapsesAt } from './reservation.ts';
import { hoursAgo, NOW } from './test-clock.ts';

describe('a reservation', () => {
  it('lapses three days after its creation, to the second', () => {
    const reserved = { state: 'NOT_SIGNED' as const, created_at: hoursAgo(72) };
    expect(reservationLapsesAt(reserved)?.toISOString()).toBe(NOW.toISOString());
    expect(isReservationLapsed(reserved, NOW)).toBe(true);
    expect(isReservationLapsed(reserved, new Date(NOW.getTime() - 1000))).toBe(false);
  });

  it('concerns only reserved orders with a creation time', () => {
    expect(isReservationLapsed({ state: 'CREATED', created_at: hoursAgo(1000) }, NOW)).toBe(false);
    expect(isReservationLapsed({ state: 'NOT_SIGNED', created_at: null }, NOW)).toBe(false);
  });

  it('is listed in the archive once lapsed, as support sees it in the evaluation', () => {
    const lapsed = aDealContext({ state: 'NOT_SIGNED', created_at: hoursAgo(100) });
    const running = aDealContext({ state: 'NOT_SIGNED', created_at: hoursAgo(10) });
    expect(evaluateDeal(lapsed, NOW).carsTabs).toEqual(['archived']);
    expect(evaluateDeal(running, NOW).carsTabs).toEqual(['orders']);
  });
});
