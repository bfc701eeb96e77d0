import { err, ok, type Result } from 'neverthrow';
import { validateBirthDate } from '../shared/validation/birth-date.ts';
import { validateIban } from '../shared/validation/iban.ts';
import { IBAN_INVALID, PHONE_INVALID, REQUIRED } from '../shared/validation/messages.ts';
import { validatePhone } from '../shared/validation/phone.ts';
import { extensionOf } from '../shared/validation/uploads.ts';
import { fillEndpointPath } from './form-endpoints.ts';
import {
  isVisible,
  parseVisibilityRule,
  type RuleError,
  type VisibilityData,
  type VisibilityRule,
} from './visibility.ts';

/**
 * The pure part of the multi-step form engine (consumer spec §4 "Multi-step forms" and §5 "Generic
 * form schema", business spec §4, §5 and §7): which steps and fields show, how a step validates,
 * where and how a step submits. Rendering, upload progress and the request itself are the UI's.
 */

// ---------------------------------------------------------------------------------------------
// Definition

export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'phone',
  'iban',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'file',
  /** Text the step shows (a notice, what is lost, a summary); never has a value and never fails. */
  'info',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A check with the value it checks against and, optionally, the content's own message. */
export type Check<T> = { readonly value: T; readonly message?: string };
export type Flag = { readonly message?: string };

/** The generic form schema (consumer §5); every entry is optional. */
export type FieldValidation = {
  /** Text: at least one character after trimming; checkbox: must be true; file: needs a name. */
  readonly required?: boolean;
  /** Default "Dies ist ein Pflichtfeld." */
  readonly requiredMessage?: string;
  /** Characters (code points) of the trimmed text. */
  readonly minLength?: Check<number>;
  readonly maxLength?: Check<number>;
  /** Full years on today's Berlin date, of a date of birth typed as DD.MM.YYYY. */
  readonly minAge?: Check<number>;
  readonly maxAge?: Check<number>;
  /** Bytes, per file. */
  readonly maxSize?: Check<number>;
  /** File name extensions without the dot, any case: ['jpg', 'png']. */
  readonly allowedExtensions?: Check<readonly string[]>;
  /** A valid phone number, read as German when it has no country code ("regional"). */
  readonly phone?: Flag;
  readonly iban?: Flag;
  /** Whole numbers only: digits with an optional minus, no separators. */
  readonly integer?: Flag;
  /** The number is at most this. */
  readonly maximumValue?: Check<number>;
};

/** A choice of a select or radio field. */
export type FieldOption = {
  readonly value: string | number;
  readonly label: string;
  readonly description?: string;
};

export type FormField = {
  /** The value's key in the form values, and `form.<name>` in visibility rules. */
  readonly name: string;
  readonly kind: FieldKind;
  readonly label?: string;
  readonly placeholder?: string;
  /** A hint under the field, or the text of an info field. */
  readonly description?: string;
  /** Fixed choices of a select or radio field. */
  readonly options?: readonly FieldOption[];
  /**
   * Where the choices come from when they depend on the deal, as a dotted path into the data the
   * form sees ("handover.availabilities", "deals"): the UI fills them, the content only says where.
   */
  readonly optionsFrom?: string;
  /** Several files or choices. */
  readonly multiple?: boolean;
  /** The value the field starts with (e.g. "asap" for the cancellation date). */
  readonly defaultValue?: string | number | boolean;
  readonly validation?: FieldValidation;
  readonly visibility?: VisibilityRule;
};

export const HTTP_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Where a body key's value comes from: a form field's name; a constant; a dotted path into the
 * data the form sees (`{ data: 'deal.id' }` for the dealId of the mileage report); or the first of
 * several fields that has a value (`{ firstOf: ['custom-date', 'date'] }`: a hidden field has none).
 */
export type BodySource =
  | string
  | { readonly const: string | number | boolean | null }
  | { readonly data: string }
  | { readonly firstOf: readonly string[] };

/** A body key (dotted path, nested objects) and where its value comes from. */
export type BodyMapping = Readonly<Record<string, BodySource>>;

export type StepEndpoint = {
  /** With placeholders {customer_id}, {subscription_id}, {lead_id} (business §7). */
  readonly path: string;
  /** Default POST. */
  readonly method?: HttpMethod;
  readonly body?: BodyMapping;
  /** What the UI runs when the response is OK: a toast, a modal, a route, or closing the modal. */
  readonly successAction?: FormAction;
  /** What the UI runs when the response is not OK (consumer §4); a text names a modal. */
  readonly errorAction?: string | FormAction;
};

