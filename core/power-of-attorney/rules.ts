import { err, ok, type Result } from 'neverthrow';
import { returnDateOf } from '../deals/deal-dates.ts';
import { isCarWithCustomer } from '../deals/deal-for-user.ts';
import type { Deal, DealState } from '../deals/types.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../shared/calendar-days.ts';
import { ageOn } from '../shared/validation/birth-date.ts';
import { parseDateInput } from '../shared/validation/date-input.ts';
import { validateEmail } from '../shared/validation/email.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  isBlank,
  textOfLength,
} from '../shared/validation/field-error.ts';
import { BIRTH_DATE_IN_FUTURE, REQUIRED, TEXT_TOO_LONG_100 } from '../shared/validation/messages.ts';
import { validatePhone } from '../shared/validation/phone.ts';
import {
  ATTORNEY_BEYOND_TERM_TEMPLATE,
  ATTORNEY_FROM_IN_PAST,
  ATTORNEY_TOO_YOUNG,
  ATTORNEY_UNTIL_BEFORE_FROM,
} from './messages.ts';

/**
 * The authorised person takes or gives back the car and signs its protocol for the customer: a
 * legal act for someone else, so we ask full age (18, § 2 BGB), not the driving age of 17.
 */
export const POWER_OF_ATTORNEY_MIN_AGE = 18;
export const ATTORNEY_NAME_MAX_LENGTH = 100;

/** Before the handover: the car is still to be handed over (consumer spec §4 states). */
const HANDOVER_AHEAD: ReadonlySet<DealState> = new Set([
  'CREATED',
  'SIGNED',
  'EXTERNALLY_VERIFIED',
  'HANDOVER',
  'DELIVERING',
  'SCHEDULED',
]);

/**
 * When a power of attorney can be granted, and until which day (our design; the specification names
 * only the modal): for a subscription, not a lead, while a handover lies ahead (the states before the
 * car is with the customer) or a return does (the car is with the customer). It can last at most to
 * the end of the term — the return date, else the end date, else the computed end, else the end of
 * the minimum commitment; `lastDay` is null when the deal names none. A deal whose end has passed
 * has nothing left to authorise.
 */
export type PowerOfAttorneyWindow =
  | { readonly open: true; readonly lastDay: string | null }
  | { readonly open: false };

export const powerOfAttorneyWindowOf = (deal: Deal, now: Date): PowerOfAttorneyWindow => {
  if (deal.variant === 'LEAD') return { open: false };
  if (!HANDOVER_AHEAD.has(deal.state) && !isCarWithCustomer(deal)) return { open: false };
  const lastDay = returnDateOf(deal) ?? deal.minimum_commitment_end_date ?? null;
  if (lastDay && berlinDay(lastDay) < berlinDayOfInstant(now)) return { open: false };
  return { open: true, lastDay };
};

export type PowerOfAttorneyForm = {
  readonly first_name: string;
  readonly last_name: string;
  readonly date_of_birth: string;
  readonly phone: string;
  readonly email?: string | null;
  readonly valid_from: string;
  readonly valid_until: string;
};
export type PowerOfAttorneyField = keyof PowerOfAttorneyForm;

/** What is kept: trimmed names, ISO dates, the phone in E.164, no e-mail as null. */
export type ValidPowerOfAttorney = {
  readonly first_name: string;
  readonly last_name: string;
  readonly date_of_birth: string;
  readonly phone: string;
  readonly email: string | null;
  readonly valid_from: string;
  readonly valid_until: string;
};

const germanDate = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export const beyondTermMessage = (lastDay: string): string =>
  ATTORNEY_BEYOND_TERM_TEMPLATE.replace('{date}', germanDate(lastDay));

/** Born on a real day, not in the future, and 18 on today's Berlin date. */
export const validateAttorneyBirthDate = (value: string, now: Date): Result<string, FieldError> =>
  parseDateInput(value).andThen((birthDate) => {
    if (berlinDay(birthDate) > berlinDayOfInstant(now))
      return err(fieldError('birth_date_in_future', BIRTH_DATE_IN_FUTURE));
    return ageOn(birthDate, now) >= POWER_OF_ATTORNEY_MIN_AGE
      ? ok(birthDate)
      : err(fieldError('too_young', ATTORNEY_TOO_YOUNG));
  });

/**
 * The days it holds: from today at the earliest, until no earlier than the start and no later than
 * the window's last day (both days included).
 */
export const validateValidity = (
  from: string,
  until: string,
  lastDay: string | null,
  now: Date,
): FormErrors<'valid_from' | 'valid_until'> => {
  const errors: FormErrors<'valid_from' | 'valid_until'> = {};
  const today = berlinDayOfInstant(now);
  const start = parseDateInput(from);
  const end = parseDateInput(until);
  if (start.isErr()) errors.valid_from = start.error;
  else if (berlinDay(start.value) < today)
    errors.valid_from = fieldError('from_in_past', ATTORNEY_FROM_IN_PAST);
  else if (lastDay && berlinDay(start.value) > berlinDay(lastDay))
    errors.valid_from = fieldError('beyond_term', beyondTermMessage(lastDay));
  if (end.isErr()) errors.valid_until = end.error;
  else if (start.isOk() && berlinDay(end.value) < berlinDay(start.value))
    errors.valid_until = fieldError('until_before_from', ATTORNEY_UNTIL_BEFORE_FROM);
  else if (lastDay && berlinDay(end.value) > berlinDay(lastDay))
    errors.valid_until = fieldError('beyond_term', beyondTermMessage(lastDay));
  return errors;
};

/**
 * The power-of-attorney form (our design over consumer spec §2, §5): first and last name of 1-100
 * characters, a date of birth of someone of full age, a phone checked as the contact phone is, an
 * optional e-mail, and the days it holds within the subscription's term.
 */
export const validatePowerOfAttorney = (
  form: PowerOfAttorneyForm,
  lastDay: string | null,
  now: Date,
): Result<ValidPowerOfAttorney, FormErrors<PowerOfAttorneyField>> => {
  const errors: FormErrors<PowerOfAttorneyField> = {};
  const name = (value: string) =>
    textOfLength(value, ATTORNEY_NAME_MAX_LENGTH, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });
  const firstName = name(form.first_name);
  const lastName = name(form.last_name);
  const birthDate = validateAttorneyBirthDate(form.date_of_birth, now);
  const phone = validatePhone(form.phone);
  const email = isBlank(form.email) ? ok(null) : validateEmail(form.email ?? '');
  if (firstName.isErr()) errors.first_name = firstName.error;
  if (lastName.isErr()) errors.last_name = lastName.error;
  if (birthDate.isErr()) errors.date_of_birth = birthDate.error;
  if (phone.isErr()) errors.phone = phone.error;
  if (email.isErr()) errors.email = email.error;
  Object.assign(errors, validateValidity(form.valid_from, form.valid_until, lastDay, now));
  const from = parseDateInput(form.valid_from);
  const until = parseDateInput(form.valid_until);
  if (
    Object.keys(errors).length > 0 ||
    !(firstName.isOk() && lastName.isOk() && birthDate.isOk() && phone.isOk() && email.isOk()) ||
    !(from.isOk() && until.isOk())
  )
    return err(errors);
  return ok({
    first_name: firstName.value,
    last_name: lastName.value,
    date_of_birth: birthDate.value,
    phone: phone.value,
    email: email.value,
    valid_from: from.value,
    valid_until: until.value,
  });
};

/** Today in Berlin as the form's earliest start. */
export const earliestValidFrom = (now: Date): string => toIsoDate(berlinDayOfInstant(now));
