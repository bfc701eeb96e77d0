import { err, ok, type Result } from 'neverthrow';
import type { Mailer, OutgoingMail, WebhookOutbox } from '../shared/ports.ts';
import type { FormErrors } from '../shared/validation/field-error.ts';
import type { AttemptLimit, LoginAttempts } from './login-throttle.ts';
import { windowStart } from './login-throttle.ts';
import {
  type NewsletterField,
  type NewsletterForm,
  newsletterWebhookPost,
  validateNewsletterForm,
} from './newsletter.ts';
import type { Tokens } from './ports.ts';

/**
 * The newsletter's double opt-in: a sign-up is recorded and mailed a single-use confirmation link;
 * only the link's confirmation posts the address to the automation webhook (consumer spec §7), so
 * nobody is signed up with an address that is not theirs.
 */

/** Sign-ups from one client address within the 15-minute window of the account limits. */
export const MAX_NEWSLETTER_SIGNUPS_PER_CLIENT = 20;
/** Sign-ups of one e-mail address within the window; the mail itself goes at most once a day. */
export const MAX_NEWSLETTER_SIGNUPS_PER_EMAIL = 5;
/** Confirmations tried from one client address within the window (nobody tries tokens by the thousand). */
export const MAX_NEWSLETTER_CONFIRMATIONS_PER_CLIENT = 20;
/** An unconfirmed address gets at most one confirmation mail in this many hours. */
export const NEWSLETTER_MAIL_EVERY_HOURS = 24;
/** How long a confirmation link holds: a week, for a mailbox read only now and then. */
export const NEWSLETTER_LINK_DAYS = 7;

const emailKey = (email: string) => email.trim().toLowerCase();

export const newsletterSignupLimits = (email: string, clientAddress: string): readonly AttemptLimit[] => [
  { key: `newsletter:client:${clientAddress}`, max: MAX_NEWSLETTER_SIGNUPS_PER_CLIENT },
  { key: `newsletter:email:${emailKey(email)}`, max: MAX_NEWSLETTER_SIGNUPS_PER_EMAIL },
];

export const newsletterConfirmationLimits = (clientAddress: string): readonly AttemptLimit[] => [
  { key: `newsletter-confirm:client:${clientAddress}`, max: MAX_NEWSLETTER_CONFIRMATIONS_PER_CLIENT },
];