/** An action the UI runs after a step's call (consumer §4, §7 and §8 success and error handling). */
export type FormAction =
  | { readonly type: 'toast'; readonly message: string; readonly closeModal?: boolean }
  | {
      readonly type: 'modal';
      /** A modal name of consumer §2, e.g. request-success-modal, prolongation-failed-modal. */
      readonly modal: string;
      readonly title?: string;
      readonly description?: string;
      readonly confirmLabel?: string;
      readonly cancelLabel?: string;
    }
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'close' };

export const FORM_ACTION_TYPES = ['toast', 'modal', 'navigate', 'close'] as const;

export type FormStep = {
  readonly id: string;
  readonly title?: string;
  readonly description?: string;
  readonly fields: readonly FormField[];
  readonly visibility?: VisibilityRule;
  readonly endpoint?: StepEndpoint;
};

export type FormDefinition = {
  readonly id: string;
  /** The modal of consumer §2 the form opens in (MULTISTEP_EDIT_RETURN, edit-mileage, …). */
  readonly modalName?: string;
  readonly title?: string;
  readonly steps: readonly FormStep[];
};

export type FileValue = { readonly name: string; readonly size?: number };
export type FieldValue = string | number | boolean | FileValue | readonly FileValue[] | null | undefined;
export type FormValues = Readonly<Record<string, FieldValue>>;

// ---------------------------------------------------------------------------------------------
// Visibility of steps and fields

/**
 * The data visibility rules see: the context (deal, customer, …) with the form's values under
 * `form`, so a rule may read "form.cancelation_reason_code" as well as "deal.state".
 */
export const formData = (context: VisibilityData, values: FormValues): VisibilityData => ({
  ...context,
  form: values,
});

export const visibleSteps = (form: FormDefinition, data: VisibilityData, now: Date): FormStep[] =>
  form.steps.filter((step) => isVisible(step.visibility, data, now));

export const visibleFields = (step: FormStep, data: VisibilityData, now: Date): FormField[] =>
  step.fields.filter((field) => isVisible(field.visibility, data, now));

const indexOfVisible = (form: FormDefinition, stepId: string, data: VisibilityData, now: Date) => {
  const steps = visibleSteps(form, data, now);
  return { steps, index: steps.findIndex((step) => step.id === stepId) };
};

/** The last visible step: its "next" becomes "submit". False for a step that is not visible. */
export const isLastStep = (
  form: FormDefinition,
  stepId: string,
  data: VisibilityData,
  now: Date,
): boolean => {
  const { steps, index } = indexOfVisible(form, stepId, data, now);
  return index !== -1 && index === steps.length - 1;
};

/** The button of a step, with the specification's ids. */
export const stepAction = (
  form: FormDefinition,
  stepId: string,
  data: VisibilityData,
  now: Date,
): 'next-step' | 'submit' => (isLastStep(form, stepId, data, now) ? 'submit' : 'next-step');

/** The visible step after this one; undefined after the last. */
export const nextStep = (
  form: FormDefinition,
  stepId: string,
  data: VisibilityData,
  now: Date,
): FormStep | undefined => {
  const { steps, index } = indexOfVisible(form, stepId, data, now);
  return index === -1 ? undefined : steps[index + 1];
};

// ---------------------------------------------------------------------------------------------
// Validation

export type FieldErrorCode =
  | 'required'
  | 'min_length'
  | 'max_length'
  | 'invalid_date'
  | 'birth_date_in_future'
  | 'min_age'
  | 'max_age'
  | 'integer'
  | 'not_a_number'
  | 'maximum_value'
  | 'phone'
  | 'iban'
  | 'max_size'
  | 'extension';

export type FormFieldError = { readonly code: FieldErrorCode; readonly message: string };

export type StepValidationError = {
  readonly code: 'invalid_step';
  /** The first failure of each visible field that failed. */
  readonly fields: Readonly<Record<string, FormFieldError>>;
};

/*
 * Fallback messages where the content configures none. "Dies ist ein Pflichtfeld.", the file size
 * ("Diese Datei ist zu groß (Maximalgröße 10 MB).") and the minimum length ("Bitte gib mindestens
 * 40 Zeichen ein.") follow the specification's texts; age, date, phone and IBAN messages are those
 * of shared/validation; the others are our wording, in the consumer portal's du-form.
 */
