import { err, ok } from 'neverthrow';
import { validateEmail } from '../shared/validation/email.ts';
import { type FormErrors, fieldError, formErrors, textOfLength } from '../shared/validation/field-error.ts';
import { REQUIRED, TEXT_TOO_LONG_100 } from '../shared/validation/messages.ts';

/**
 * The longest first or last name the form takes (our limit, as the specification's address texts
 * 1-100): a name is a few words, and a sign-up is stored and posted to the automation.
 */
export const NEWSLETTER_NAME_MAX_LENGTH = 100;

/** The newsletter form in the footer (consumer-portal.md sections 3 and 5). */
export type NewsletterForm = {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly consent: boolean;
};
export type NewsletterField = keyof NewsletterForm;

const NAME = { required: REQUIRED, tooLong: TEXT_TOO_LONG_100 };

/**
 * First name, last name, e-mail and consent all required; the consent checkbox must be ticked;
 * names up to NEWSLETTER_NAME_MAX_LENGTH characters, the address up to 254.
 */
export const validateNewsletterForm = (form: NewsletterForm): FormErrors<NewsletterField> =>
  formErrors<NewsletterField>({
    firstname: textOfLength(form.firstname, NEWSLETTER_NAME_MAX_LENGTH, NAME),
    lastname: textOfLength(form.lastname, NEWSLETTER_NAME_MAX_LENGTH, NAME),
    email: validateEmail(form.email),
    consent: form.consent ? ok(true) : err(fieldError('required', REQUIRED)),
  });

/**
 * The automation webhook's body for a confirmed sign-up (consumer spec §7: fields Vorname,
 * Nachname, E-Mail, gdpr), and the key that lets an address post once: signing up again renews the
 * consent in the portal but posts nothing new.
 */
export const newsletterWebhookPost = (signup: {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}) => ({
  topic: 'newsletter' as const,
  onceKey: `newsletter:${signup.email.trim().toLowerCase()}`,
  body: {
    Vorname: signup.firstname.trim(),
    Nachname: signup.lastname.trim(),
    'E-Mail': signup.email.trim(),
    gdpr: true,
  },
});
