import type { ErrorCode } from '../../../contracts/errors.ts';

/**
 * The message sent with an error code. The portals show the specification's texts by code; these
 * are for support scripts and logs, in German like the product, where the specification gives one.
 */
export const ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  bad_request: 'Die Eingaben sind ungültig.',
  unauthorized: 'Bitte melde dich an.',
  forbidden: 'Dafür fehlt die Berechtigung.',
  not_found: 'Nicht gefunden.',
  csrf_rejected: 'Die Anfrage kam nicht aus dem Portal.',
  general_error: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  service_unavailable:
    'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Sekunden erneut.',
  wrong_password: 'Die Kombination aus E-Mail und Passwort ist falsch.',
  user_does_not_exist: 'Die Kombination aus E-Mail und Passwort ist falsch.',
  // The specification has no text for it; the portal's own wording of the login form.
  email_not_verified: 'Bitte bestätige zuerst deine E-Mail-Adresse über den Link in unserer E-Mail.',
  password_not_editable: 'Dieses Konto meldet sich über Google oder Apple an.',
  rate_limited: 'Zu viele Versuche. Bitte warte einen Moment.',
};

export const messageFor = (code: ErrorCode): string => ERROR_MESSAGES[code] ?? code;
