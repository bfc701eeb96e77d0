import { err, ok, type Result } from 'neverthrow';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../calendar-days.ts';
import { parseDateInput } from './date-input.ts';
import { type FieldError, fieldError } from './field-error.ts';
import {
  AGE_LIMITS_EXCEEDED,
  BIRTH_DATE_IN_FUTURE,
  DRIVER_TOO_YOUNG,
  minimumAgeMessage,
} from './messages.ts';

/** Minimum driver age (consumer-portal.md sections 5 and 9). */
export const DRIVER_MIN_AGE = 17;

const monthDay = (iso: string): number => Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

/**
 * Completed years of life on today's Berlin calendar date. The birthday itself counts: born
 * 23.11.2009, one is 17 on 23.11.2026. Born on 29 February, one is a year older on 1 March in a
 * year without 29 February — the reading of §§ 187 (2), 188 (2, 3) BGB (the year is completed with
 * the end of 28 February).
 */
export const ageOn = (birthDate: string, now: Date): number => {
  const today = toIsoDate(berlinDayOfInstant(now));
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return monthDay(today) < monthDay(birthDate) ? years - 1 : years;
};

export type AgeLimits = {
  readonly minAge?: number;
  readonly maxAge?: number;
  readonly minAgeMessage?: string;
  readonly maxAgeMessage?: string;
};

/**
 * A date of birth typed as DD.MM.YYYY (or picked as YYYY-MM-DD), checked against minimum and
 * maximum age as the generic form schema configures them. One is too old only past `maxAge`:
 * on the day of turning 66, a maxAge of 65 fails. The result is the ISO date.
 */
export const validateBirthDate = (
  value: string,
  now: Date,
  limits: AgeLimits = {},
): Result<string, FieldError> =>
  parseDateInput(value).andThen((birthDate) => {
    if (berlinDay(birthDate) > berlinDayOfInstant(now))
      return err(fieldError('birth_date_in_future', BIRTH_DATE_IN_FUTURE));
    const age = ageOn(birthDate, now);
    const { minAge, maxAge } = limits;
    if (minAge !== undefined && age < minAge)
      return err(fieldError('too_young', limits.minAgeMessage ?? minimumAgeMessage(minAge)));
    if (maxAge !== undefined && age > maxAge)
      return err(fieldError('too_old', limits.maxAgeMessage ?? AGE_LIMITS_EXCEEDED));
    return ok(birthDate);
  });

/** A driver's date of birth: at least 17 ("Du musst mindestens 17 Jahre alt sein."). */
export const validateDriverBirthDate = (value: string, now: Date): Result<string, FieldError> =>
  validateBirthDate(value, now, { minAge: DRIVER_MIN_AGE, minAgeMessage: DRIVER_TOO_YOUNG });
