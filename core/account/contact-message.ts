import { err, ok, type Result } from 'neverthrow';
import type { PreparedMail } from '../shared/mailto.ts';
import { validateEmail } from '../shared/validation/email.ts';
import {
  type FieldError,
  type FormErrors,
  fieldError,
  formErrors,
  requiredText,
} from '../shared/validation/field-error.ts';

/**
 * The contact form of the chat (business spec §5 "Chat form: entry required, invalid email, minimum
 * and maximum characters"): who writes, where we answer, and the question. The lengths are ours: a
 * question says at least what it is about, and fits one service ticket.
 */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 1_000;
export const CONTACT_NAME_MAX_LENGTH = 100;

export type ContactMessageForm = { readonly name: string; readonly email: string; readonly message: string };
export type ContactMessageField = keyof ContactMessageForm;

const withinLength = (value: string, min: number, max: number): Result<string, FieldError> => {
  const required = requiredText(value);
  if (required.isErr()) return required;
  const text = required.value;
  if (text.length < min) return err(fieldError('too_short', `Bitte gib mindestens ${min} Zeichen ein.`));
  if (text.length > max) return err(fieldError('too_long', `Bitte gib höchstens ${max} Zeichen ein.`));
  return ok(text);
};

/** Every field required; a valid e-mail address; the name and the message within their lengths. */
export const validateContactMessage = (form: ContactMessageForm): FormErrors<ContactMessageField> =>
  formErrors<ContactMessageField>({
    name: withinLength(form.name, 1, CONTACT_NAME_MAX_LENGTH),
    email: validateEmail(form.email),
    message: withinLength(form.message, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGE_MAX_LENGTH),
  });

/** Where the form's questions go: the provider's customer service (our design; the chat's stand-in). */
export const CUSTOMER_SERVICE_MAILBOX = 'kundenservice@portal.example';

/** The question as an e-mail to customer service, answered at the given address. */
export const contactMessageMail = (form: ContactMessageForm): PreparedMail => ({
  to: CUSTOMER_SERVICE_MAILBOX,
  subject: `Anfrage von ${form.name.trim()}`,
  body: `${form.message.trim()}\n\n${form.name.trim()} <${form.email.trim()}>`,
});
