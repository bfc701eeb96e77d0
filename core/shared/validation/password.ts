import { err, ok, type Result } from 'neverthrow';
import { type FieldError, type FormErrors, fieldError } from './field-error.ts';
import { PASSWORD_MISMATCH, PASSWORD_SAME_AS_CURRENT, PASSWORD_WEAK, REQUIRED } from './messages.ts';

/** Password checks (consumer-portal.md section 5): at least 8 characters, a letter, a number. */
export const PASSWORD_MIN_LENGTH = 8;
const LETTER = /\p{L}/u;
const NUMBER = /\p{Nd}/u;

// Passwords are never trimmed: a space is a character the user chose.
const required = (value: string): Result<string, FieldError> =>
  value === '' ? err(fieldError('required', REQUIRED)) : ok(value);

/** The strength of one password: the unchanged value, or "Das Passwort entspricht nicht den Anforderungen." */
export const checkPasswordStrength = (value: string): Result<string, FieldError> =>
  required(value).andThen((password) =>
    [...password].length >= PASSWORD_MIN_LENGTH && LETTER.test(password) && NUMBER.test(password)
      ? ok(password)
      : err(fieldError('password_weak', PASSWORD_WEAK)),
  );

export type PasswordChangeForm = {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmedNewPassword: string;
};
export type PasswordChangeField = keyof PasswordChangeForm;

/**
 * The change-password form. The new password is checked for being the current one before its
 * strength, as reusing a (strong) current password is the likelier mistake; the confirmation is
 * compared with the new password as typed.
 */
export const validatePasswordChange = (form: PasswordChangeForm): FormErrors<PasswordChangeField> => {
  const errors: FormErrors<PasswordChangeField> = {};
  const current = required(form.currentPassword);
  if (current.isErr()) errors.currentPassword = current.error;

  const newPassword = required(form.newPassword)
    .andThen((password) =>
      password === form.currentPassword
        ? err(fieldError('password_same_as_current', PASSWORD_SAME_AS_CURRENT))
        : ok(password),
    )
    .andThen(checkPasswordStrength);
  if (newPassword.isErr()) errors.newPassword = newPassword.error;

  const confirmed = required(form.confirmedNewPassword).andThen((password) =>
    password === form.newPassword ? ok(password) : err(fieldError('password_mismatch', PASSWORD_MISMATCH)),
  );
  if (confirmed.isErr()) errors.confirmedNewPassword = confirmed.error;
  return errors;
};
