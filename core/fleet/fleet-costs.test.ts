import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money.ts';
import {
  addMonths,
  costLevelsOf,
  costMonthsOf,
  costPerMonthOf,
  costsIn,
  isMonthText,
} from './fleet-costs.ts';

const NOW = new Date('2026-11-23T10:00:00+01:00');

describe('the months a car costs in', () => {
  it('are the term’s months from its handover: 6 months from 15.11. end on 14.05., the last rate in April', () => {
    expect(
      costMonthsOf({
        state: 'ACTIVE',
        amount: 59_500,
        term: 6,
        actual_handover_date: '2026-11-15',
        return_date: '2027-05-14',
      }),
    ).toEqual({ from: '2026-11', end: '2027-05', net: 50_000, gross: 59_500 });
  });

  it('count a return after the monthly day as one more month', () => {
    expect(
      costMonthsOf({
        state: 'RETURN',
        amount: 11_900,
        actual_handover_date: '2026-01-15',
        return_date: '2026-03-20',
      }),
    ).toMatchObject({ from: '2026-01', end: '2026-04' });
  });

  it('begin a term’s months before its return date when the handover is not known', () => {
    expect(
      costMonthsOf({ state: 'ARCHIVED', amount: 29_900, term: 12, return_date: '2026-06-30' }),
    ).toMatchObject({
      from: '2025-07',
      end: '2026-07',
    });
  });

  it('end a term’s months after its coordinated handover when no return date is known', () => {
    expect(
      costMonthsOf({ state: 'SCHEDULED', amount: 29_900, term: 3, planned_delivery_date: '2026-12-10' }),
    ).toMatchObject({ from: '2026-12', end: '2027-03' });
  });

  it('are none for a reservation, a car without a rate or one without a term to count', () => {
    const car = { amount: 29_900, term: 12, return_date: '2027-06-30' };
    expect(costMonthsOf({ ...car, state: 'NOT_SIGNED' })).toBeNull();
    expect(costMonthsOf({ ...car, state: 'ACTIVE', amount: 0 })).toBeNull();
    expect(costMonthsOf({ state: 'ACTIVE', amount: 29_900, return_date: '2027-06-30' })).toBeNull();
  });

  it('number the rates of the term: a term of n months costs n months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 1, max: 48 }), (offset, term) => {
        const start = new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);
        const months = costMonthsOf({ state: 'ACTIVE', amount: 10_000, term, actual_handover_date: start });
        expect(months).not.toBeNull();
        expect(addMonths(months?.from ?? '', term)).toBe(months?.end);
      }),
    );
  });
});

describe('the fleet’s cost per month', () => {
  const cars = [
    { state: 'ACTIVE', amount: 11_900, term: 12, actual_handover_date: '2026-03-01' },
    { state: 'ARCHIVED', amount: 23_800, term: 6, actual_handover_date: '2025-09-10' },
    { state: 'SCHEDULED', amount: 35_700, term: 24, planned_delivery_date: '2027-01-05' },
  ] as const;

  it('is the sum of the rates of the cars costing in each month, past ones and commitments', () => {
    const months = costPerMonthOf(costLevelsOf(cars.map(costMonthsOf)), NOW);
    expect(months[0]).toMatchObject({ month: '2025-11', gross: 23_800, net: 20_000, cars: 1, ahead: false });
    expect(months.find((month) => month.month === '2026-04')).toMatchObject({ gross: 11_900, cars: 1 });
    expect(months.find((month) => month.month === '2026-11')).toMatchObject({ gross: 11_900, ahead: true });
    expect(months.find((month) => month.month === '2027-01')).toMatchObject({ gross: 47_600, cars: 2 });
    // Ahead until the last term's last month (12.2028), past the 12 months it shows at least.
    expect(months.at(-1)).toMatchObject({ month: '2028-12', gross: 35_700, cars: 1 });
    expect(months).toHaveLength(12 + 26);
    for (const month of months) {
      const costing = cars.map(costMonthsOf).filter((cost) => costsIn(cost, month.month));
      expect(month.cars).toBe(costing.length);
      expect(month.gross).toBe(cents(costing.reduce((sum, cost) => sum + (cost?.gross ?? 0), 0)));
    }
  });

  it('shows 12 months back and 12 ahead of an empty fleet, each costing nothing', () => {
    const months = costPerMonthOf([], NOW);
    expect(months.map((month) => month.month)).toEqual(
      Array.from({ length: 24 }, (_, i) => addMonths('2025-11', i)),
    );
    expect(months.every((month) => month.gross === 0 && month.cars === 0)).toBe(true);
  });

  it('takes months as YYYY-MM only', () => {
    expect(['2026-01', '2026-12'].map(isMonthText)).toEqual([true, true]);
    expect(['2026-13', '2026-00', '2026-1', '2026-01-01', ''].map(isMonthText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
