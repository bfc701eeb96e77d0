import type { FieldError } from '../../../../../core/shared/validation/field-error.ts';
import type { MessageId } from '../../i18n/catalogues.ts';

/**
 * The catalogue's text for a failure of core/shared/validation (docs/ui/foundations.md: codes map to catalogue
 * ids, never to core's German strings). Postal codes of the contact edit have one text for every
 * wrong zip (consumer spec §5 "ungültige PLZ"); other addresses (the company's) tell which way the
 * zip is wrong ("PLZ muss 5-stellig sein" / "PLZ darf nur 5 Stellen haben").
 */
export const fieldMessage = (error: FieldError, zip: 'contact' | 'address' = 'contact'): MessageId => {
  switch (error.code) {
    case 'phone_invalid':
      return 'account.validation.phoneInvalid';
    case 'plz_too_long':
      return zip === 'contact' ? 'account.validation.zipInvalid' : 'account.validation.zipTooLong';
    case 'plz_not_five_digits':
      return zip === 'contact' ? 'account.validation.zipInvalid' : 'account.validation.zipNotFiveDigits';
    case 'too_long':
      return 'account.validation.tooLong';
    case 'date_invalid':
      return 'account.validation.dateInvalid';
    case 'birth_date_in_future':
      return 'account.validation.birthDateInFuture';
    case 'too_young':
      return 'account.validation.driverTooYoung';
    case 'file_type_unsupported':
      return 'account.validation.fileTypeUnsupported';
    case 'file_too_large':
      return 'account.validation.fileTooLarge';
    case 'password_weak':
      return 'validation.passwordWeak';
    case 'password_mismatch':
      return 'validation.passwordMismatch';
    case 'password_same_as_current':
      return 'account.validation.passwordSameAsCurrent';
    case 'iban_invalid':
      return 'account.validation.ibanInvalid';
    default:
      return 'validation.required';
  }
};
