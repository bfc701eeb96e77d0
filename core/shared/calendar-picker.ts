import { berlinDay, berlinDayOfInstant, type EpochDay, isWeekend } from './calendar-days.ts';

/**
 * The rules of the date and slot pickers (consumer spec §5 "Calendar and slots", business spec §5
 * "Calendar"). Every date is compared as its Berlin calendar day.
 */
export type DateSlot<V extends string | number = string | number> = {
  readonly formatted_time: string;
  readonly value: V;
};

/** The slots of one day, as the backend sends them. */
export type DateSlots<V extends string | number = string | number> = {
  readonly date: string;
  readonly available_slots: readonly DateSlot<V>[];
};

export type DatePickerOptions = {
  /**
   * When given, only these dates can be chosen, and weekends are not excluded on top of it: the
   * list is the backend's answer. An empty list means nothing is available.
   */
  readonly availableDates?: readonly string[] | null;
  /** Without a list of available dates, Saturdays and Sundays can be excluded. */
  readonly excludeWeekends?: boolean;
  /** The earliest selectable date, inclusive; it may be today. */
  readonly minDate?: string | null;
};

/**
 * Whether the picker lets the customer choose `date`. Past days are never selectable: the
 * earliest day is today, or `minDate` when that is later.
 */
export const selectableDate = (date: string, options: DatePickerOptions, now: Date): boolean => {
  const day = berlinDay(date);
  const today = berlinDayOfInstant(now);
  const earliest = options.minDate ? Math.max(today, berlinDay(options.minDate)) : today;
  if (day < earliest) return false;
  if (options.availableDates) return options.availableDates.some((d) => berlinDay(d) === day);
  return !(options.excludeWeekends && isWeekend(day));
};

const earliestOf = (dates: readonly string[]): string | null => {
  let best: { text: string; day: EpochDay } | null = null;
  for (const text of dates) {
    const day = berlinDay(text);
    if (!best || day < best.day) best = { text, day };
  }
  return best?.text ?? null;
};

/**
 * The date the picker holds after the available dates arrive: the entry of the list on the
 * selected day, else the first (earliest) available date; null when the list is empty. A missing
 * selection also takes the first available date, so the picker always starts on a valid day.
 */
export const resolveDateSelection = (
  selected: string | null | undefined,
  availableDates: readonly string[],
): string | null => {
  if (selected) {
    const day = berlinDay(selected);
    const match = availableDates.find((d) => berlinDay(d) === day);
    if (match !== undefined) return match;
  }
  return earliestOf(availableDates);
};

/** The slots offered on `date`, from the date-slots list (matched by Berlin day). */
export const slotsOn = <V extends string | number>(
  dateSlots: readonly DateSlots<V>[],
  date: string,
): DateSlots<V> | undefined => {
  const day = berlinDay(date);
  return dateSlots.find((entry) => berlinDay(entry.date) === day);
};

/**
 * The slot value the picker holds for the chosen day: the selected one when that day offers it,
 * else the day's first slot; null when the day offers none.
 */
export const resolveSlotSelection = <V extends string | number>(
  selectedSlot: V | null | undefined,
  daySlots: DateSlots<V> | null | undefined,
): V | null => {
  const slots = daySlots?.available_slots ?? [];
  if (selectedSlot !== null && selectedSlot !== undefined && slots.some((s) => s.value === selectedSlot)) {
    return selectedSlot;
  }
  return slots[0]?.value ?? null;
};
