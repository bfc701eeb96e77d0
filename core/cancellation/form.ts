import { err, ok, type Result } from 'neverthrow';
import { berlinDay, berlinDayOfInstant } from '../shared/calendar-days.ts';
import { parseDateInput } from '../shared/validation/date-input.ts';
import { validateEmail } from '../shared/validation/email.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  formErrors,
  requiredText,
} from '../shared/validation/field-error.ts';
import {
  CANCELLATION_DATE_IN_PAST,
  CANCELLATION_REASON_UNKNOWN,
  REQUIRED,
} from '../shared/validation/messages.ts';
import { validatePhone } from '../shared/validation/phone.ts';
import { validatePostalCode } from '../shared/validation/postal-code.ts';
import { checkCancellationDocument, type UploadFile } from '../shared/validation/uploads.ts';
import {
  type CancellationReason,
  isCancellationReason,
  REASONS_NEEDING_COMMENT,
  REASONS_NEEDING_DOCUMENTS,
} from './reasons.ts';

/** The representative who cancels for a deceased customer; all fields required for reason death. */
export const REPRESENTATIVE_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'address',
  'postal_code',
  'city',
] as const;
export type RepresentativeField = (typeof REPRESENTATIVE_FIELDS)[number];

/** The cancellation form with the specification's field names (consumer-portal.md section 3). */
export type CancellationForm = {
  readonly cancelation_reason_code: string | null;
  readonly documents: readonly UploadFile[];
  /** 'asap', or the chosen date (custom-date) as YYYY-MM-DD or DD.MM.YYYY. */
  readonly date: string;
  /** The comment field shown when the reason requires a comment. */
  readonly required_comments?: string;
  /** The optional comment of the other reasons; never checked. */
  readonly comments?: string;
} & Partial<Record<RepresentativeField, string>>;

export type CancellationField =
  | 'cancelation_reason_code'
  | 'documents'
  | 'date'
  | 'required_comments'
  | RepresentativeField;

export const validateCancellationReason = (code: string | null): Result<CancellationReason, FieldError> =>
  requiredText(code).andThen((reason) =>
    isCancellationReason(reason)
      ? ok(reason)
      : err(fieldError('unknown_reason', CANCELLATION_REASON_UNKNOWN)),
  );

/** At least one document, each within the licence's limits (10 MB; jpg, jpeg, png, pdf, heic). */
export const validateCancellationDocuments = (
  documents: readonly UploadFile[],
): Result<readonly UploadFile[], FieldError> => {
  if (documents.length === 0) return err(fieldError('required', REQUIRED));
  for (const document of documents) {
    const checked = checkCancellationDocument(document);
    if (checked.isErr()) return err(checked.error);
  }
  return ok(documents);
};

/** 'asap', or a real date not before today in Berlin. The result is 'asap' or the ISO date. */
export const validateCancellationDate = (value: string, now: Date): Result<string, FieldError> => {
  if (value.trim() === 'asap') return ok('asap');
  return parseDateInput(value).andThen((date) =>
    berlinDay(date) < berlinDayOfInstant(now)
      ? err(fieldError('date_in_past', CANCELLATION_DATE_IN_PAST))
      : ok(date),
  );
};

const representativeErrors = (form: CancellationForm): FormErrors<RepresentativeField> =>
  formErrors<RepresentativeField>({
    first_name: requiredText(form.first_name),
    last_name: requiredText(form.last_name),
    phone_number: validatePhone(form.phone_number ?? ''),
    email: validateEmail(form.email ?? ''),
    address: requiredText(form.address),
    postal_code: validatePostalCode(form.postal_code ?? ''),
    city: requiredText(form.city),
  });

/**
 * The cancellation form (consumer-portal.md section 5): a known reason; documents for income
 * decline, health, death and moving abroad; a comment for the reasons that require one; for death
 * every representative field, with phone, e-mail and postal code checked; and the date. Checks that
 * depend on the reason are skipped while no valid reason is chosen.
 */
export const validateCancellationForm = (
  form: CancellationForm,
  now: Date,
): FormErrors<CancellationField> => {
  const reason = validateCancellationReason(form.cancelation_reason_code);
  const chosen = reason.unwrapOr(null);
  return {
    ...formErrors<CancellationField>({
      cancelation_reason_code: reason,
      documents:
        chosen !== null && REASONS_NEEDING_DOCUMENTS.has(chosen)
          ? validateCancellationDocuments(form.documents)
          : undefined,
      required_comments:
        chosen !== null && REASONS_NEEDING_COMMENT.has(chosen)
          ? requiredText(form.required_comments)
          : undefined,
      date: validateCancellationDate(form.date, now),
    }),
    ...(chosen === 'death' ? representativeErrors(form) : {}),
  };
};
