import type { OutgoingMail } from '../shared/ports.ts';

/** The portal's languages (docs/architecture.md): German first, English for en-DE and en-US. */
export type Locale = 'de-DE' | 'en-DE' | 'en-US';

/** Where the links of account mails lead: pages of the portal that take the token from the query. */
export type AccountLinks = {
  readonly verifyEmail: (token: string) => string;
  readonly resetPassword: (token: string) => string;
};

export const accountLinksOf = (publicUrl: string): AccountLinks => {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    verifyEmail: (token) => `${base}/verify-email?token=${encodeURIComponent(token)}`,
    resetPassword: (token) => `${base}/reset-password?token=${encodeURIComponent(token)}`,
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
