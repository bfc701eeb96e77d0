import type { Result } from 'neverthrow';
import { type FieldError, isBlank, textOfLength } from '../../../../../core/shared/validation/field-error.ts';
import { validateBusinessPhone } from '../../../../../core/shared/validation/phone.ts';
import {
  BUSINESS_PLZ_MESSAGES,
  validatePostalCode,
} from '../../../../../core/shared/validation/postal-code.ts';
import type { MessageId } from '../../i18n/catalogues.ts';
import type { CompanyChange } from './api/settings-queries.ts';

export const COMPANY_FIELDS = ['phone', 'street', 'houseNumber', 'postalCode', 'city'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyForm = Record<CompanyField, string>;

/**
 * The business portal's address texts (business spec §5: 'Straße fehlt', 'Hausnummer fehlt', 'PLZ
 * fehlt', 'Stadt fehlt', the 5-digit zip and the German phone), for the checks the BFF runs on a
 * company change with the same validators of core/shared/validation.
 */
const MISSING: Record<Exclude<CompanyField, 'phone'>, MessageId> = {
  street: 'businessSettings.company.validation.streetMissing',
  houseNumber: 'businessSettings.company.validation.houseNumberMissing',
  postalCode: 'businessSettings.company.validation.postalCodeMissing',
  city: 'businessSettings.company.validation.cityMissing',
};

const messageOf = (field: CompanyField, error: FieldError): MessageId => {
  switch (error.code) {
    case 'required':
      return field === 'phone' ? 'businessSettings.company.validation.phoneInvalid' : MISSING[field];
    case 'phone_invalid':
      return 'businessSettings.company.validation.phoneInvalid';
    case 'plz_too_long':
    case 'plz_not_five_digits':
      return 'businessSettings.company.validation.postalCodeInvalid';
    default:
      return 'businessSettings.company.validation.tooLong';
  }
};

const text100 = (value: string) => textOfLength(value, 100, { required: 'required', tooLong: 'too_long' });

export type CompanyFormCheck =
  | { readonly ok: true; readonly change: CompanyChange }
  | { readonly ok: false; readonly errors: Partial<Record<CompanyField, MessageId>> };

/** The form's entries as a company change, or the message of each wrong field. An empty phone is left as it is. */
export const checkCompanyForm = (form: CompanyForm): CompanyFormCheck => {
  const results: Record<CompanyField, Result<string, FieldError> | undefined> = {
    phone: isBlank(form.phone) ? undefined : validateBusinessPhone(form.phone),
    street: text100(form.street),
    houseNumber: text100(form.houseNumber),
    postalCode: validatePostalCode(form.postalCode, BUSINESS_PLZ_MESSAGES),
    city: text100(form.city),
  };
  const errors: Partial<Record<CompanyField, MessageId>> = {};
  for (const field of COMPANY_FIELDS) {
    const result = results[field];
    if (result?.isErr()) errors[field] = messageOf(field, result.error);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = (field: CompanyField) => results[field]?.unwrapOr('') ?? '';
  return {
    ok: true,
    change: {
      ...(results.phone ? { phone: value('phone') } : {}),
      address: {
        street: value('street'),
        houseNumber: value('houseNumber'),
        postalCode: value('postalCode'),
        city: value('city'),
      },
    },
  };
};
