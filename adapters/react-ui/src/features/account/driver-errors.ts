import type { MessageId } from '../../i18n/catalogues.ts';
import { apiErrorOf } from '../../lib/query.ts';

/**
 * The add-driver server errors of consumer spec §8 as catalogue texts; anything unexpected is the
 * default text, which sends the customer to customer service with the hotline.
 */
export const addDriverErrorMessage = (error: unknown): MessageId => {
  const apiError = apiErrorOf(error);
  if (apiError?.kind !== 'http') return 'account.drivers.errors.default';
  switch (apiError.code) {
    case 'dob_age_limits_exceeded':
      return 'account.drivers.errors.dobAgeLimitsExceeded';
    case 'dob_young_driver_criteria_unmet':
      return 'account.drivers.errors.dobYoungDriverCriteriaUnmet';
    case 'agree_to_terms_invalid':
      return 'account.drivers.errors.agreeToTermsInvalid';
    case 'truthful_data_invalid':
      return 'account.drivers.errors.truthfulDataInvalid';
    case 'driver_already_exists':
      return 'account.drivers.errors.driverAlreadyExists';
    case 'upload_too_large':
    case 'payload_too_large':
      return 'account.validation.fileTooLarge';
    case 'upload_type_not_allowed':
    case 'unsupported_media_type':
      return 'account.validation.fileTypeUnsupported';
    case 'bad_request':
      return 'account.errors.checkEntries';
    default:
      return 'account.drivers.errors.default';
  }
};
