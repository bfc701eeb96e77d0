/**
 * The German messages of the validators. Texts quoted in the specification are copied verbatim
 * (consumer-portal.md section 5, business-portal-and-shared.md section 5); texts marked
 * "not given by the specification" are our design, in the du-form of the consumer portal or the
 * Sie-form of the business portal, and may be replaced when the product team supplies wording.
 */

export const REQUIRED = 'Dies ist ein Pflichtfeld.';

// Phone
/** Consumer phone message — not given by the specification (it names the rule, not the text). */
export const PHONE_INVALID =
  'Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.';
export const PHONE_INVALID_BUSINESS_TEMPLATE =
  'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. {phone} oder {phone}).';
/** The two example numbers filled into the business template: a Berlin landline and a mobile number. */
export const PHONE_EXAMPLES = ['030 12345678', '+49 151 23456789'] as const;
export const PHONE_INVALID_BUSINESS = PHONE_EXAMPLES.reduce<string>(
  (text, example) => text.replace('{phone}', example),
  PHONE_INVALID_BUSINESS_TEMPLATE,
);

// Postal code
export const PLZ_NOT_FIVE_DIGITS = 'PLZ muss 5-stellig sein';
export const PLZ_TOO_LONG = 'PLZ darf nur 5 Stellen haben';
export const PLZ_INVALID_CONTACT = 'ungültige PLZ';
export const PLZ_INVALID_BUSINESS = 'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.';
export const MAINLAND_ONLY = 'nur Orte auf dem Festland';

// IBAN
/** Not given by the specification; it only says the message suggests this format. */
export const IBAN_INVALID = 'Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.';

// E-mail
/** Not given by the specification. */
export const EMAIL_INVALID = 'Bitte gib eine gültige E-Mail-Adresse ein.';

// Password
export const PASSWORD_WEAK = 'Das Passwort entspricht nicht den Anforderungen.';
export const PASSWORD_SAME_AS_CURRENT = 'Du kannst leider nicht dein aktuelles Passwort verwenden.';
export const PASSWORD_MISMATCH = 'Die von dir angegebenen Passwörter stimmen nicht überein.';

// Dates and age
/** Not given by the specification (the input mask is DD.MM.YYYY). */
export const DATE_INVALID = 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.';
/** Not given by the specification. */
export const BIRTH_DATE_IN_FUTURE = 'Das Geburtsdatum darf nicht in der Zukunft liegen.';
export const DRIVER_TOO_YOUNG = 'Du musst mindestens 17 Jahre alt sein.';
/** The minimum-age text of the specification with any age: `minimumAgeMessage(17)` is DRIVER_TOO_YOUNG. */
export const minimumAgeMessage = (years: number): string => `Du musst mindestens ${years} Jahre alt sein.`;
/** From the add-driver error catalogue (dob_age_limits_exceeded), used for a maximum age. */
export const AGE_LIMITS_EXCEEDED = 'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.';

// Uploads
export const FILE_TOO_LARGE_10_MB = 'Diese Datei ist zu groß (Maximalgröße 10 MB).';
export const FILE_TYPE_UNSUPPORTED =
  'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).';
export const IMAGES_TOO_LARGE_TITLE = 'Einige Dateien sind zu groß.';
/** Not given by the specification; it only says the description names the 6 MB maximum. */
export const IMAGES_TOO_LARGE_DESCRIPTION =
  'Jedes Foto darf höchstens 6 MB groß sein. Es wurde keine Datei hochgeladen – bitte wähle kleinere Fotos aus.';
/** Not given by the specification. */
export const IMAGE_TYPE_UNSUPPORTED = 'Bitte wähle nur Bilddateien aus. Es wurde keine Datei hochgeladen.';
/**
 * The specification quotes this form error in English ("Images are still uploading…"), the one
 * English text of its German portal: the English catalogues keep it verbatim, the German portal
 * says it in German (docs/ui/wizards.md "Uploads: refusals, thumbnails, the upload's form error").
 */
export const IMAGES_STILL_UPLOADING = 'Die Fotos werden noch hochgeladen …';
/** The specification's English text, as the English catalogues show it. */
export const IMAGES_STILL_UPLOADING_EN = 'Images are still uploading…';

// Damage report
export const DAMAGE_DESCRIPTION_TOO_SHORT = 'Bitte gib mindestens 40 Zeichen ein.';
export const DAMAGE_PHOTO_REQUIRED = 'Bitte füge mindestens ein Foto hinzu.';
/** Not given by the specification. */
export const DAMAGE_DATE_IN_FUTURE = 'Das Datum darf nicht in der Zukunft liegen.';

// Mileage — none of these texts is given by the specification.
export const MILEAGE_NOT_WHOLE_NUMBER =
  'Bitte gib den Kilometerstand als ganze Zahl ohne Punkt oder Komma ein.';
export const MILEAGE_TOO_HIGH = 'Der Kilometerstand darf höchstens 999.999 km betragen.';
export const MILEAGE_PACKAGE_OUT_OF_RANGE = 'Das Kilometerpaket muss zwischen 500 und 5.000 km liegen.';
export const MILEAGE_PACKAGE_NOT_RAISED =
  'Dein Kilometerpaket kann nur erhöht, aber nicht verringert werden.';

// Cancellation — not given by the specification.
export const CANCELLATION_REASON_UNKNOWN = 'Bitte wähle einen Kündigungsgrund aus der Liste aus.';
export const CANCELLATION_DATE_IN_PAST = 'Das Kündigungsdatum darf nicht in der Vergangenheit liegen.';

// Address texts — not given by the specification (it gives the limit 1-100).
export const TEXT_TOO_LONG_100 = 'Bitte gib höchstens 100 Zeichen ein.';
export const TEXT_TOO_LONG_100_BUSINESS = 'Bitte geben Sie höchstens 100 Zeichen ein.';

// Business handover form (business-portal-and-shared.md section 5)
export const FIRSTNAME_MISSING = 'Vorname fehlt';
export const LASTNAME_MISSING = 'Nachname fehlt';
export const CITY_MISSING = 'Stadt fehlt';
export const PLZ_MISSING = 'PLZ fehlt';
export const STREET_MISSING = 'Straße fehlt';
export const HOUSENUMBER_MISSING = 'Hausnummer fehlt';
export const DELIVERY_DATE_MISSING = 'Lieferdatum fehlt';
export const PHONE_MISSING = 'Telefonnummer fehlt';
export const TIME_MISSING_BUSINESS = 'Bitte wählen Sie eine Uhrzeit aus';
