import type {
  FieldValidation,
  FormAction,
  FormField,
  StepEndpoint,
} from '../../../../core/content/form-engine.ts';
import type { VisibilityRule } from '../../../../core/content/visibility.ts';
import {
  MAINLAND_ONLY,
  PHONE_INVALID,
  PLZ_NOT_FIVE_DIGITS,
  PLZ_TOO_LONG,
  REQUIRED,
  TEXT_TOO_LONG_100,
} from '../../../../core/shared/validation/messages.ts';

/**
 * Builders for the form definitions, so each definition file reads as the specification's steps
 * and fields. Every field states whether it is required (the portal shows the asterisk from it).
 */

type Extra = Omit<FormField, 'name' | 'kind' | 'label' | 'validation'>;

export const field = (
  kind: FormField['kind'],
  name: string,
  label: string,
  validation: FieldValidation = { required: false },
  extra: Extra = {},
): FormField => ({ name, kind, label, validation: { required: false, ...validation }, ...extra });

export const required = (more: Omit<FieldValidation, 'required'> = {}): FieldValidation => ({
  required: true,
  requiredMessage: REQUIRED,
  ...more,
});

/** A text the step shows; never has a value. */
export const info = (name: string, label: string, description: string, extra: Extra = {}): FormField =>
  field('info', name, label, { required: false }, { description, ...extra });

/** Street, house number and city: 1-100 characters (consumer §5 "Return/handover address"). */
export const addressText = (name: string, label: string, visibility?: VisibilityRule): FormField =>
  field(
    'text',
    name,
    label,
    required({ minLength: { value: 1 }, maxLength: { value: 100, message: TEXT_TOO_LONG_100 } }),
    visibility ? { visibility } : {},
  );

/** Zip exactly 5 ("PLZ muss 5-stellig sein" / "PLZ darf nur 5 Stellen haben"). */
export const zip = (name: string, label = 'PLZ'): FormField =>
  field(
    'text',
    name,
    label,
    required({
      minLength: { value: 5, message: PLZ_NOT_FIVE_DIGITS },
      maxLength: { value: 5, message: PLZ_TOO_LONG },
    }),
    { description: `Lieferung und Abholung ${MAINLAND_ONLY}.` },
  );

/** Phone 1-30 characters, a valid regional number. */
export const phone = (name: string, label = 'Telefonnummer'): FormField =>
  field('phone', name, label, required({ maxLength: { value: 30 }, phone: { message: PHONE_INVALID } }));

export const options = (...pairs: readonly (readonly [string | number, string])[]) =>
  pairs.map(([value, label]) => ({ value, label }));

// ── Visibility shorthands over the data the portal gives a form (docs/bff/documents-loyalty-content.md)

export const notBusiness: VisibilityRule = { type: 'not_equal', field: 'customer.kind', value: 'business' };
export const equal = (path: string, value: string | number | boolean | null): VisibilityRule => ({
  type: 'equal',
  field: path,
  value,
});
export const all = (...rules: VisibilityRule[]): VisibilityRule => ({ type: 'and', rules });
export const any = (...rules: VisibilityRule[]): VisibilityRule => ({ type: 'or', rules });

// ── Endpoints and actions (the BFF paths of contracts/routes, with the form engine's placeholders)

export const endpoint = (
  path: string,
  method: StepEndpoint['method'],
  body: StepEndpoint['body'],
  /** None: the wizard goes on to its next step. */
  successAction?: FormAction,
  errorAction: FormAction = REQUEST_ERROR,
): StepEndpoint => ({
  path,
  method,
  ...(body ? { body } : {}),
  ...(successAction ? { successAction } : {}),
  errorAction,
});

/** Consumer §8 "Request error modal". */
export const REQUEST_ERROR: FormAction = {
  type: 'modal',
  modal: 'request-error-modal',
  title: 'Es ist ein Fehler aufgetreten',
  description: 'Bitte wende dich an unsere Hotline, täglich von 8:00 bis 20:00 Uhr erreichbar.',
};

/** Consumer §8 "Generic forms": the error modal with retry and cancel. */
export const GENERIC_ERROR: FormAction = {
  type: 'modal',
  modal: 'request-error-modal',
  title: 'Das hat leider nicht geklappt',
  confirmLabel: 'Erneut versuchen',
  cancelLabel: 'Abbrechen',
};

export const toast = (message: string): FormAction => ({ type: 'toast', message, closeModal: true });
