import {
  type AddressFormField,
  type AddressFormFields,
  validateAddressForm,
} from '../../../../../../core/handover/address-fields.ts';
import type { FieldError } from '../../../../../../core/shared/validation/field-error.ts';
import { PHONE_EXAMPLES } from '../../../../../../core/shared/validation/messages.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { MessageValues } from '../../../i18n/text.tsx';

/** What the return and handover wizards hold while the customer types; strings as typed. */
export type WizardValues = AddressFormFields & {
  readonly address_extra: string;
  readonly email: string;
};

export const EMPTY_VALUES: WizardValues = {
  firstname: '',
  lastname: '',
  street: '',
  housenumber: '',
  zip: '',
  city: '',
  address_extra: '',
  phone_number: '',
  email: '',
  date: '',
  slot: '',
};

export type FieldMessage = { readonly id: MessageId; readonly values?: MessageValues };

const BUSINESS_MISSING: Record<AddressFormField, MessageId> = {
  firstname: 'returnHandover.error.firstnameMissing',
  lastname: 'returnHandover.error.lastnameMissing',
  street: 'returnHandover.error.streetMissing',
  housenumber: 'returnHandover.error.housenumberMissing',
  zip: 'returnHandover.error.zipMissing',
  city: 'returnHandover.error.cityMissing',
  phone_number: 'returnHandover.error.phoneMissing',
  date: 'returnHandover.error.deliveryDateMissing',
  slot: 'returnHandover.error.timeMissingBusiness',
};

/**
 * Core's error codes as catalogue texts: the consumer portal's "Dies ist ein Pflichtfeld." and zip
 * texts, the business portal's "… fehlt" texts (business spec §5); islands "nur Orte auf dem Festland".
 */
const messageOf = (field: AddressFormField, error: FieldError, business: boolean): FieldMessage => {
  switch (error.code) {
    case 'required':
      return { id: business ? BUSINESS_MISSING[field] : 'returnHandover.error.required' };
    case 'too_long':
      return {
        id: business ? 'returnHandover.error.tooLong.formal' : 'returnHandover.error.tooLong',
      };
    case 'plz_too_long':
      return {
        id: business ? 'returnHandover.error.zipInvalidBusiness' : 'returnHandover.error.zipTooLong',
      };
    case 'plz_not_five_digits':
      return {
        id: business ? 'returnHandover.error.zipInvalidBusiness' : 'returnHandover.error.zipNotFiveDigits',
      };
    case 'mainland_only':
      return { id: 'returnHandover.error.mainlandOnly' };
    default:
      return business
        ? {
            id: 'returnHandover.error.phoneInvalidBusiness',
            values: { first: PHONE_EXAMPLES[0], second: PHONE_EXAMPLES[1] },
          }
        : { id: 'returnHandover.error.phoneInvalid' };
  }
};

/** The messages of the given fields, by core's validateAddressForm in the customer's variant. */
export const addressErrors = (
  values: WizardValues,
  fields: readonly AddressFormField[],
  business: boolean,
): Partial<Record<AddressFormField, FieldMessage>> => {
  const errors = validateAddressForm(values, business ? 'business' : 'consumer');
  const shown: Partial<Record<AddressFormField, FieldMessage>> = {};
  for (const field of fields) {
    const error = errors[field];
    if (error) shown[field] = messageOf(field, error, business);
  }
  return shown;
};

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
