import type { FieldValidation, FormField, FormFieldError } from '../../../../../core/content/form-engine.ts';
import type { ApiError } from '../../../../http/client/api-error.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import type { MessageValues } from '../../i18n/text.tsx';

const MB = 1_048_576;

/** The content's own message for the check that failed, if it configures one (it is in the locale). */
const configured = (rules: FieldValidation, error: FormFieldError): string | undefined => {
  switch (error.code) {
    case 'required':
      return rules.requiredMessage;
    case 'min_length':
      return rules.minLength?.message;
    case 'max_length':
      return rules.maxLength?.message;
    case 'min_age':
      return rules.minAge?.message;
    case 'max_age':
      return rules.maxAge?.message;
    case 'integer':
      return rules.integer?.message;
    case 'not_a_number':
    case 'maximum_value':
      return rules.maximumValue?.message;
    case 'phone':
      return rules.phone?.message;
    case 'iban':
      return rules.iban?.message;
    case 'max_size':
      return rules.maxSize?.message;
    case 'extension':
      return rules.allowedExtensions?.message;
    default:
      return undefined;
  }
};

/** core's form-engine codes in the catalogue's words, with the numbers of the field's schema. */
const catalogued = (rules: FieldValidation, error: FormFieldError): [MessageId, MessageValues?] => {
  switch (error.code) {
    case 'required':
      return ['wizards.validation.required'];
    case 'min_length':
      return ['wizards.validation.minLength', { count: rules.minLength?.value ?? 0 }];
    case 'max_length':
      return ['wizards.validation.maxLength', { count: rules.maxLength?.value ?? 0 }];
    case 'invalid_date':
      return ['wizards.validation.invalidDate'];
    case 'birth_date_in_future':
      return ['wizards.validation.dateInFuture'];
    case 'min_age':
      return ['wizards.validation.minAge', { age: rules.minAge?.value ?? 0 }];
    case 'max_age':
      return ['wizards.validation.maxAge', { age: rules.maxAge?.value ?? 0 }];
    case 'integer':
      return ['wizards.validation.integer'];
    case 'not_a_number':
      return ['wizards.validation.notANumber'];
    case 'maximum_value':
      return ['wizards.validation.maximumValue', { max: rules.maximumValue?.value ?? 0 }];
    case 'phone':
      return ['wizards.validation.phone'];
    case 'iban':
      return ['wizards.validation.iban'];
    case 'max_size':
      return ['wizards.validation.maxSize', { mb: Math.round(((rules.maxSize?.value ?? 0) / MB) * 10) / 10 }];
    case 'extension':
      return [
        'wizards.validation.extension',
        { extensions: (rules.allowedExtensions?.value ?? []).join(' / ') },
      ];
  }
};

/** The text a failed field shows: the content's message where it has one, else the catalogue's. */
export const fieldErrorText = (
  field: FormField,
  error: FormFieldError,
  text: (id: MessageId, values?: MessageValues) => string,
): string => {
  const rules = field.validation ?? {};
  const own = configured(rules, error);
  if (own !== undefined) return own;
  const [id, values] = catalogued(rules, error);
  return text(id, values);
};

/**
 * The text of an upload the BFF refused (413 too large, 415 not an image): the field's own message
 * for that check, as if the portal had found it (consumer spec §5 "Images"), else the server's
 * message, else the generic failure.
 */
export const uploadRefusalText = (
  field: FormField,
  error: ApiError,
  text: (id: MessageId, values?: MessageValues) => string,
): string => {
  const rules = field.validation ?? {};
  if (error.kind === 'http') {
    const check: FormFieldError['code'] | undefined =
      error.status === 413 || error.code === 'upload_too_large' || error.code === 'payload_too_large'
        ? 'max_size'
        : error.status === 415 || error.code === 'upload_type_not_allowed'
          ? 'extension'
          : undefined;
    if (check && (check === 'max_size' ? rules.maxSize : rules.allowedExtensions))
      return fieldErrorText(field, { code: check, message: '' }, text);
    if (error.status < 500 && error.message) return error.message;
  }
  return text('wizards.upload.failed');
};
