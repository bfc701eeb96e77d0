import { err, ok, type Result } from 'neverthrow';
import { type FieldError, fieldError } from './field-error.ts';
import { isIslandPostalCode } from './island-postal-codes.ts';
import {
  MAINLAND_ONLY,
  PLZ_INVALID_BUSINESS,
  PLZ_INVALID_CONTACT,
  PLZ_MISSING,
  PLZ_NOT_FIVE_DIGITS,
  PLZ_TOO_LONG,
  REQUIRED,
} from './messages.ts';

export const POSTAL_CODE_LENGTH = 5;

export type PostalCodeMessages = {
  readonly required: string;
  /** Fewer than 5 characters, or anything but digits. */
  readonly notFiveDigits: string;
  /** More than 5 characters. */
  readonly tooLong: string;
};

/** Return and handover address of the consumer portal (consumer-portal.md section 5). */
export const ADDRESS_PLZ_MESSAGES: PostalCodeMessages = {
  required: REQUIRED,
  notFiveDigits: PLZ_NOT_FIVE_DIGITS,
  tooLong: PLZ_TOO_LONG,
};
/** Contact edit: one message for every wrong zip. */
export const CONTACT_PLZ_MESSAGES: PostalCodeMessages = {
  required: REQUIRED,
  notFiveDigits: PLZ_INVALID_CONTACT,
  tooLong: PLZ_INVALID_CONTACT,
};
/** Business handover form (business-portal-and-shared.md section 5). */
export const BUSINESS_PLZ_MESSAGES: PostalCodeMessages = {
  required: PLZ_MISSING,
  notFiveDigits: PLZ_INVALID_BUSINESS,
  tooLong: PLZ_INVALID_BUSINESS,
};

const FIVE_DIGITS = /^\d{5}$/;

/** A German postal code: exactly five digits after trimming. The trimmed value is the result. */
export const validatePostalCode = (
  value: string,
  messages: PostalCodeMessages = ADDRESS_PLZ_MESSAGES,
): Result<string, FieldError> => {
  const trimmed = value.trim();
  if (trimmed === '') return err(fieldError('required', messages.required));
  if (trimmed.length > POSTAL_CODE_LENGTH) return err(fieldError('plz_too_long', messages.tooLong));
  if (!FIVE_DIGITS.test(trimmed)) return err(fieldError('plz_not_five_digits', messages.notFiveDigits));
  return ok(trimmed);
};

/** A delivery or pickup zip: a valid postal code that is not on an island ("nur Orte auf dem Festland"). */
export const validateDeliveryZip = (
  value: string,
  messages: PostalCodeMessages = ADDRESS_PLZ_MESSAGES,
): Result<string, FieldError> =>
  validatePostalCode(value, messages).andThen((zip) =>
    isIslandPostalCode(zip) ? err(fieldError('mainland_only', MAINLAND_ONLY)) : ok(zip),
  );
