import type { ApiError } from '../../../../http/client/api-error.ts';
import type { MessageId } from '../../i18n/catalogues.ts';

/**
 * Consumer spec §8 "Login and password server errors": wrong_password and user_does_not_exist share
 * one text (nobody learns which addresses have accounts), user_already_exist asks to log in, and
 * everything unexpected is general_error, which asks to refresh the page.
 */
export const authErrorMessage = (error: ApiError): MessageId => {
  if (error.kind !== 'http') return 'auth.errors.generalError';
  switch (error.code) {
    case 'wrong_password':
    case 'user_does_not_exist':
      return 'auth.errors.wrongCredentials';
    case 'user_already_exist':
      return 'auth.errors.userAlreadyExist';
    case 'email_not_verified':
      return 'auth.errors.emailNotVerified';
    case 'rate_limited':
      return 'auth.errors.rateLimited';
    case 'token_invalid':
      return 'auth.errors.tokenInvalid';
    case 'weak_password':
      return 'validation.passwordWeak';
    default:
      return 'auth.errors.generalError';
  }
};

/** The catalogue's text for a code of core/shared/validation. */
export const fieldErrorMessage = (code: string): MessageId => {
  switch (code) {
    case 'email_invalid':
      return 'validation.emailInvalid';
    case 'password_weak':
      return 'validation.passwordWeak';
    case 'password_mismatch':
      return 'validation.passwordMismatch';
    default:
      return 'validation.required';
  }
};

/**
 * A locked sign-in (too many wrong passwords, core/account/login-throttle.ts) says how long it
 * lasts, from the answer's Retry-After: in minutes from a minute on, else in seconds; without it the
 * general "wait a moment".
 */
export const lockOutMessage = (
  error: ApiError,
): { readonly id: MessageId; readonly values?: Record<string, number> } | undefined => {
  if (error.kind !== 'http' || error.code !== 'rate_limited') return undefined;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined) return { id: 'auth.errors.rateLimited' };
  if (seconds >= 60) return { id: 'auth.errors.lockedMinutes', values: { minutes: Math.ceil(seconds / 60) } };
  return { id: 'auth.errors.lockedSeconds', values: { seconds } };
};
