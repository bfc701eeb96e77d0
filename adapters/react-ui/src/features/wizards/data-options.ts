import type {
  FieldOption,
  FieldValue,
  FormField,
  FormStep,
} from '../../../../../core/content/form-engine.ts';
import { type VisibilityData, valueAt } from '../../../../../core/content/visibility.ts';
import {
  type DateSlots,
  resolveDateSelection,
  resolveSlotSelection,
  selectableDate,
  slotsOn,
} from '../../../../../core/shared/calendar-picker.ts';

/**
 * Choices that come from the data a form sees (a field's `optionsFrom`): available dates for the
 * calendar picker, the time slots of the chosen day for the slot picker (consumer spec §5
 * "Calendar and slots", core/shared/calendar-picker.ts), or plain lists.
 */

type Slot = { readonly value: string | number; readonly formatted_time: string };

const isDateSlots = (item: unknown): item is DateSlots =>
  typeof item === 'object' && item !== null && typeof (item as DateSlots).date === 'string';
const isSlot = (item: unknown): item is Slot =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Slot).formatted_time === 'string' &&
  ['string', 'number'].includes(typeof (item as Slot).value);
const isOption = (item: unknown): item is FieldOption =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as FieldOption).label === 'string' &&
  ['string', 'number'].includes(typeof (item as FieldOption).value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const listAt = (data: VisibilityData, path: string | undefined): readonly unknown[] | undefined => {
  if (!path) return undefined;
  const found = valueAt(data, path);
  return Array.isArray(found) ? found : undefined;
};

/** A date field with `optionsFrom` picks among available dates (the list may be empty); else undefined. */
export const availableDatesOf = (
  field: FormField,
  data: VisibilityData,
  now: Date,
): readonly string[] | undefined => {
  if (field.kind !== 'date' || !field.optionsFrom) return undefined;
  const dates = (listAt(data, field.optionsFrom) ?? [])
    .map((item) => (typeof item === 'string' ? item : isDateSlots(item) ? item.date : undefined))
    .filter((date): date is string => date !== undefined);
  return dates.filter((date) => selectableDate(date, { availableDates: dates }, now));
};

/** The step's calendar field and its list of day slots, for the slot picker next to it. */
const dayOfStep = (step: FormStep, data: VisibilityData, values: Readonly<Record<string, FieldValue>>) => {
  const calendar = step.fields.find((candidate) => candidate.kind === 'date' && candidate.optionsFrom);
  if (!calendar) return undefined;
  const date = values[calendar.name];
  return {
    date: typeof date === 'string' ? date : undefined,
    list: listAt(data, calendar.optionsFrom) ?? [],
  };
};

/** The slots a slot field offers: its own list, or the chosen day's slots of a list of date slots. */
export const slotsOf = (
  field: FormField,
  step: FormStep,
  data: VisibilityData,
  values: Readonly<Record<string, FieldValue>>,
): readonly Slot[] | undefined => {
  if (field.kind === 'date' || !field.optionsFrom) return undefined;
  const own = listAt(data, field.optionsFrom);
  if (own?.every(isSlot)) return own;
  const daySlots = own?.every(isDateSlots) ? own : dayOfStep(step, data, values)?.list.filter(isDateSlots);
  if (!daySlots || daySlots.length === 0) return undefined;
  const date = dayOfStep(step, data, values)?.date;
  return date ? (slotsOn(daySlots, date)?.available_slots ?? []) : [];
};

/** The choices of a field whose options come from data; undefined when they do not. */
export const dataOptionsOf = (
  field: FormField,
  step: FormStep,
  data: VisibilityData,
  values: Readonly<Record<string, FieldValue>>,
  now: Date,
  formatDate: (date: string) => string,
): FieldOption[] | undefined => {
  const dates = availableDatesOf(field, data, now);
  if (dates) return dates.map((date) => ({ value: date, label: formatDate(date) }));
  const slots = slotsOf(field, step, data, values);
  if (slots) return slots.map((slot) => ({ value: slot.value, label: slot.formatted_time }));
  const list = listAt(data, field.optionsFrom);
  if (list?.every(isOption)) return [...list];
  if (!list?.every((item) => typeof item === 'string' || typeof item === 'number')) return undefined;
  return (list as (string | number)[]).map((item) => ({
    value: item,
    label: typeof item === 'string' && ISO_DATE.test(item) ? formatDate(item) : String(item),
  }));
};

/**
 * What the pickers hold once their lists are known: a date outside the available list resets to
 * the first available one, a slot the chosen day does not offer to that day's first slot.
 */
export const resolvedPickerValues = (
  step: FormStep,
  fields: readonly FormField[],
  data: VisibilityData,
  values: Readonly<Record<string, FieldValue>>,
  now: Date,
): Record<string, FieldValue> => {
  const resolved: Record<string, FieldValue> = {};
  const current = { ...values };
  for (const field of fields) {
    const dates = availableDatesOf(field, data, now);
    if (dates) {
      const value = current[field.name];
      const date = resolveDateSelection(typeof value === 'string' ? value : null, dates) ?? undefined;
      if (date !== value) resolved[field.name] = current[field.name] = date;
    }
  }
  for (const field of fields) {
    const slots = slotsOf(field, step, data, current);
    if (!slots) continue;
    const value = current[field.name];
    const slot =
      resolveSlotSelection(typeof value === 'string' || typeof value === 'number' ? value : null, {
        date: '',
        available_slots: slots,
      }) ?? undefined;
    if (slot !== value) resolved[field.name] = slot;
  }
  return resolved;
};
