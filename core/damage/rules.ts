import { err, ok, type Result } from 'neverthrow';
import { berlinDay, berlinDayOfInstant } from '../shared/calendar-days.ts';
import { parseDateInput } from '../shared/validation/date-input.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  requiredText,
} from '../shared/validation/field-error.ts';
import {
  DAMAGE_DATE_IN_FUTURE,
  DAMAGE_DESCRIPTION_TOO_SHORT,
  DAMAGE_PHOTO_REQUIRED,
} from '../shared/validation/messages.ts';
import { checkNoUploadsInProgress } from '../shared/validation/uploads.ts';

/** Damage description minimum, and the length lists cut it to (consumer-portal.md sections 5 and 9). */
export const DAMAGE_DESCRIPTION_MIN_LENGTH = 40;
export const DAMAGE_DESCRIPTION_LIST_LENGTH = 40;

const characters = (text: string): string[] => [...text];

/** The description: at least 40 characters once trimmed (umlauts and emoji count as one each). */
export const validateDamageDescription = (value: string): Result<string, FieldError> =>
  requiredText(value).andThen((text) =>
    characters(text).length >= DAMAGE_DESCRIPTION_MIN_LENGTH
      ? ok(text)
      : err(fieldError('description_too_short', DAMAGE_DESCRIPTION_TOO_SHORT)),
  );

/** The occurrence date: a real date, not after today in Berlin. The result is the ISO date. */
export const validateDamageOccurrenceDate = (value: string, now: Date): Result<string, FieldError> =>
  parseDateInput(value).andThen((date) =>
    berlinDay(date) > berlinDayOfInstant(now)
      ? err(fieldError('date_in_future', DAMAGE_DATE_IN_FUTURE))
      : ok(date),
  );

export type DamageReportForm = {
  readonly problemType: string | null;
  readonly damageDescription: string;
  /** The uploaded photos (their ids or paths); photos still uploading are counted separately. */
  readonly images: readonly string[];
  readonly damageOccurrenceDate: string | null;
  readonly unknownDate: boolean;
  readonly uploadsInProgress?: number;
};
/** `form` carries the error of the whole form ("Images are still uploading…"). */
export type DamageReportField =
  | 'problemType'
  | 'damageDescription'
  | 'images'
  | 'damageOccurrenceDate'
  | 'form';

/**
 * The report-damage form (consumer-portal.md section 5): problem type required, description of at
 * least 40 characters, at least one photo, and an occurrence date not after today unless the
 * customer ticks that the date is unknown (then the date field is disabled and not checked).
 */
export const validateDamageReport = (form: DamageReportForm, now: Date): FormErrors<DamageReportField> => {
  const errors: FormErrors<DamageReportField> = {};
  const problemType = requiredText(form.problemType);
  if (problemType.isErr()) errors.problemType = problemType.error;
  const description = validateDamageDescription(form.damageDescription);
  if (description.isErr()) errors.damageDescription = description.error;
  if (form.images.length === 0 && (form.uploadsInProgress ?? 0) === 0)
    errors.images = fieldError('photo_required', DAMAGE_PHOTO_REQUIRED);
  if (!form.unknownDate) {
    const date = validateDamageOccurrenceDate(form.damageOccurrenceDate ?? '', now);
    if (date.isErr()) errors.damageOccurrenceDate = date.error;
  }
  const uploads = checkNoUploadsInProgress(form.uploadsInProgress ?? 0);
  if (uploads.isErr()) errors.form = uploads.error;
  return errors;
};

/** The description as lists show it: the first 40 characters and "…" when it is longer. */
export const truncateDescription = (
  text: string,
  length: number = DAMAGE_DESCRIPTION_LIST_LENGTH,
): string => {
  const chars = characters(text);
  return chars.length <= length ? text : `${chars.slice(0, length).join('')}…`;
};