const MB = 1_048_576;
const formatNumber = (value: number): string => value.toLocaleString('de-DE');
const DEFAULT_MESSAGES = {
  minLength: (n: number) => `Bitte gib mindestens ${n} Zeichen ein.`,
  maxLength: (n: number) => `Bitte gib höchstens ${n} Zeichen ein.`,
  integer: 'Bitte gib eine ganze Zahl ohne Punkt oder Komma ein.',
  notANumber: 'Bitte gib eine Zahl ein.',
  maximumValue: (n: number) => `Der Wert darf höchstens ${formatNumber(n)} betragen.`,
  maxSize: (bytes: number) =>
    `Diese Datei ist zu groß (Maximalgröße ${formatNumber(Math.round((bytes / MB) * 10) / 10)} MB).`,
  extension: (extensions: readonly string[]) =>
    `Diese Datei hat kein unterstütztes Dateiformat (${extensions.join(' / ')}).`,
} as const;

/** The codes of shared/validation/birth-date.ts in this engine's terms. */
const BIRTH_DATE_CODES: Readonly<Record<string, FieldErrorCode>> = {
  date_invalid: 'invalid_date',
  birth_date_in_future: 'birth_date_in_future',
  too_young: 'min_age',
  too_old: 'max_age',
};

const fail = (code: FieldErrorCode, message: string): Result<never, FormFieldError> => err({ code, message });

const isFileValue = (value: unknown): value is FileValue =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as FileValue).name === 'string';

const filesOf = (value: FieldValue): FileValue[] =>
  Array.isArray(value) ? value.filter(isFileValue) : isFileValue(value) ? [value] : [];

const isEmpty = (field: FormField, value: FieldValue): boolean => {
  switch (field.kind) {
    case 'checkbox':
      return value !== true;
    case 'file':
      return !filesOf(value).some((file) => file.name.trim() !== '');
    default:
      if (typeof value === 'string') return value.trim() === '';
      if (typeof value === 'number') return !Number.isFinite(value);
      if (Array.isArray(value)) return value.length === 0;
      return value == null;
  }
};

const textOf = (value: FieldValue): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

const numberOf = (value: FieldValue): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^-?\d+([.,]\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
};

/** The first failure of a filled field, in the order of FieldValidation. */
const checkFilled = (rules: FieldValidation, value: FieldValue, now: Date): Result<void, FormFieldError> => {
  const text = textOf(value);
  if (text !== undefined) {
    const length = [...text.trim()].length;
    if (rules.minLength && length < rules.minLength.value)
      return fail('min_length', rules.minLength.message ?? DEFAULT_MESSAGES.minLength(rules.minLength.value));
    if (rules.maxLength && length > rules.maxLength.value)
      return fail('max_length', rules.maxLength.message ?? DEFAULT_MESSAGES.maxLength(rules.maxLength.value));
  }
  if (rules.minAge || rules.maxAge) {
    const birthDate = validateBirthDate(text ?? '', now, {
      ...(rules.minAge && { minAge: rules.minAge.value, minAgeMessage: rules.minAge.message }),
      ...(rules.maxAge && { maxAge: rules.maxAge.value, maxAgeMessage: rules.maxAge.message }),
    });
    if (birthDate.isErr())
      return fail(BIRTH_DATE_CODES[birthDate.error.code] ?? 'invalid_date', birthDate.error.message);
  }
  if (rules.integer) {
    const whole =
      typeof value === 'number' ? Number.isInteger(value) : text !== undefined && /^-?\d+$/.test(text.trim());
    if (!whole) return fail('integer', rules.integer.message ?? DEFAULT_MESSAGES.integer);
  }
  if (rules.maximumValue) {
    const number = numberOf(value);
    if (number === undefined)
      return fail('not_a_number', rules.maximumValue.message ?? DEFAULT_MESSAGES.notANumber);
    if (number > rules.maximumValue.value)
      return fail(
        'maximum_value',
        rules.maximumValue.message ?? DEFAULT_MESSAGES.maximumValue(rules.maximumValue.value),
      );
  }
  if (rules.phone && (text === undefined || validatePhone(text).isErr()))
    return fail('phone', rules.phone.message ?? PHONE_INVALID);
  if (rules.iban && (text === undefined || validateIban(text).isErr()))
    return fail('iban', rules.iban.message ?? IBAN_INVALID);
  const files = filesOf(value);
  if (rules.maxSize) {
    const limit = rules.maxSize.value;
    if (files.some((file) => (file.size ?? 0) > limit))
      return fail('max_size', rules.maxSize.message ?? DEFAULT_MESSAGES.maxSize(limit));
  }
  if (rules.allowedExtensions) {
    const allowed = rules.allowedExtensions.value.map((extension) =>
      extension.replace(/^\./, '').toLowerCase(),
    );
    if (files.some((file) => !allowed.includes(extensionOf(file.name))))
      return fail('extension', rules.allowedExtensions.message ?? DEFAULT_MESSAGES.extension(allowed));
  }
  return ok(undefined);
};

