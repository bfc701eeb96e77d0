/** Texts the specification does not give (our design, du-form). */
export const SERVICE_NOT_CHOSEN = 'Bitte wähle mindestens einen Service aus.';
export const SERVICE_NOT_POSSIBLE = 'Für dieses Abo kann kein Service-Termin angefragt werden.';
export const ALTERNATIVE_CAR_NOT_OFFERED = 'Für dieses Abo gibt es kein Angebot für ein anderes Fahrzeug.';
/** The schedule-service error modal's description of the content (seed/content/forms-subscription.ts). */
export const SERVICE_REQUEST_FAILED =
  'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.';
export const PURCHASE_OFFER_NOT_POSSIBLE = 'Für dieses Abo kann kein Kaufangebot angefragt werden.';
/** The success text of the specification's catalogue (consumer spec §8 "report sent"). */
export const REQUEST_RECEIVED = 'Danke für deine Anfrage';
