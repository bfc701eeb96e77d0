import type { LocalisedForm } from '../../../../core/content/types.ts';
import {
  AGE_LIMITS_EXCEEDED,
  DRIVER_TOO_YOUNG,
  EMAIL_INVALID,
  FILE_TOO_LARGE_10_MB,
  FILE_TYPE_UNSUPPORTED,
  PLZ_INVALID_CONTACT,
} from '../../../../core/shared/validation/messages.ts';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES } from '../../../../core/shared/validation/uploads.ts';
import { endpoint, field, GENERIC_ERROR, options, phone, required, toast } from './fields.ts';

/** Account forms: add driver, contact details, password, newsletter (consumer §2, §5, §8, §9). */

const licence = (name: string, label: string) =>
  field(
    'file',
    name,
    label,
    required({
      maxSize: { value: DOCUMENT_MAX_BYTES, message: FILE_TOO_LARGE_10_MB },
      allowedExtensions: { value: DOCUMENT_EXTENSIONS, message: FILE_TYPE_UNSUPPORTED },
    }),
  );

export const addDriver: LocalisedForm = {
  id: 'add-driver',
  locale: 'de-DE',
  title: 'Fahrer:in hinzufügen',
  steps: [
    {
      id: 'person',
      title: 'Wer soll dein Auto fahren?',
      description:
        'Zusätzliche Fahrer:innen sind kostenlos – außer unter 23 oder über 65 Jahren oder mit einem Führerschein, den sie kürzer als 2 Jahre haben: dann 19 € im Monat.',
      fields: [
        field('select', 'relationship_type', 'Beziehung', required(), {
          options: options(
            ['relative_type_1', 'Ehe- oder Lebenspartner:in'],
            ['relative_type_2', 'Familienmitglied'],
            ['employee', 'Mitarbeiter:in'],
            ['other', 'Andere Person'],
          ),
        }),
        field('text', 'firstname', 'Vorname', required({ maxLength: { value: 100 } })),
        field('text', 'lastname', 'Nachname', required({ maxLength: { value: 100 } })),
        field(
          'date',
          'date_of_birth',
          'Geburtsdatum',
          // Minimum age 17 (consumer §9); the specification names no upper age: 99 is ours, to catch
          // a mistyped year, with the add-driver catalogue's age message (dob_age_limits_exceeded).
          required({
            minAge: { value: 17, message: DRIVER_TOO_YOUNG },
            maxAge: { value: 99, message: AGE_LIMITS_EXCEEDED },
          }),
          {
            placeholder: 'TT.MM.JJJJ',
          },
        ),
      ],
    },
    {
      id: 'licence',
      title: 'Führerschein',
      description:
        'Der Führerschein muss ein gültiger EU-Führerschein der Klasse B sein. Fahrer:innen unter 23 Jahren müssen ihn seit mindestens 2 Jahren ohne Unterbrechung haben.',
      fields: [
        licence('dl_front', 'Vorderseite'),
        licence('dl_back', 'Rückseite'),
        field('date', 'driver_license_issue_date', 'Ausstellungsdatum', required(), {
          placeholder: 'TT.MM.JJJJ',
        }),
      ],
    },
    {
      id: 'confirmation',
      title: 'Bestätigung',
      fields: [
        field(
          'checkbox',
          'agreed_to_terms',
          'Ich akzeptiere die Bedingungen für zusätzliche Fahrer:innen.',
          required(),
        ),
        field(
          'checkbox',
          'confirmed_truthful_data',
          'Ich bestätige, dass meine Angaben wahrheitsgemäß sind.',
          required(),
        ),
      ],
      endpoint: endpoint(
        '/portal/api/bff/drivers',
        'POST',
        undefined,
        toast('Fahrer:in hinzugefügt.'),
        GENERIC_ERROR,
      ),
    },
  ],
};

export const contactDetails: LocalisedForm = {
  id: 'contact-details',
  locale: 'de-DE',
  title: 'Kontaktdaten bearbeiten',
  steps: [
    {
      id: 'contact',
      title: 'Deine Kontaktdaten',
      // Name and birthday are locked once filled (the portal disables them).
      fields: [
        field('text', 'firstname', 'Vorname', required({ maxLength: { value: 100 } })),
        field('text', 'lastname', 'Nachname', required({ maxLength: { value: 100 } })),
        field('date', 'date_of_birth', 'Geburtsdatum', { required: false }, { placeholder: 'TT.MM.JJJJ' }),
        { ...phone('phone'), validation: { ...phone('phone').validation, minLength: { value: 4 } } },
        field('phone', 'mobilephone', 'Mobilnummer', { required: false, phone: {} }),
        field('text', 'invoice_street', 'Straße', required({ maxLength: { value: 100 } })),
        field('text', 'invoice_house_number', 'Hausnummer', required({ maxLength: { value: 100 } })),
        field(
          'text',
          'zip',
          'PLZ',
          required({
            minLength: { value: 5, message: PLZ_INVALID_CONTACT },
            maxLength: { value: 5, message: PLZ_INVALID_CONTACT },
          }),
        ),
        field('text', 'city', 'Stadt', required({ maxLength: { value: 100 } })),
      ],
      endpoint: endpoint(
        '/portal/api/bff/profile',
        'PATCH',
        undefined,
        toast('Deine Kontaktdaten sind gespeichert.'),
        GENERIC_ERROR,
      ),
    },
  ],
};

export const changePassword: LocalisedForm = {
  id: 'change-password',
  locale: 'de-DE',
  title: 'Passwort ändern',
  steps: [
    {
      id: 'password',
      title: 'Neues Passwort',
      description: 'Mindestens 8 Zeichen, mit mindestens einem Buchstaben und einer Zahl.',
      fields: [
        field('text', 'currentPassword', 'Aktuelles Passwort', required()),
        field(
          'text',
          'newPassword',
          'Neues Passwort',
          required({ minLength: { value: 8, message: 'Das Passwort entspricht nicht den Anforderungen.' } }),
        ),
        field('text', 'confirmedNewPassword', 'Neues Passwort wiederholen', required()),
      ],
      endpoint: endpoint(
        '/portal/api/bff/profile/password',
        'PUT',
        undefined,
        toast('Dein Passwort wurde geändert.'),
        GENERIC_ERROR,
      ),
    },
  ],
};

export const newsletter: LocalisedForm = {
  id: 'newsletter',
  locale: 'de-DE',
  title: 'Newsletter',
  steps: [
    {
      id: 'signup',
      title: 'Bleib auf dem Laufenden',
      fields: [
        field('text', 'Vorname', 'Vorname', required()),
        field('text', 'Nachname', 'Nachname', required()),
        field('email', 'E-Mail', 'E-Mail', required({ maxLength: { value: 254, message: EMAIL_INVALID } })),
        field(
          'checkbox',
          'gdpr',
          'Ich möchte den Newsletter erhalten und stimme der Datenschutzerklärung zu.',
          required(),
        ),
      ],
      endpoint: endpoint(
        '/portal/api/bff/newsletter',
        'POST',
        undefined,
        toast('Danke für deine Anmeldung!'),
        {
          type: 'toast',
          message: 'Ups, etwas ist schiefgelaufen.',
        },
      ),
    },
  ],
};