/** One field: required first; an empty optional field passes every other check. */
export const validateField = (
  field: FormField,
  value: FieldValue,
  now: Date,
): Result<void, FormFieldError> => {
  if (field.kind === 'info') return ok(undefined);
  const rules = field.validation ?? {};
  if (isEmpty(field, value))
    return rules.required ? fail('required', rules.requiredMessage ?? REQUIRED) : ok(undefined);
  return checkFilled(rules, value, now);
};

/**
 * A step's visible fields, checked against `values`; fields hidden by their rules are skipped
 * (consumer §5). Visibility sees formData(data, values). On success, the values of the visible
 * fields only, so a hidden field's stale value is never sent.
 */
export const validateStep = (
  step: FormStep,
  values: FormValues,
  data: VisibilityData,
  now: Date,
): Result<FormValues, StepValidationError> => {
  const fields = visibleFields(step, formData(data, values), now);
  const errors: Record<string, FormFieldError> = {};
  const accepted: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    const checked = validateField(field, value, now);
    if (checked.isErr()) errors[field.name] = checked.error;
    else if (value !== undefined) accepted[field.name] = value;
  }
  return Object.keys(errors).length > 0 ? err({ code: 'invalid_step', fields: errors }) : ok(accepted);
};

// ---------------------------------------------------------------------------------------------
// Endpoint: in form-endpoints.ts, which the typed client imports without the field checks (and
// their phone and IBAN libraries).

// ---------------------------------------------------------------------------------------------
// Parsing a form definition from content JSON

export type FormDefinitionError =
  | RuleError
  | { readonly code: 'malformed_form'; readonly path: string; readonly reason: string };

type Json = Record<string, unknown>;
const isJsonObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isOptionalText = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';
const isBodyConstant = (value: unknown): boolean =>
  value === null ||
  ['string', 'boolean'].includes(typeof value) ||
  (typeof value === 'number' && Number.isFinite(value));

const malformedForm = (path: string, reason: string): Result<never, FormDefinitionError> =>
  err({ code: 'malformed_form', path, reason });

const NUMBER_CHECKS = ['minLength', 'maxLength', 'minAge', 'maxAge', 'maxSize', 'maximumValue'] as const;
const FLAGS = ['phone', 'iban', 'integer'] as const;

const parseValidation = (json: unknown, path: string): Result<FieldValidation, FormDefinitionError> => {
  if (!isJsonObject(json)) return malformedForm(path, 'validation must be an object');
  if (json.required !== undefined && typeof json.required !== 'boolean')
    return malformedForm(`${path}.required`, 'must be true or false');
  if (!isOptionalText(json.requiredMessage))
    return malformedForm(`${path}.requiredMessage`, 'must be a text');
  for (const key of NUMBER_CHECKS) {
    const entry = json[key];
    if (entry === undefined) continue;
    if (!isJsonObject(entry) || typeof entry.value !== 'number' || !Number.isFinite(entry.value))
      return malformedForm(`${path}.${key}`, 'must be { value: number, message?: text }');
    if (!isOptionalText(entry.message)) return malformedForm(`${path}.${key}.message`, 'must be a text');
  }
  for (const key of FLAGS) {
    const entry = json[key];
    if (entry === undefined) continue;
    if (!isJsonObject(entry) || !isOptionalText(entry.message))
      return malformedForm(`${path}.${key}`, 'must be { message?: text }');
  }
  const extensions = json.allowedExtensions;
  if (
    extensions !== undefined &&
    !(
      isJsonObject(extensions) &&
      Array.isArray(extensions.value) &&
      extensions.value.every(isText) &&
      isOptionalText(extensions.message)
    )
  )
    return malformedForm(`${path}.allowedExtensions`, 'must be { value: texts, message?: text }');
  return ok(json as FieldValidation);
};

