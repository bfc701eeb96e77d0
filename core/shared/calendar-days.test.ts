import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  berlinDay,
  berlinDayOfInstant,
  daysUntil,
  easterSunday,
  isDateText,
  isPublicHoliday,
  isWithinDays,
  isWorkingDay,
  toIsoDate,
  weekdayOf,
  workingDaysAfter,
} from './calendar-days.ts';

const at = (iso: string) => new Date(iso);

describe('Berlin calendar days', () => {
  it('counts a date-only text as the calendar date it names', () => {
    expect(daysUntil('2026-11-23', at('2026-11-22T12:00:00Z'))).toBe(1);
    expect(daysUntil('2026-11-22', at('2026-11-22T12:00:00Z'))).toBe(0);
    expect(daysUntil('2026-11-20', at('2026-11-22T12:00:00Z'))).toBe(-2);
  });

  it('takes today in Berlin, not in UTC: 23:30 UTC on 22 November is already the 23rd in Berlin', () => {
    expect(daysUntil('2026-11-23', at('2026-11-22T23:30:00Z'))).toBe(0);
  });

  it('converts a date-time to Berlin before taking its date', () => {
    expect(berlinDay('2026-06-30T22:30:00Z')).toBe(berlinDay('2026-07-01'));
    expect(berlinDay('2026-06-30T21:30:00Z')).toBe(berlinDay('2026-06-30'));
  });

  it('reads a date-time without an offset as Berlin wall time', () => {
    expect(berlinDay('2026-03-01T00:30:00')).toBe(berlinDay('2026-03-01'));
  });

  it('counts one day across the spring and autumn DST changes', () => {
    expect(daysUntil('2026-03-30', at('2026-03-29T00:30:00+01:00'))).toBe(1);
    expect(daysUntil('2026-10-26', at('2026-10-25T23:30:00+01:00'))).toBe(1);
  });

  it('is within N days only from 0 to N inclusive', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(isWithinDays('2026-11-22', now, 90)).toBe(true);
    expect(isWithinDays('2027-02-20', now, 90)).toBe(true);
    expect(isWithinDays('2027-02-21', now, 90)).toBe(false);
    expect(isWithinDays('2026-11-21', now, 90)).toBe(false);
    expect(isWithinDays(null, now, 90)).toBe(false);
  });

  it('adds calendar months and clamps to the end of a shorter month', () => {
    expect(toIsoDate(addCalendarMonths(berlinDay('2026-11-22'), 2))).toBe('2027-01-22');
    expect(toIsoDate(addCalendarMonths(berlinDay('2026-12-31'), 2))).toBe('2027-02-28');
    expect(toIsoDate(addCalendarMonths(berlinDay('2027-12-31'), 2))).toBe('2028-02-29');
  });

  it('counts working days from tomorrow up to and including the end date', () => {
    // Friday 2026-11-20 → the following Friday: Mon..Fri = 5
    expect(workingDaysAfter(berlinDay('2026-11-20'), berlinDay('2026-11-27'))).toBe(5);
    expect(workingDaysAfter(berlinDay('2026-11-20'), berlinDay('2026-11-22'))).toBe(0);
  });

  it('accepts real dates and refuses impossible ones', () => {
    expect(isDateText('2026-02-28')).toBe(true);
    expect(isDateText('2026-02-30')).toBe(false);
    expect(isDateText('2026-11-22T10:00:00Z')).toBe(true);
    expect(isDateText('2026-11-22T10:00:00.123+01:00')).toBe(true);
    expect(isDateText('tomorrow')).toBe(false);
  });

  it('reads an instant as JSON writes it exactly when Date.parse does, whatever its digits (property)', () => {
    // Mostly around each field's range, sometimes anywhere in 00–99.
    const twoDigits = (last: number) =>
      fc
        .oneof(fc.integer({ min: 0, max: last + 1 }), fc.integer({ min: 0, max: 99 }))
        .map((n) => String(n).padStart(2, '0'));
    const instant = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        twoDigits(12),
        twoDigits(31),
        twoDigits(24),
        twoDigits(59),
        twoDigits(59),
      )
      .chain(([year, ...fields]) =>
        fc.tuple(fc.constant([String(year).padStart(4, '0'), ...fields]), fc.integer({ min: 0, max: 999 })),
      )
      .map(([[year, month, day, hour, minute, second], ms]) => {
        const millis = String(ms).padStart(3, '0');
        return `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}Z`;
      });
    fc.assert(
      fc.property(instant, (text) => {
        expect(isDateText(text)).toBe(!Number.isNaN(Date.parse(text)));
      }),
      { numRuns: 20_000 },
    );
    expect(isDateText('2026-11-22T24:00:00.000Z')).toBe(true);
    expect(isDateText('2026-11-22T24:00:00.001Z')).toBe(false);
    expect(isDateText('2026-02-31T10:00:00.000Z')).toBe(
      !Number.isNaN(Date.parse('2026-02-31T10:00:00.000Z')),
    );
  });

  it('agrees with the Berlin calendar for any instant (property)', () => {
    const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        expect(toIsoDate(berlinDayOfInstant(ms))).toBe(berlin.format(ms));
      }),
    );
  });

  it('counts the days between two instants as the difference of their Berlin dates, DST or not (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.integer({ min: -800, max: 800 }),
        (ms, offsetDays) => {
          // Noon in Berlin is never near a day boundary, whatever the offset (+1 or +2).
          const todayNoon = new Date(`${toIsoDate(berlinDayOfInstant(ms))}T12:00:00+01:00`);
          const target = toIsoDate(berlinDayOfInstant(ms) + offsetDays);
          expect(daysUntil(target, todayNoon)).toBe(offsetDays);
        },
      ),
    );
  });
});

describe('working days and weekdays', () => {
  it('keeps the public holidays of all of Germany free: Christmas, New Year, Easter, Whitsun', () => {
    const holidays2026 = [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ];
    for (const date of holidays2026) expect(isPublicHoliday(berlinDay(date)), date).toBe(true);
    expect(isWorkingDay(berlinDay('2026-12-25'))).toBe(false);
    expect(isWorkingDay(berlinDay('2027-01-01'))).toBe(false);
    expect(isWorkingDay(berlinDay('2026-12-28'))).toBe(true);
    expect(isWorkingDay(berlinDay('2026-12-24'))).toBe(true);
    // Between Wednesday 23 December and Monday 4 January: 24, 28, 29, 30, 31 December and 4 January.
    expect(workingDaysAfter(berlinDay('2026-12-23'), berlinDay('2027-01-04'))).toBe(6);
  });

  it('finds Easter Sunday on the dates the calendar has', () => {
    const easters = {
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(easters))
      expect(toIsoDate(easterSunday(Number(year)))).toBe(date);
  });

  it('agree with a day-by-day count for any range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: -20, max: 400 }), (from, length) => {
        let expected = 0;
        for (let day = from + 1; day <= from + length; day++) {
          const weekday = new Date(day * 86_400_000).getUTCDay();
          if (weekday !== 0 && weekday !== 6 && !isPublicHoliday(day)) expected++;
        }
        expect(workingDaysAfter(from, from + length)).toBe(expected);
      }),
    );
  });

  it('name the weekday as the calendar does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30_000, max: 60_000 }), (day) => {
        expect(weekdayOf(day)).toBe(new Date(day * 86_400_000).getUTCDay());
      }),
    );
  });
});
