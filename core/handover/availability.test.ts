import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinDay, berlinDayOfInstant, isWeekend, isWorkingDay } from '../shared/calendar-days.ts';
import {
  availableDays,
  checkAppointment,
  DELIVERY_SLOTS,
  pickupSlotOf,
  RETURN_SLOTS,
} from './availability.ts';

const NOW = new Date('2026-11-23T09:00:00Z'); // a Monday
const today = berlinDayOfInstant(NOW);

describe('appointment days', () => {
  it('offers the weekdays from tomorrow, without the blocked ones', () => {
    const days = availableDays({
      range: { from: today - 3, to: today + 7 },
      blocked: ['2026-11-26'],
      now: NOW,
    });
    expect(days).toEqual(['2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30']);
  });

  it('offers nothing to an island postcode ("nur Orte auf dem Festland")', () => {
    expect(
      availableDays({ range: { from: today, to: today + 30 }, zip: '25980', blocked: [], now: NOW }),
    ).toEqual([]);
  });

  it('never offers a weekend, a past day, today or a blocked day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: -20, max: 100 }), { maxLength: 10 }),
        (start, length, blockedOffsets) => {
          const blocked = blockedOffsets.map((offset) =>
            new Date((today + offset) * 86_400_000).toISOString().slice(0, 10),
          );
          const days = availableDays({
            range: { from: today + start, to: today + start + length },
            blocked,
            now: NOW,
          });
          for (const day of days.map(berlinDay)) {
            expect(isWeekend(day)).toBe(false);
            expect(isWorkingDay(day)).toBe(true);
            expect(day).toBeGreaterThan(today);
            expect(blocked.map(berlinDay)).not.toContain(day);
          }
        },
      ),
    );
  });
});

describe('appointment days around the turn of the year', () => {
  it('offers no pickup on 25 and 26 December nor on 1 January', () => {
    const days = availableDays({
      range: { from: berlinDay('2026-12-21'), to: berlinDay('2027-01-08') },
      blocked: [],
      now: new Date('2026-12-06T10:00:00Z'),
    });
    expect(days).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
    ]);
  });
});

describe('appointment slots', () => {
  it('has one-hour delivery slots with 11:00 and two-hour return slots', () => {
    expect(DELIVERY_SLOTS).toContainEqual({ value: '11:00', formatted_time: '11:00 – 12:00' });
    expect(RETURN_SLOTS).toContainEqual({ value: '10:00', formatted_time: '10:00 – 12:00' });
    expect(pickupSlotOf(18)).toEqual({ value: 18, formatted_time: '18:00 – 19:00' });
  });

  it('accepts only an offered day and a slot of the kind', () => {
    const days = ['2026-11-24'];
    expect(checkAppointment(days, 'delivery', '2026-11-24', '11:00')).toBe('ok');
    expect(checkAppointment(days, 'delivery', '2026-11-25', '11:00')).toBe('date_unavailable');
    expect(checkAppointment(days, 'delivery', '2026-11-24', '10:00')).toBe('slot_unavailable');
    expect(checkAppointment(days, 'pickup', '2026-11-24', '10:00')).toBe('ok');
  });
});
