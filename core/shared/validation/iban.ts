import { isValidIBAN } from 'ibantools';
import { err, ok, type Result } from 'neverthrow';
import { type FieldError, fieldError } from './field-error.ts';
import { IBAN_INVALID, REQUIRED } from './messages.ts';

/** The electronic format of an IBAN: no whitespace, upper case ("de89 3704 …" → "DE8937040…"). */
export const electronicIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * An IBAN with optional spaces (consumer-portal.md section 5, deposit refund): ibantools checks the
 * country's length and BBAN format and the ISO 7064 checksum. The result is the electronic format.
 */
export const validateIban = (value: string): Result<string, FieldError> => {
  const iban = electronicIban(value);
  if (iban === '') return err(fieldError('required', REQUIRED));
  return isValidIBAN(iban) ? ok(iban) : err(fieldError('iban_invalid', IBAN_INVALID));
};