/** The portal's page the confirmation mail links to; it takes the token from the query. */
export const newsletterConfirmLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/newsletter/confirm?token=${encodeURIComponent(token)}`;

export const newsletterConfirmationMail = (to: string, firstName: string, link: string): OutgoingMail => ({
  kind: 'newsletter_confirmation',
  to,
  subject: 'Bitte bestätige deine Newsletter-Anmeldung',
  text: [
    `Hallo ${firstName},`,
    '',
    'du möchtest unseren Newsletter erhalten. Bitte bestätige deine Anmeldung mit diesem Link:',
    link,
    '',
    `Der Link ist ${NEWSLETTER_LINK_DAYS} Tage gültig und kann einmal verwendet werden. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail: ohne Bestätigung erhältst du keinen Newsletter.`,
  ].join('\n'),
});

/** The sign-ups as the database keeps them; each method is one statement that decides by itself. */
export type NewsletterSignups = {
  /**
   * Records a sign-up, one per address whatever its case; an unconfirmed one takes the new names
   * and consent time, a confirmed one keeps its own.
   */
  readonly signUp: (signup: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly at: Date;
  }) => Promise<void>;
  /**
   * Gives an unconfirmed address a new confirmation token, if its last mail went out before
   * `mailedBefore` (or none did): the name to greet when it did, undefined when no mail is due.
   */
  readonly renewConfirmation: (renewal: {
    readonly email: string;
    readonly tokenHash: string;
    readonly expiresAt: Date;
    readonly at: Date;
    readonly mailedBefore: Date;
  }) => Promise<{ readonly email: string; readonly firstName: string } | undefined>;
  /**
   * Confirms the sign-up of a token that is unused and unexpired, once: its names and address; or
   * why not — the token was already used (the address is confirmed), or is unknown or expired.
   */
  readonly confirm: (
    tokenHash: string,
    at: Date,
  ) => Promise<
    | {
        readonly confirmed: { readonly email: string; readonly firstName: string; readonly lastName: string };
      }
    | { readonly refused: 'already_confirmed' | 'token_invalid' }
  >;
};

export type NewsletterPorts = {
  readonly signups: NewsletterSignups;
  readonly attempts: Pick<LoginAttempts, 'reserve'>;
  readonly tokens: Tokens;
  readonly mailer: Mailer;
  readonly webhooks: WebhookOutbox;
  readonly publicUrl: string;
};

export type NewsletterSignupError =
  | { readonly code: 'bad_request'; readonly fields: FormErrors<NewsletterField> }
  | { readonly code: 'rate_limited' };

/**
 * A sign-up: checked, counted under its limits, recorded, and mailed a confirmation link unless one
 * went to the address within NEWSLETTER_MAIL_EVERY_HOURS or the address is confirmed. Every sign-up
 * that passes answers the same, so the answer tells nobody whether an address was signed up. Run
 * it in one transaction with its ports: the sign-up, its token and its mail commit together.
 */
export const signUpForNewsletter =
  (ports: NewsletterPorts) =>
  async (
    form: NewsletterForm,
    clientAddress: string,
    now: Date,
  ): Promise<Result<true, NewsletterSignupError>> => {
    // Checked before anything is counted or stored: a refused form costs the database nothing.
    const fields = validateNewsletterForm(form);
    if (Object.keys(fields).length > 0) return err({ code: 'bad_request', fields });
    const email = form.email.trim();
    const limits = newsletterSignupLimits(email, clientAddress);
    if (!(await ports.attempts.reserve(limits, windowStart(now), now))) return err({ code: 'rate_limited' });
    await ports.signups.signUp({
      email,
      firstName: form.firstname.trim(),
      lastName: form.lastname.trim(),
      at: now,
    });
    const token = ports.tokens.create();
    const due = await ports.signups.renewConfirmation({
      email,
      tokenHash: ports.tokens.hash(token),
      expiresAt: new Date(now.getTime() + NEWSLETTER_LINK_DAYS * 86_400_000),
      at: now,
      mailedBefore: new Date(now.getTime() - NEWSLETTER_MAIL_EVERY_HOURS * 3_600_000),
    });
    if (due)
      await ports.mailer.send(
        newsletterConfirmationMail(email, due.firstName, newsletterConfirmLink(ports.publicUrl, token)),
      );
    return ok(true);
  };

export type NewsletterConfirmationError = {
  readonly code: 'rate_limited' | 'already_confirmed' | 'token_invalid';
};

/**
 * Confirms a sign-up with the token of its mail and queues its post to the automation webhook in the
 * same transaction; the token is spent by the statement that checks it, so of two confirmations at
 * once one confirms and the other is told the link was used. Every try counts under the client
 * address's limit, found or not.
 */
export const confirmNewsletter =
  (ports: NewsletterPorts) =>
  async (
    token: string,
    clientAddress: string,
    now: Date,
  ): Promise<Result<true, NewsletterConfirmationError>> => {
    const limits = newsletterConfirmationLimits(clientAddress);
    if (!(await ports.attempts.reserve(limits, windowStart(now), now))) return err({ code: 'rate_limited' });
    const outcome = await ports.signups.confirm(ports.tokens.hash(token), now);
    if ('refused' in outcome) return err({ code: outcome.refused });
    const { email, firstName, lastName } = outcome.confirmed;
    await ports.webhooks.queue({
      ...newsletterWebhookPost({ firstname: firstName, lastname: lastName, email }),
      at: now,
    });
    return ok(true);
  };
