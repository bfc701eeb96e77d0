import { err, ok, type Result } from 'neverthrow';
import { isDateText } from '../calendar-days.ts';
import { type FieldError, fieldError } from './field-error.ts';
import { DATE_INVALID, REQUIRED } from './messages.ts';

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the inputs give it: typed through the mask DD.MM.YYYY (both specifications, section 5)
 * or picked from a calendar as YYYY-MM-DD. It must be a real calendar date (no 31.04., no 29.02.
 * outside leap years). The result is the ISO calendar date 'YYYY-MM-DD'.
 */
export const parseDateInput = (value: string): Result<string, FieldError> => {
  const text = value.trim();
  if (text === '') return err(fieldError('required', REQUIRED));
  const german = GERMAN_DATE.exec(text);
  const iso = german ? `${german[3]}-${german[2]}-${german[1]}` : text;
  return ISO_DATE.test(iso) && isDateText(iso) ? ok(iso) : err(fieldError('date_invalid', DATE_INVALID));
};
