import type { OutgoingMail } from '../shared/ports.ts';

/** The portal's languages (docs/architecture.md): German first, English for en-DE and en-US. */
export type Locale = 'de-DE' | 'en-DE' | 'en-US';

/** Where the links of account mails lead: pages of the portal that take the token from the query. */
export type AccountLinks = {
  readonly verifyEmail: (token: string) => string;
  readonly resetPassword: (token: string) => string;
  readonly login: string;
  readonly forgotPassword: string;
};

export const accountLinksOf = (publicUrl: string): AccountLinks => {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    verifyEmail: (token) => `${base}/verify-email?token=${encodeURIComponent(token)}`,
    resetPassword: (token) => `${base}/reset-password?token=${encodeURIComponent(token)}`,
    login: `${base}/login`,
    forgotPassword: `${base}/forgot-password`,
  };
};

const english = (locale: Locale) => locale !== 'de-DE';

/** Hours as the mails state them; the lifetimes themselves live with the use cases. */
export const verificationMail = (
  to: string,
  firstName: string,
  link: string,
  hours: number,
  locale: Locale,
): OutgoingMail => ({
  kind: 'email_verification',
  to,
  subject: english(locale) ? 'Please confirm your e-mail address' : 'Bitte bestätige deine E-Mail-Adresse',
  text: english(locale)
    ? [
        `Hello ${firstName},`,
        '',
        'please confirm your e-mail address for your customer account with this link:',
        link,
        '',
        `The link is valid for ${hours} hours and can be used once. If you did not register, ignore this e-mail.`,
      ].join('\n')
    : [
        `Hallo ${firstName},`,
        '',
        'bitte bestätige deine E-Mail-Adresse für dein Kundenkonto mit diesem Link:',
        link,
        '',
        `Der Link ist ${hours} Stunden gültig und kann einmal verwendet werden. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.`,
      ].join('\n'),
});

export const passwordResetMail = (
  to: string,
  firstName: string,
  link: string,
  minutes: number,
  locale: Locale,
): OutgoingMail => ({
  kind: 'password_reset',
  to,
  subject: english(locale) ? 'Reset your password' : 'Passwort zurücksetzen',
  text: english(locale)
    ? [
        `Hello ${firstName},`,
        '',
        'you asked to reset the password of your customer account. Choose a new password with this link:',
        link,
        '',
        `The link is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      ].join('\n')
    : [
        `Hallo ${firstName},`,
        '',
        'du möchtest das Passwort deines Kundenkontos zurücksetzen. Wähle mit diesem Link ein neues Passwort:',
        link,
        '',
        `Der Link ist ${minutes} Minuten gültig und kann einmal verwendet werden. Wenn du das nicht angefordert hast, ignoriere diese E-Mail – dein Passwort bleibt unverändert.`,
      ].join('\n'),
});

/**
 * A registration with an address that already has an account: the answer on screen is the one of
 * a new account, so only the address's owner learns it exists (consumer spec §8 "account with this
 * e-mail exists, please log in").
 */
export const accountExistsMail = (
  to: string,
  firstName: string,
  links: Pick<AccountLinks, 'login' | 'forgotPassword'>,
  locale: Locale,
): OutgoingMail => ({
  kind: 'notification',
  to,
  subject: english(locale) ? 'You already have a customer account' : 'Du hast bereits ein Kundenkonto',
  text: english(locale)
    ? [
        `Hello ${firstName},`,
        '',
        'someone tried to register with this e-mail address. There is already an account with this e-mail address. Please log in:',
        links.login,
        '',
        `Forgot your password? Choose a new one here: ${links.forgotPassword}`,
        'If you did not try to register, ignore this e-mail.',
      ].join('\n')
    : [
        `Hallo ${firstName},`,
        '',
        'mit dieser E-Mail-Adresse wollte sich gerade jemand registrieren. Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Bitte melde dich an:',
        links.login,
        '',
        `Passwort vergessen? Hier wählst du ein neues: ${links.forgotPassword}`,
        'Wenn du dich nicht registrieren wolltest, ignoriere diese E-Mail.',
      ].join('\n'),
});

/** Consumer spec §9: the account is deleted within 48 hours. */
export const deletionRequestedMail = (to: string, firstName: string): OutgoingMail => ({
  kind: 'notification',
  to,
  subject: 'Deine Anfrage zur Löschung deines Kontos',
  text: [
    `Hallo ${firstName},`,
    '',
    'wir haben deine Anfrage erhalten, dein Kundenkonto zu löschen. Wir löschen es innerhalb von 48 Stunden.',
  ].join('\n'),
});
