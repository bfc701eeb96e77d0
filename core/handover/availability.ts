import {
  berlinDay,
  berlinDayOfInstant,
  type EpochDay,
  isWorkingDay,
  toIsoDate,
} from '../shared/calendar-days.ts';
import type { DateSlot, DateSlots } from '../shared/calendar-picker.ts';
import { isIslandPostalCode } from '../shared/validation/island-postal-codes.ts';

/**
 * Appointment days and slots of delivery, pickup and self-return (consumer spec §5 "Calendar and
 * slots", §8 "No availabilities"): working days in Berlin (no public holiday), never in the past, never to an
 * island postcode, never on a day blocked for the kind (fully booked or closed).
 */
export type AppointmentKind = 'delivery' | 'pickup' | 'self_return';

/** The message of an empty calendar (consumer spec §8), verbatim. */
export const NO_AVAILABILITIES = 'Keine verfügbaren Termine für die ausgewählte Adresse';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const window = (from: number, hours: number): DateSlot<string> => ({
  value: hour(from),
  formatted_time: `${hour(from)} – ${hour(from + hours)}`,
});

/**
 * Delivery slots: one hour each, 11:00 being the default handover time (consumer spec §9). The
 * times are our design; the specification names only the default.
 */
export const DELIVERY_SLOTS: readonly DateSlot<string>[] = [9, 11, 13, 15].map((h) => window(h, 1));
/** Pickup and self-return slots: two-hour windows from 08:00 to 18:00 (our design). */
export const RETURN_SLOTS: readonly DateSlot<string>[] = [8, 10, 12, 14, 16].map((h) => window(h, 2));

export const slotsFor = (kind: AppointmentKind): readonly DateSlot<string>[] =>
  kind === 'delivery' ? DELIVERY_SLOTS : RETURN_SLOTS;

/** A self-pickup slot as the answer shows it: the hour and the hour after (value 10 → "10:00 – 11:00"). */
export const pickupSlotOf = (value: number): DateSlot<number> => ({
  value,
  formatted_time: `${hour(value)} – ${hour(value + 1)}`,
});

export type DayRange = { readonly from: EpochDay; readonly to: EpochDay };

/**
 * The bookable days in `range` (inclusive): working days from tomorrow, not blocked; none at all
 * for an island postcode ("nur Orte auf dem Festland"). Without a postcode only the calendar counts.
 */
export const availableDays = (input: {
  readonly range: DayRange;
  readonly zip?: string | null;
  readonly blocked: readonly string[];
  readonly now: Date;
}): string[] => {
  const zip = input.zip?.trim();
  if (zip && isIslandPostalCode(zip)) return [];
  const blocked = new Set(input.blocked.map(berlinDay));
  const from = Math.max(input.range.from, berlinDayOfInstant(input.now) + 1);
  const days: string[] = [];
  for (let day = from; day <= input.range.to; day++) {
    if (isWorkingDay(day) && !blocked.has(day)) days.push(toIsoDate(day));
  }
  return days;
};

/** The days with the kind's slots, as the metadata calls answer them. */
export const dateSlotsOf = (days: readonly string[], kind: AppointmentKind): DateSlots<string>[] =>
  days.map((date) => ({ date, available_slots: [...slotsFor(kind)] }));

/** Whether `date` is one of `days` and `slot` one of the kind's slots. */
export const checkAppointment = (
  days: readonly string[],
  kind: AppointmentKind,
  date: string,
  slot: string | number,
): 'ok' | 'date_unavailable' | 'slot_unavailable' => {
  const day = berlinDay(date);
  if (!days.some((d) => berlinDay(d) === day)) return 'date_unavailable';
  return slotsFor(kind).some((s) => s.value === String(slot)) ? 'ok' : 'slot_unavailable';
};

export const formattedSlot = (kind: AppointmentKind, value: string): string =>
  slotsFor(kind).find((slot) => slot.value === value)?.formatted_time ?? value;
