import { err, ok, type Result } from 'neverthrow';
import { ADDRESS_TEXT_MAX_LENGTH } from '../handover/address-fields.ts';
import { berlinDay, berlinDayOfInstant } from '../shared/calendar-days.ts';
import { parseDateInput } from '../shared/validation/date-input.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  formErrors,
  requiredText,
  textOfLength,
} from '../shared/validation/field-error.ts';
import {
  DAMAGE_DATE_IN_FUTURE,
  DAMAGE_DESCRIPTION_TOO_SHORT,
  DAMAGE_PHOTO_REQUIRED,
  REQUIRED,
  TEXT_TOO_LONG_100,
} from '../shared/validation/messages.ts';
import { validatePostalCode } from '../shared/validation/postal-code.ts';
import { checkNoUploadsInProgress, DAMAGE_PHOTO_MAX_BYTES } from '../shared/validation/uploads.ts';

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

/**
 * What the report-damage dialog offers for a damage (consumer spec §2 "exterior problem", "damage
 * type"): where on the outside the damage is, and what kind it is. The values are the content form's
 * options; the wording is the content's.
 */
export const EXTERIOR_PROBLEMS = ['front', 'rear', 'left', 'right', 'roof'] as const;
export type ExteriorProblem = (typeof EXTERIOR_PROBLEMS)[number];
export const DAMAGE_TYPES = ['scratch', 'dent', 'crack', 'rim'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const isExteriorProblem = (value: unknown): value is ExteriorProblem =>
  (EXTERIOR_PROBLEMS as readonly unknown[]).includes(value);
export const isDamageType = (value: unknown): value is DamageType =>
  (DAMAGE_TYPES as readonly unknown[]).includes(value);

/**
 * Which of the two the dialog asks: the damage type for every damage (not for a technical problem),
 * the exterior problem only for an exterior damage. What is asked is required; what is not asked is
 * not kept (a value left from an earlier choice is dropped).
 */
export const damageDetailsAsked = (form: {
  readonly technicalDefect: boolean;
  readonly problemType: string | null;
}): { readonly damageType: boolean; readonly exteriorProblem: boolean } => ({
  damageType: !form.technicalDefect,
  exteriorProblem: !form.technicalDefect && (form.problemType ?? '').trim() === 'exterior',
});

/** The two answers as they are kept: the asked ones, the others null. */
export const damageDetailsKept = (form: {
  readonly technicalDefect: boolean;
  readonly problemType: string | null;
  readonly exteriorProblem?: string | null;
  readonly damageType?: string | null;
}): { readonly exteriorProblem: ExteriorProblem | null; readonly damageType: DamageType | null } => {
  const asked = damageDetailsAsked(form);
  return {
    exteriorProblem:
      asked.exteriorProblem && isExteriorProblem(form.exteriorProblem) ? form.exteriorProblem : null,
    damageType: asked.damageType && isDamageType(form.damageType) ? form.damageType : null,
  };
};

export type DamageReportForm = {
  readonly problemType: string | null;
  readonly technicalDefect?: boolean;
  readonly exteriorProblem?: string | null;
  readonly damageType?: string | null;
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
  | 'exteriorProblem'
  | 'damageType'
  | 'damageDescription'
  | 'images'
  | 'damageOccurrenceDate'
  | 'form';

/**
 * The report-damage form (consumer-portal.md section 5): problem type required, the damage type and
 * (for an exterior damage) where it is when the dialog asks them, description of at
 * least 40 characters, at least one photo, and an occurrence date not after today unless the
 * customer ticks that the date is unknown (then the date field is disabled and not checked).
 */
export const validateDamageReport = (form: DamageReportForm, now: Date): FormErrors<DamageReportField> => {
  const errors: FormErrors<DamageReportField> = {};
  const problemType = requiredText(form.problemType);
  if (problemType.isErr()) errors.problemType = problemType.error;
  const asked = damageDetailsAsked({
    technicalDefect: form.technicalDefect ?? false,
    problemType: form.problemType,
  });
  if (asked.exteriorProblem && !isExteriorProblem(form.exteriorProblem))
    errors.exteriorProblem = fieldError('required', REQUIRED);
  if (asked.damageType && !isDamageType(form.damageType))
    errors.damageType = fieldError('required', REQUIRED);
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

/** Repair statuses as the portals show them (consumer spec §3, business spec §4). */
export const REPAIR_STATUSES = [
  'open',
  'ordered',
  'in_progress',
  'conducted',
  'canceled',
  'pending',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
/** What the workshop records; `pending` is never stored, it is how an open damage without repair shows. */
export type RecordedRepairStatus = Exclude<RepairStatus, 'pending'>;

/**
 * "An open damage report without repair shows as pending": open, with neither a repair order nor a
 * repair appointment yet. Every other status shows as it is.
 */
export const repairStatusShown = (incident: {
  readonly repair_status: RecordedRepairStatus;
  readonly appointment_date: string | null;
  readonly repair_orders: readonly unknown[];
}): RepairStatus =>
  incident.repair_status === 'open' && incident.repair_orders.length === 0 && !incident.appointment_date
    ? 'pending'
    : incident.repair_status;

/**
 * Damage photos are images of at most 6 MB each; the type is the one the server recognised from the
 * content. The image types are those of IMAGE_EXTENSIONS; SVG is not a photo (and could carry script).
 */
export const DAMAGE_PHOTO_MEDIA_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/webp',
  'image/gif',
];
export const isDamagePhotoImage = (mediaType: string): boolean =>
  DAMAGE_PHOTO_MEDIA_TYPES.includes(mediaType);
export const isDamagePhotoSizeAllowed = (bytes: number): boolean =>
  bytes > 0 && bytes <= DAMAGE_PHOTO_MAX_BYTES;

export type DamageLocation = {
  readonly sameAddress: boolean;
  readonly street?: string | null;
  readonly housenumber?: string | null;
  readonly zip?: string | null;
  readonly city?: string | null;
};
export type DamageLocationField = 'street' | 'housenumber' | 'zip' | 'city';

/**
 * Where the damage happened: the customer's own address (sameAddress), or an address given in full —
 * street, house number and city of 1-100 characters and a five-digit postal code. Islands are
 * allowed here: the mainland rule is for deliveries, and a car can be damaged on Sylt.
 */
export const validateDamageLocation = (location: DamageLocation): FormErrors<DamageLocationField> => {
  if (location.sameAddress) return {};
  const text = (value: string | null | undefined) =>
    textOfLength(value, ADDRESS_TEXT_MAX_LENGTH, { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 });
  return formErrors<DamageLocationField>({
    street: text(location.street),
    housenumber: text(location.housenumber),
    city: text(location.city),
    zip: validatePostalCode(location.zip ?? ''),
  });
};
