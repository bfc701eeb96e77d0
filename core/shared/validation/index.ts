import type { Result } from 'neverthrow';
import { validateDamageDescription } from '../../damage/rules.ts';
import { validateMileageReport } from '../../mileage/rules.ts';
import { validateDriverBirthDate } from './birth-date.ts';
import type { FieldError } from './field-error.ts';
import { validateIban } from './iban.ts';
import { checkPasswordStrength } from './password.ts';
import { validatePhone } from './phone.ts';
import { validateDeliveryZip, validatePostalCode } from './postal-code.ts';
import type { ValueKind } from './value-kinds.ts';

/** What the support CLI prints for one value: valid or not, the normalised value, the German message. */
export type FieldCheck = { valid: boolean; normalized?: string; message?: string };
export type FieldValidator = (value: string, now: Date) => FieldCheck;

const withNormalized = (result: Result<string | number, FieldError>): FieldCheck =>
  result.match(
    (normalized) => ({ valid: true, normalized: String(normalized) }),
    (error) => ({ valid: false, message: error.message }),
  );

const withoutNormalized = (result: Result<unknown, FieldError>): FieldCheck =>
  result.match(
    () => ({ valid: true }),
    (error) => ({ valid: false, message: error.message }),
  );

/**
 * The validators `portal validate <kind> <value>` runs, the same the portals run. Normalised values:
 * phone in E.164, IBAN in electronic format, postal codes trimmed, mileage the integer, a date of
 * birth the ISO date. A password is never echoed, and a description has nothing to normalise.
 */
export const FIELD_VALIDATORS: Record<ValueKind, FieldValidator> = {
  phone: (value) => withNormalized(validatePhone(value)),
  plz: (value) => withNormalized(validatePostalCode(value)),
  'delivery-zip': (value) => withNormalized(validateDeliveryZip(value)),
  iban: (value) => withNormalized(validateIban(value)),
  password: (value) => withoutNormalized(checkPasswordStrength(value)),
  'driver-dob': (value, now) => withNormalized(validateDriverBirthDate(value, now)),
  'damage-description': (value) => withoutNormalized(validateDamageDescription(value)),
  mileage: (value) => withNormalized(validateMileageReport(value)),
};
