import type { PowerOfAttorneyField } from '../../../../../../core/power-of-attorney/rules.ts';
import type { FieldError } from '../../../../../../core/shared/validation/field-error.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

export type AttorneyValues = Record<PowerOfAttorneyField, string>;

/** A field's message: a catalogue id with its values, or the BFF's own German text. */
export type AttorneyMessage =
  | { readonly id: MessageId; readonly values?: Record<string, string> }
  | {
      readonly text: string;
    };

/** Core's codes (core/power-of-attorney/rules.ts and the shared validators) as catalogue ids. */
const MESSAGE_OF_CODE: Readonly<Record<string, MessageId>> = {
  required: 'attorney.validation.required',
  too_long: 'attorney.validation.tooLong',
  date_invalid: 'attorney.validation.dateInvalid',
  birth_date_in_future: 'attorney.validation.birthDateInFuture',
  too_young: 'attorney.validation.tooYoung',
  phone_invalid: 'attorney.validation.phoneInvalid',
  email_invalid: 'attorney.validation.emailInvalid',
  from_in_past: 'attorney.validation.fromInPast',
  until_before_from: 'attorney.validation.untilBeforeFrom',
  beyond_term: 'attorney.validation.beyondTerm',
};

export const messageOf = (error: FieldError, lastDay: string | null): AttorneyMessage => {
  const id = MESSAGE_OF_CODE[error.code];
  if (!id) return { text: error.message };
  return error.code === 'beyond_term' && lastDay ? { id, values: { date: lastDay } } : { id };
};
