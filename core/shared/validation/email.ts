import { err, ok, type Result } from 'neverthrow';
import { type FieldError, fieldError } from './field-error.ts';
import { EMAIL_INVALID, REQUIRED } from './messages.ts';

/** RFC 5321 limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;

// One @, no spaces, a dot in the domain followed by at least two characters: the check a form can
// make; whether the mailbox exists only a mail can tell.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** An e-mail address; the result is the trimmed value. */
export const validateEmail = (value: string): Result<string, FieldError> => {
  const trimmed = value.trim();
  if (trimmed === '') return err(fieldError('required', REQUIRED));
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed)
    ? ok(trimmed)
    : err(fieldError('email_invalid', EMAIL_INVALID));
};
