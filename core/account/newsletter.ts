import { err, ok } from 'neverthrow';
import { validateEmail } from '../shared/validation/email.ts';
import { type FormErrors, fieldError, formErrors, requiredText } from '../shared/validation/field-error.ts';
import { REQUIRED } from '../shared/validation/messages.ts';

/** The newsletter form in the footer (consumer-portal.md sections 3 and 5). */
export type NewsletterForm = {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly consent: boolean;
};
export type NewsletterField = keyof NewsletterForm;

/** First name, last name, e-mail and consent all required; the consent checkbox must be ticked. */
export const validateNewsletterForm = (form: NewsletterForm): FormErrors<NewsletterField> =>
  formErrors<NewsletterField>({
    firstname: requiredText(form.firstname),
    lastname: requiredText(form.lastname),
    email: validateEmail(form.email),
    consent: form.consent ? ok(true) : err(fieldError('required', REQUIRED)),
  });

/**
 * The automation webhook's body for a sign-up (consumer spec §7: fields Vorname, Nachname, E-Mail,
 * gdpr), and the key that lets one sign-up of an address post once: signing up again renews the
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
