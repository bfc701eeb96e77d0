import {
  type CancellationField,
  type CancellationForm,
  REPRESENTATIVE_FIELDS,
  type RepresentativeField,
  validateCancellationForm,
} from '../../../../../core/cancellation/form.ts';
import type { CancellationStep } from '../../../../../core/cancellation/steps.ts';
import type { FieldError } from '../../../../../core/shared/validation/field-error.ts';
import type { MessageId } from '../../i18n/catalogues.ts';

/** What the cancellation wizard holds while the customer goes through it. */
export type CancellationDraft = {
  readonly reason: string;
  readonly documents: readonly File[];
  readonly dateMode: 'asap' | 'date';
  /** The chosen day as YYYY-MM-DD (the calendar's value). */
  readonly customDate: string;
  readonly comment: string;
} & Readonly<Record<RepresentativeField, string>>;

export const emptyDraft = (): CancellationDraft => ({
  reason: '',
  documents: [],
  dateMode: 'asap',
  customDate: '',
  comment: '',
  ...(Object.fromEntries(REPRESENTATIVE_FIELDS.map((field) => [field, ''])) as Record<
    RepresentativeField,
    string
  >),
});

/** The draft as core's cancellation form (consumer spec §3 field names). */
export const formOf = (draft: CancellationDraft, commentRequired: boolean): CancellationForm => ({
  cancelation_reason_code: draft.reason === '' ? null : draft.reason,
  documents: draft.documents.map((file) => ({ name: file.name, size: file.size })),
  date: draft.dateMode === 'asap' ? 'asap' : draft.customDate,
  ...(commentRequired ? { required_comments: draft.comment } : { comments: draft.comment }),
  ...Object.fromEntries(REPRESENTATIVE_FIELDS.map((field) => [field, draft[field]])),
});

/** The fields each step asks for: a step is checked on its own fields only. */
const STEP_FIELDS: Partial<Record<CancellationStep, readonly CancellationField[]>> = {
  reason: ['cancelation_reason_code'],
  documents: ['documents'],
  date: ['date'],
  more_info: ['required_comments', ...REPRESENTATIVE_FIELDS],
};

/** Core's errors of the fields of one step (consumer spec §5 "Cancellation"). */
export const stepErrors = (
  step: CancellationStep,
  draft: CancellationDraft,
  commentRequired: boolean,
  now: Date,
): Partial<Record<CancellationField, FieldError>> => {
  const errors = validateCancellationForm(formOf(draft, commentRequired), now);
  return Object.fromEntries(
    (STEP_FIELDS[step] ?? []).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  );
};

/** Core's error codes as catalogue texts (never core's German strings directly). */
const MESSAGES: Readonly<Record<string, MessageId>> = {
  required: 'wizards.validation.required',
  unknown_reason: 'cancellation.error.unknownReason',
  file_too_large: 'cancellation.error.fileTooLarge',
  file_type_unsupported: 'cancellation.error.fileType',
  date_in_past: 'cancellation.error.dateInPast',
  date_invalid: 'wizards.validation.invalidDate',
  email_invalid: 'cancellation.error.email',
  phone_invalid: 'wizards.validation.phone',
  plz_not_five_digits: 'cancellation.error.zip',
  plz_too_long: 'cancellation.error.zip',
  mainland_only: 'cancellation.error.zip',
  too_long: 'cancellation.error.tooLong',
};

export const messageOf = (error: FieldError): MessageId =>
  MESSAGES[error.code] ?? 'wizards.validation.required';
