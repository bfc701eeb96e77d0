import { err, ok, type Result } from 'neverthrow';
import { REQUIRED } from './messages.ts';

/** A field's failure: a `code` for programs and the specification's German `message` for people. */
export type FieldError = { readonly code: string; readonly message: string };

/** The failures of a whole form, one per field; an empty object means the form is valid. */
export type FormErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export const fieldError = (code: string, message: string): FieldError => ({ code, message });

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** A required text: the trimmed value, or the required error ("Dies ist ein Pflichtfeld." unless told). */
export const requiredText = (
  value: string | null | undefined,
  message: string = REQUIRED,
): Result<string, FieldError> => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? err(fieldError('required', message)) : ok(trimmed);
};

/** A required text of at most `max` characters after trimming (address texts are 1-100, spec sections 5 and 9). */
export const textOfLength = (
  value: string | null | undefined,
  max: number,
  messages: { readonly required: string; readonly tooLong: string },
): Result<string, FieldError> =>
  requiredText(value, messages.required).andThen((text) =>
    [...text].length > max ? err(fieldError('too_long', messages.tooLong)) : ok(text),
  );

/** Collects the failures of a form's field results into a `FormErrors`, skipping the fields that passed. */
export const formErrors = <Field extends string>(
  results: Partial<Record<Field, Result<unknown, FieldError>>>,
): FormErrors<Field> => {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(results) as Field[]) {
    const result = results[field];
    if (result?.isErr()) errors[field] = result.error;
  }
  return errors;
};