const parseOptionalRule = (
  json: unknown,
  path: string,
): Result<VisibilityRule | undefined, FormDefinitionError> =>
  json === undefined ? ok(undefined) : parseVisibilityRule(json, path);

const parseField = (json: unknown, path: string): Result<FormField, FormDefinitionError> => {
  if (!isJsonObject(json)) return malformedForm(path, 'a field must be an object');
  const { name, kind, label } = json;
  if (!isText(name)) return malformedForm(`${path}.name`, 'must be a text');
  if (!(FIELD_KINDS as readonly unknown[]).includes(kind))
    return malformedForm(`${path}.kind`, `must be one of ${FIELD_KINDS.join(', ')}`);
  if (!isOptionalText(label)) return malformedForm(`${path}.label`, 'must be a text');
  for (const key of ['placeholder', 'description', 'optionsFrom'] as const)
    if (!isOptionalText(json[key])) return malformedForm(`${path}.${key}`, 'must be a text');
  const { options, multiple, defaultValue } = json;
  if (
    options !== undefined &&
    !(
      Array.isArray(options) &&
      options.every(
        (option) =>
          isJsonObject(option) &&
          (isText(option.value) || (typeof option.value === 'number' && Number.isFinite(option.value))) &&
          isText(option.label) &&
          isOptionalText(option.description),
      )
    )
  )
    return malformedForm(`${path}.options`, 'must be a list of { value, label, description? }');
  if (multiple !== undefined && typeof multiple !== 'boolean')
    return malformedForm(`${path}.multiple`, 'must be true or false');
  if (defaultValue !== undefined && !['string', 'number', 'boolean'].includes(typeof defaultValue))
    return malformedForm(`${path}.defaultValue`, 'must be a text, number or boolean');
  const validation: Result<FieldValidation | undefined, FormDefinitionError> =
    json.validation === undefined ? ok(undefined) : parseValidation(json.validation, `${path}.validation`);
  const extras = Object.fromEntries(
    ['placeholder', 'description', 'options', 'optionsFrom', 'multiple', 'defaultValue']
      .filter((key) => json[key] !== undefined)
      .map((key) => [key, json[key]]),
  ) as Partial<FormField>;
  return validation.andThen((checks) =>
    parseOptionalRule(json.visibility, `${path}.visibility`).map((visibility) => ({
      name,
      kind: kind as FieldKind,
      ...(label !== undefined && { label }),
      ...extras,
      ...(checks !== undefined && { validation: checks }),
      ...(visibility !== undefined && { visibility }),
    })),
  );
};

const isFormAction = (json: unknown): json is FormAction => {
  if (!isJsonObject(json)) return false;
  switch (json.type) {
    case 'toast':
      return isText(json.message) && (json.closeModal === undefined || typeof json.closeModal === 'boolean');
    case 'modal':
      return (
        isText(json.modal) &&
        ['title', 'description', 'confirmLabel', 'cancelLabel'].every((key) => isOptionalText(json[key]))
      );
    case 'navigate':
      return isText(json.to);
    case 'close':
      return true;
    default:
      return false;
  }
};

