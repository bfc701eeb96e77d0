import type { ApiError } from '../../../../http/client/api-error.ts';
import type { MessageId } from '../../i18n/catalogues.ts';

/** The text of a failed sign-in with Google, Apple or a company's own issuer. */
export const openIdErrorMessage = (error: ApiError | undefined): MessageId => {
  if (error?.kind !== 'http') return 'auth.errors.generalError';
  switch (error.code) {
    case 'token_invalid':
      return 'auth.openId.expired';
    case 'email_not_verified':
      return 'auth.openId.emailNotVerified';
    case 'service_unavailable':
      return 'auth.openId.unavailable';
    // Only a company's own issuer refuses someone it vouched for.
    case 'forbidden':
      return 'auth.openId.notCompanyStaff';
    default:
      return 'auth.errors.generalError';
  }
};
