import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinDay, toIsoDate } from './calendar-days.ts';
import {
  type DateSlots,
  resolveDateSelection,
  resolveSlotSelection,
  selectableDate,
  slotsOn,
} from './calendar-picker.ts';

// Wednesday 2026-11-18, noon in Berlin.
const now = new Date('2026-11-18T11:00:00Z');

describe('selectable dates', () => {
  it('restricts the choice to the available dates', () => {
    const options = { availableDates: ['2026-11-20', '2026-11-24'] };
    expect(selectableDate('2026-11-20', options, now)).toBe(true);
    expect(selectableDate('2026-11-23', options, now)).toBe(false);
  });

  it('offers a Saturday when the available dates list it, even with weekends excluded', () => {
    expect(selectableDate('2026-11-21', { availableDates: ['2026-11-21'], excludeWeekends: true }, now)).toBe(
      true,
    );
  });

  it('offers nothing when the list of available dates is empty', () => {
    expect(selectableDate('2026-11-20', { availableDates: [] }, now)).toBe(false);
  });

  it('excludes Saturdays and Sundays without a list when asked to', () => {
    expect(selectableDate('2026-11-21', { excludeWeekends: true }, now)).toBe(false);
    expect(selectableDate('2026-11-22', { excludeWeekends: true }, now)).toBe(false);
    expect(selectableDate('2026-11-23', { excludeWeekends: true }, now)).toBe(true);
    expect(selectableDate('2026-11-21', {}, now)).toBe(true);
  });

  it('allows today as the minimum date but never a past day', () => {
    expect(selectableDate('2026-11-18', { minDate: '2026-11-18' }, now)).toBe(true);
    expect(selectableDate('2026-11-17', { minDate: '2026-11-01' }, now)).toBe(false);
    expect(selectableDate('2026-11-17', {}, now)).toBe(false);
  });

  it('refuses dates before a later minimum date, the minimum itself included', () => {
    expect(selectableDate('2026-11-24', { minDate: '2026-11-25' }, now)).toBe(false);
    expect(selectableDate('2026-11-25', { minDate: '2026-11-25' }, now)).toBe(true);
  });

  it('applies the minimum date to the available dates too', () => {
    expect(selectableDate('2026-11-20', { availableDates: ['2026-11-20'], minDate: '2026-11-21' }, now)).toBe(
      false,
    );
  });

  it('takes today in Berlin: just after midnight in Berlin the previous UTC day is past', () => {
    const justAfterMidnight = new Date('2026-11-18T23:30:00Z'); // 00:30 on the 19th in Berlin
    expect(selectableDate('2026-11-18', {}, justAfterMidnight)).toBe(false);
    expect(selectableDate('2026-11-19', {}, justAfterMidnight)).toBe(true);
  });
});

describe('resolving the selected date', () => {
  const available = ['2026-11-24', '2026-11-20', '2026-11-26'];

  it('keeps a selected date that is available', () => {
    expect(resolveDateSelection('2026-11-24', available)).toBe('2026-11-24');
  });

  it('resets a date outside the available list to the first available date', () => {
    expect(resolveDateSelection('2026-11-25', available)).toBe('2026-11-20');
  });

  it('starts on the first available date when nothing is selected', () => {
    expect(resolveDateSelection(null, available)).toBe('2026-11-20');
  });

  it('matches a selected date-time to the available date of its Berlin day', () => {
    expect(resolveDateSelection('2026-11-23T23:30:00Z', available)).toBe('2026-11-24');
  });

  it('holds no date when nothing is available', () => {
    expect(resolveDateSelection('2026-11-24', [])).toBeNull();
  });

  const day = fc.integer({ min: 0, max: 60 }).map((n) => toIsoDate(berlinDay('2026-11-01') + n));

  it('always resolves to a date in the list when the list is not empty (property)', () => {
    fc.assert(
      fc.property(fc.option(day), fc.array(day, { minLength: 1 }), (selected, list) => {
        expect(list).toContain(resolveDateSelection(selected, list));
      }),
    );
  });

  it('resolves the same way a second time (property)', () => {
    fc.assert(
      fc.property(fc.option(day), fc.array(day), (selected, list) => {
        const once = resolveDateSelection(selected, list);
        expect(resolveDateSelection(once, list)).toBe(once);
      }),
    );
  });
});

describe('resolving the selected time slot', () => {
  const dateSlots: DateSlots<number>[] = [
    {
      date: '2026-11-20',
      available_slots: [
        { formatted_time: '10:00', value: 10 },
        { formatted_time: '14:00', value: 14 },
      ],
    },
    { date: '2026-11-24', available_slots: [] },
  ];

  it('keeps a slot the chosen day offers', () => {
    expect(resolveSlotSelection(14, slotsOn(dateSlots, '2026-11-20'))).toBe(14);
  });

  it('resets a slot the chosen day does not offer to the day’s first slot', () => {
    expect(resolveSlotSelection(9, slotsOn(dateSlots, '2026-11-20'))).toBe(10);
    expect(resolveSlotSelection(null, slotsOn(dateSlots, '2026-11-20'))).toBe(10);
  });

  it('holds no slot on a day without slots or not in the list', () => {
    expect(resolveSlotSelection(10, slotsOn(dateSlots, '2026-11-24'))).toBeNull();
    expect(resolveSlotSelection(10, slotsOn(dateSlots, '2026-11-25'))).toBeNull();
  });

  it('finds the slots of a day by its Berlin date', () => {
    expect(slotsOn(dateSlots, '2026-11-19T23:30:00Z')?.date).toBe('2026-11-20');
  });

  const slotValue = fc.integer({ min: 8, max: 18 });
  const daySlots = fc.array(slotValue, { minLength: 1 }).map((values) => ({
    date: '2026-11-20',
    available_slots: values.map((value) => ({ formatted_time: `${value}:00`, value })),
  }));

  it('always resolves to a slot of the day, and the same way a second time (property)', () => {
    fc.assert(
      fc.property(fc.option(slotValue), daySlots, (selected, slots) => {
        const once = resolveSlotSelection(selected, slots);
        expect(slots.available_slots.map((s) => s.value)).toContain(once);
        expect(resolveSlotSelection(once, slots)).toBe(once);
      }),
    );
  });
});
