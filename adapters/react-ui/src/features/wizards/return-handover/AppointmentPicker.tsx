import { Field, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import {
  type DateSlots,
  resolveDateSelection,
  resolveSlotSelection,
  selectableDate,
  slotsOn,
} from '../../../../../../core/shared/calendar-picker.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DayChoice } from '../../../components/DayChoice.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import type { FieldMessage } from './address-form.ts';

/** The days the picker offers: the backend's available dates that are not past (consumer spec §5). */
export const offeredDates = (dateSlots: readonly DateSlots[], now: Date): string[] => {
  const all = dateSlots.map((entry) => entry.date);
  return all.filter((date) => selectableDate(date, { availableDates: all }, now));
};

/**
 * A calendar of the available dates and the chosen day's slots (consumer spec §5 "Calendar and
 * slots"): a date outside the list resets to the first available one, a slot to the day's first.
 * No available date says 'Keine verfügbaren Termine für die ausgewählte Adresse'.
 */
export const AppointmentPicker = ({
  dateSlots,
  date,
  slot,
  dateLabel,
  labels = {},
  errors,
  onChange,
}: {
  /** undefined while loading. */
  dateSlots: readonly DateSlots[] | undefined;
  date: string;
  slot: string;
  dateLabel: MessageId;
  /** The content's labels of the date and the slot, where it gives them (wizard-content.ts). */
  labels?: { readonly date?: string; readonly slot?: string };
  errors: { date?: FieldMessage | undefined; slot?: FieldMessage | undefined };
  onChange: (date: string, slot: string) => void;
}) => {
  const text = useText();
  const format = useFormat();
  const { clock } = useServices();
  const now = clock.now();
  const dates = dateSlots ? offeredDates(dateSlots, now) : undefined;
  const day = dateSlots && date ? slotsOn(dateSlots, date) : undefined;

  useEffect(() => {
    if (!dateSlots || !dates) return;
    const chosenDate = resolveDateSelection(date || null, dates) ?? '';
    const daySlots = chosenDate ? slotsOn(dateSlots, chosenDate) : undefined;
    const current = daySlots?.available_slots.find((entry) => String(entry.value) === slot)?.value;
    const chosenSlot = resolveSlotSelection(current ?? null, daySlots);
    const slotText = chosenSlot === null ? '' : String(chosenSlot);
    if (chosenDate !== date || slotText !== slot) onChange(chosenDate, slotText);
  }, [dateSlots, dates, date, slot, onChange]);

  if (!dates) return <Spinner label={text('app.loading')} />;
  if (dates.length === 0)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{text('wizards.calendar.none')}</MessageBarBody>
      </MessageBar>
    );
  const message = (error: FieldMessage | undefined) => (error ? text(error.id, error.values) : undefined);
  return (
    <>
      <Field
        label={labels.date ?? text(dateLabel)}
        required
        validationMessage={message(errors.date)}
        validationState={errors.date ? 'error' : 'none'}
      >
        <DayChoice
          value={date}
          days={dates.map((entry) => ({ value: entry, label: format.date(entry) }))}
          onChange={(chosen) => onChange(chosen, slot)}
        />
      </Field>
      <Field
        label={labels.slot ?? text('returnHandover.field.slot')}
        required
        validationMessage={message(errors.slot)}
        validationState={errors.slot ? 'error' : 'none'}
      >
        <Select name="slot" value={slot} onChange={(_, data) => onChange(date, data.value)}>
          <option value="">{text('returnHandover.field.chooseSlot')}</option>
          {(day?.available_slots ?? []).map((entry) => (
            <option key={String(entry.value)} value={String(entry.value)}>
              {entry.formatted_time}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
};

/** The chosen slot's label on its day, for the overview. */
/** The overview's appointment row: the day and the slot's label, empty while no day is chosen. */
export const useAppointmentRow = () => {
  const text = useText();
  const format = useFormat();
  return (dateSlots: readonly DateSlots[] | undefined, date: string, slot: string) => ({
    label: text('returnHandover.overview.appointment'),
    value: date
      ? text('returnHandover.overview.appointmentValue', {
          date: format.date(date),
          slot: slotLabel(dateSlots, date, slot),
        })
      : '',
  });
};

export const slotLabel = (dateSlots: readonly DateSlots[] | undefined, date: string, slot: string) =>
  (dateSlots && date ? slotsOn(dateSlots, date) : undefined)?.available_slots.find(
    (entry) => String(entry.value) === slot,
  )?.formatted_time ?? slot;
