import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { err, ok, type Result } from 'neverthrow';
import { type FieldError, fieldError } from './field-error.ts';
import { PHONE_INVALID, PHONE_INVALID_BUSINESS, PHONE_MISSING, REQUIRED } from './messages.ts';

/** Phone max length (consumer-portal.md section 9) and the minimum of the contact edit (section 5). */
export const PHONE_MAX_LENGTH = 30;
export const PHONE_MIN_LENGTH = 4;

const SEPARATORS = /[\s/\-()]/g;
const DIGITS_WITH_OPTIONAL_PLUS = /^\+?\d+$/;

/**
 * German phone normalisation (both specifications, section 5): separators (spaces, '/', '-', '(',
 * ')') go, a leading 00 becomes +, a leading 0 becomes +49. The result never starts with 0, so
 * normalising twice changes nothing.
 */
export const normalizeGermanPhone = (value: string): string => {
  const compact = value.replace(SEPARATORS, '');
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+49${compact.slice(1)}`;
  return compact;
};

export type PhoneMessages = { readonly required: string; readonly invalid: string };
export const CONSUMER_PHONE_MESSAGES: PhoneMessages = { required: REQUIRED, invalid: PHONE_INVALID };

export type PhoneOptions = {
  readonly messages?: PhoneMessages;
  /**
   * Only valid numbers of Germany (+49) pass (libphonenumber's full metadata), as the business
   * handover form asks for a valid German number (business spec §5).
   */
  readonly germanOnly?: boolean;
};

/**
 * A phone number as typed, by the consumer specification's rule (§5 "Contact edit", §9): at most 30
 * characters, at least 4 as typed (separators aside), only digits besides a leading + — it may start with a
 * country code or an area prefix, and nothing stricter is asked (no check of the number's ranges,
 * no country needed). Normalised: "+49 (0)30 1234-5678" becomes "+493012345678" (E.164 where
 * libphonenumber knows the number), "030 / 123" becomes "+4930123", "12345" stays as it is.
 */
export const validatePhone = (value: string, options: PhoneOptions = {}): Result<string, FieldError> => {
  const { messages = CONSUMER_PHONE_MESSAGES, germanOnly = false } = options;
  const trimmed = value.trim();
  if (trimmed === '') return err(fieldError('required', messages.required));
  const invalid = err(fieldError('phone_invalid', messages.invalid));
  if (trimmed.length > PHONE_MAX_LENGTH) return invalid;
  // The rule reads the number as typed (separators aside): "015" is too short, though +4915 is not.
  const typed = trimmed.replace(SEPARATORS, '');
  if (typed.length < PHONE_MIN_LENGTH || !DIGITS_WITH_OPTIONAL_PLUS.test(typed)) return invalid;
  const normalized = normalizeGermanPhone(trimmed);
  const parsed = parsePhoneNumberFromString(normalized);
  const valid = parsed?.isValid() === true;
  if (germanOnly && (!valid || parsed?.countryCallingCode !== '49')) return invalid;
  return ok(valid && parsed ? parsed.number : normalized);
};

export const BUSINESS_PHONE_MESSAGES: PhoneMessages = {
  required: PHONE_MISSING,
  invalid: PHONE_INVALID_BUSINESS,
};

/** The business handover phone: a valid German number, with the business portal's messages. */
export const validateBusinessPhone = (value: string): Result<string, FieldError> =>
  validatePhone(value, { messages: BUSINESS_PHONE_MESSAGES, germanOnly: true });