const parseEndpoint = (json: unknown, path: string): Result<StepEndpoint, FormDefinitionError> => {
  if (!isJsonObject(json)) return malformedForm(path, 'endpoint must be an object');
  const { path: template, method, body, errorAction } = json;
  if (!isText(template)) return malformedForm(`${path}.path`, 'must be a text');
  // Every placeholder filled with a dummy: what remains wrong is wrong in the content itself.
  const probe = fillEndpointPath(template, { customer_id: 'x', subscription_id: 'x', lead_id: 'x' });
  if (probe.isErr())
    return malformedForm(
      `${path}.path`,
      probe.error.code === 'unsupported_placeholder'
        ? `unsupported placeholder {${probe.error.placeholder}}; use customer_id, subscription_id or lead_id`
        : 'unbalanced braces',
    );
  if (method !== undefined && !(HTTP_METHODS as readonly unknown[]).includes(method))
    return malformedForm(`${path}.method`, `must be one of ${HTTP_METHODS.join(', ')}`);
  if (errorAction !== undefined && !isText(errorAction) && !isFormAction(errorAction))
    return malformedForm(`${path}.errorAction`, 'must be a modal name or an action');
  if (json.successAction !== undefined && !isFormAction(json.successAction))
    return malformedForm(`${path}.successAction`, 'must be an action (toast, modal, navigate, close)');
  if (body !== undefined) {
    if (!isJsonObject(body)) return malformedForm(`${path}.body`, 'must map body keys to field names');
    for (const [key, source] of Object.entries(body)) {
      const valid =
        isText(source) ||
        (isJsonObject(source) &&
          Object.keys(source).length === 1 &&
          ((Object.hasOwn(source, 'const') && isBodyConstant(source.const)) ||
            (Object.hasOwn(source, 'data') && isText(source.data)) ||
            (Object.hasOwn(source, 'firstOf') &&
              Array.isArray(source.firstOf) &&
              source.firstOf.length > 0 &&
              source.firstOf.every(isText))));
      if (!valid || !/^[^.]+(\.[^.]+)*$/.test(key))
        return malformedForm(
          `${path}.body.${key}`,
          'must be a field name, { const: text, number, boolean or null }, { data: path } or { firstOf: field names }',
        );
    }
  }
  return ok(json as StepEndpoint);
};

const parseStep = (json: unknown, path: string): Result<FormStep, FormDefinitionError> => {
  if (!isJsonObject(json)) return malformedForm(path, 'a step must be an object');
  const { id, title, description } = json;
  if (!isText(id)) return malformedForm(`${path}.id`, 'must be a text');
  if (!isOptionalText(title)) return malformedForm(`${path}.title`, 'must be a text');
  if (!isOptionalText(description)) return malformedForm(`${path}.description`, 'must be a text');
  if (!Array.isArray(json.fields)) return malformedForm(`${path}.fields`, 'must be a list of fields');
  const fields: FormField[] = [];
  for (const [index, field] of json.fields.entries()) {
    const parsed = parseField(field, `${path}.fields[${index}]`);
    if (parsed.isErr()) return err(parsed.error);
    if (fields.some((known) => known.name === parsed.value.name))
      return malformedForm(
        `${path}.fields[${index}].name`,
        `field "${parsed.value.name}" appears twice in the step`,
      );
    fields.push(parsed.value);
  }
  const endpoint: Result<StepEndpoint | undefined, FormDefinitionError> =
    json.endpoint === undefined ? ok(undefined) : parseEndpoint(json.endpoint, `${path}.endpoint`);
  return endpoint.andThen((call) =>
    parseOptionalRule(json.visibility, `${path}.visibility`).map((visibility) => ({
      id,
      fields,
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description }),
      ...(visibility !== undefined && { visibility }),
      ...(call !== undefined && { endpoint: call }),
    })),
  );
};

/** A form definition from content JSON, or the first thing wrong with it, so a bad form never reaches the page. */
export const parseFormDefinition = (json: unknown): Result<FormDefinition, FormDefinitionError> => {
  if (!isJsonObject(json)) return malformedForm('form', 'a form must be an object');
  if (!isText(json.id)) return malformedForm('form.id', 'must be a text');
  const { modalName, title } = json;
  if (!isOptionalText(modalName)) return malformedForm('form.modalName', 'must be a text');
  if (!isOptionalText(title)) return malformedForm('form.title', 'must be a text');
  if (!Array.isArray(json.steps) || json.steps.length === 0)
    return malformedForm('form.steps', 'must be a list of at least one step');
  const steps: FormStep[] = [];
  for (const [index, step] of json.steps.entries()) {
    const parsed = parseStep(step, `form.steps[${index}]`);
    if (parsed.isErr()) return err(parsed.error);
    if (steps.some((known) => known.id === parsed.value.id))
      return malformedForm(`form.steps[${index}].id`, `step "${parsed.value.id}" appears twice`);
    steps.push(parsed.value);
  }
  return ok({
    id: json.id,
    ...(modalName !== undefined && { modalName }),
    ...(title !== undefined && { title }),
    steps,
  });
};

export {
  ENDPOINT_PLACEHOLDERS,
  type EndpointIds,
  type EndpointPathError,
  type EndpointPlaceholder,
  endpointMethod,
  fillEndpointPath,
  mapBody,
} from './form-endpoints.ts';
