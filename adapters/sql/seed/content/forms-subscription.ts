import {
  CANCELLATION_REASONS,
  type CancellationReason,
  REASONS_NEEDING_COMMENT,
  REASONS_NEEDING_DOCUMENTS,
} from '../../../../core/cancellation/reasons.ts';
import type { LocalisedForm } from '../../../../core/content/types.ts';
import { DAMAGE_DESCRIPTION_MIN_LENGTH } from '../../../../core/damage/rules.ts';
import { MILEAGE_REPORT_MAX_KM } from '../../../../core/mileage/rules.ts';
import {
  DAMAGE_DESCRIPTION_TOO_SHORT,
  DAMAGE_PHOTO_REQUIRED,
  FILE_TOO_LARGE_10_MB,
  FILE_TYPE_UNSUPPORTED,
  IMAGES_TOO_LARGE_DESCRIPTION,
  IMAGES_TOO_LARGE_TITLE,
  MILEAGE_NOT_WHOLE_NUMBER,
  MILEAGE_TOO_HIGH,
} from '../../../../core/shared/validation/messages.ts';
import {
  DAMAGE_PHOTO_MAX_BYTES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  IMAGE_EXTENSIONS,
} from '../../../../core/shared/validation/uploads.ts';
import {
  addressText,
  all,
  any,
  endpoint,
  equal,
  field,
  GENERIC_ERROR,
  info,
  options,
  phone,
  required,
  toast,
  zip,
} from './fields.ts';

/**
 * The wizards that change a subscription (consumer §2 "Flows", §4, §5, §8, §9). Step ids of the
 * cancellation are core's CANCELLATION_STEPS; its rules say what cancellationSteps says.
 */

const dealPath = (rest: string) => `/portal/api/bff/deals/{subscription_id}/${rest}`;

/** The wording of the reasons is ours; the codes are core's (core/cancellation/reasons.ts). */
const REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  income_decline: 'Mein Einkommen ist gesunken',
  health: 'Gesundheitliche Gründe',
  death: 'Todesfall der Vertragsinhaberin oder des Vertragsinhabers',
  moving_abroad: 'Ich ziehe ins Ausland',
  requested_cancellation: 'Ich möchte mein Abo beenden',
  dont_like_car: 'Das Auto gefällt mir nicht',
  customer_request_unhappy_with_service: 'Ich bin mit dem Service unzufrieden',
  too_expensive: 'Das Abo ist mir zu teuer',
  no_longer_needed: 'Ich brauche kein Auto mehr',
  other: 'Anderer Grund',
};

const reasonsNeedingDocuments = [...REASONS_NEEDING_DOCUMENTS];
const reasonsNeedingComment = [...REASONS_NEEDING_COMMENT];
const isDeath = equal('form.cancelation_reason_code', 'death');
const representative = (name: string, label: string) =>
  field('text', name, label, required({ maxLength: { value: 100 } }), { visibility: isDeath });

export const cancellation: LocalisedForm = {
  id: 'cancelation',
  locale: 'de-DE',
  modalName: 'cancelation',
  title: 'Abo kündigen',
  steps: [
    {
      id: 'select_subscription',
      title: 'Welches Abo möchtest du kündigen?',
      fields: [field('select', 'subscription_id', 'Abo', required(), { optionsFrom: 'deals' })],
    },
    {
      id: 'fee',
      title: 'Das kostet dich die Kündigung',
      // Hidden when no months are left, for deals younger than 24 hours, for leads, and while more
      // than one deal awaits handover and this one is CREATED (core/cancellation/steps.ts).
      visibility: all(
        any(equal('deal.months_till_end', null), {
          type: 'number',
          field: 'deal.months_till_end',
          operator: 'gt',
          value: 0,
        }),
        any(equal('deal.created_at', null), {
          type: 'hours',
          field: 'deal.created_at',
          direction: 'since',
          operator: 'gte',
          value: 24,
        }),
        { type: 'not_equal', field: 'deal.variant', value: 'LEAD' },
        any(
          { type: 'not_equal', field: 'deal.state', value: 'CREATED' },
          { type: 'number', field: 'customer.created_deals', operator: 'lte', value: 1 },
        ),
      ),
      fields: [
        // The fees themselves are core's amounts, listed under this text (cancellationFees).
        info(
          'fee_notice',
          'Gebühren',
          'Kündigst du vor dem Ende der Mindestlaufzeit, fallen diese Gebühren an:',
        ),
      ],
    },
    {
      id: 'losses',
      title: 'Das verlierst du mit der Kündigung',
      fields: [
        info(
          'losses_notice',
          'Deine Vorteile',
          // One line a point of the list the wizard shows.
          [
            'Dein Versicherungsschutz endet mit dem Abo.',
            'Wartung, Service und Reifen sind nicht mehr inklusive.',
            'Du sammelst mit diesem Abo keine Treuepunkte mehr.',
            'Deine Monatsrate und dein Kilometerpaket gelten nicht weiter.',
          ].join('\n'),
        ),
      ],
    },
    {
      id: 'reason',
      title: 'Warum möchtest du kündigen?',
      fields: [
        field('select', 'cancelation_reason_code', 'Kündigungsgrund', required(), {
          options: options(...CANCELLATION_REASONS.map((code) => [code, REASON_LABELS[code]] as const)),
        }),
      ],
    },
    {
      id: 'alternatives',
      title: 'Hast du schon an diese Alternativen gedacht?',
      description: 'Vielleicht passt eine dieser Möglichkeiten besser zu dir.',
      visibility: {
        type: 'not_included',
        field: 'form.cancelation_reason_code',
        value: reasonsNeedingDocuments,
      },
      fields: [
        field(
          'radio',
          'alternative',
          'Alternative',
          { required: false },
          {
            options: options(
              // The discount of the other car is core's (alternativeCarDiscountOf), shown below it.
              ['alternative_car', 'Ein anderes Auto abonnieren'],
              ['prolongation', 'Mein Abo verlängern'],
              ['none', 'Möchtest du trotzdem kündigen? Dann geht es mit „Weiter“ weiter.'],
            ),
          },
        ),
      ],
    },
    {
      id: 'documents',
      title: 'Bitte lade einen Nachweis hoch',
      visibility: { type: 'included', field: 'form.cancelation_reason_code', value: reasonsNeedingDocuments },
      fields: [
        field(
          'file',
          'documents',
          'Nachweis',
          required({
            maxSize: { value: DOCUMENT_MAX_BYTES, message: FILE_TOO_LARGE_10_MB },
            allowedExtensions: { value: DOCUMENT_EXTENSIONS, message: FILE_TYPE_UNSUPPORTED },
          }),
          { multiple: true },
        ),
      ],
    },
    {
      id: 'date',
      title: 'Wann soll dein Abo enden?',
      visibility: { type: 'not_equal', field: 'deal.state', value: 'CREATED' },
      fields: [
        field('radio', 'date', 'Kündigungsdatum', required(), {
          options: options(['asap', 'So schnell wie möglich'], ['date', 'Zu einem bestimmten Datum']),
          defaultValue: 'asap',
        }),
        field('date', 'custom-date', 'Datum', required(), { visibility: equal('form.date', 'date') }),
      ],
    },
    {
      id: 'more_info',
      title: 'Möchtest du uns noch etwas mitteilen?',
      fields: [
        field('textarea', 'required_comments', 'Kommentar', required({ maxLength: { value: 2000 } }), {
          visibility: {
            type: 'included',
            field: 'form.cancelation_reason_code',
            value: reasonsNeedingComment,
          },
        }),
        field(
          'textarea',
          'comments',
          'Kommentar (optional)',
          { required: false, maxLength: { value: 2000 } },
          {
            visibility: {
              type: 'not_included',
              field: 'form.cancelation_reason_code',
              value: reasonsNeedingComment,
            },
          },
        ),
        representative('first_name', 'Vorname der vertretenden Person'),
        representative('last_name', 'Nachname der vertretenden Person'),
        { ...phone('phone_number', 'Mobilnummer'), visibility: isDeath },
        field('email', 'email', 'E-Mail', required(), { visibility: isDeath }),
        representative('address', 'Adresse'),
        { ...zip('postal_code', 'Postleitzahl'), visibility: isDeath },
        representative('city', 'Stadt'),
      ],
      // Multipart with the documents (contracts cancelSubscription); the date is "asap" or the
      // custom date, which has a value only while "date" is chosen.
      endpoint: endpoint(
        dealPath('cancellation'),
        'POST',
        {
          cancelation_reason_code: 'cancelation_reason_code',
          date: { firstOf: ['custom-date', 'date'] },
          documents: 'documents',
          required_comments: 'required_comments',
          comments: 'comments',
          first_name: 'first_name',
          last_name: 'last_name',
          phone_number: 'phone_number',
          email: 'email',
          address: 'address',
          postal_code: 'postal_code',
          city: 'city',
        },
        {
          type: 'modal',
          modal: 'request-success-modal',
          title: 'Deine Kündigungsanfrage ist eingegangen',
          description:
            'Unser Team prüft deine Anfrage und bestätigt dir die Kündigung per E-Mail. Bis dahin ist sie in Prüfung.',
        },
      ),
    },
  ],
};

export const prolongation: LocalisedForm = {
  id: 'prolongation',
  locale: 'de-DE',
  modalName: 'extend-subscription-selector',
  title: 'Abo verlängern',
  steps: [
    {
      id: 'term',
      title: 'Wie lange möchtest du verlängern?',
      fields: [
        field('radio', 'term', 'Laufzeit', required(), { optionsFrom: 'prolongation.prolongation_options' }),
      ],
    },
    {
      id: 'overview',
      title: 'Übersicht',
      fields: [
        info('summary', 'Deine Verlängerung', 'Die neue Monatsrate enthält 19 % Umsatzsteuer.'),
        field('checkbox', 'termsAccepted', 'Ich akzeptiere die Bedingungen der Verlängerung.', required()),
      ],
      endpoint: endpoint(
        dealPath('prolongation'),
        'POST',
        { term: 'term', termsAccepted: 'termsAccepted' },
        { type: 'modal', modal: 'request-success-modal', title: 'Dein Abo ist verlängert' },
        { type: 'modal', modal: 'prolongation-failed-modal', title: 'Verlängerung fehlgeschlagen' },
      ),
    },
  ],
};

export const extendSelector: LocalisedForm = {
  id: 'extend-subscription-selector',
  locale: 'de-DE',
  modalName: 'extend-subscription-selector',
  title: 'Wie geht es weiter?',
  steps: [
    {
      id: 'choice',
      title: 'Wie geht es nach deinem Abo weiter?',
      fields: [
        field('radio', 'choice', 'Auswahl', required(), {
          options: options(
            ['prolong', 'Abo verlängern'],
            ['buy_car', 'Auto kaufen'],
            ['follow_up', 'Neues Abo mit einem neuen Auto'],
            ['plan_return', 'Rückgabe planen'],
          ),
        }),
      ],
    },
  ],
};

export const serviceSelector: LocalisedForm = {
  id: 'service-selector',
  locale: 'de-DE',
  modalName: 'service-selector',
  title: 'Service',
  steps: [
    {
      id: 'choice',
      title: 'Wobei können wir dir helfen?',
      fields: [
        field('radio', 'choice', 'Auswahl', required(), {
          options: options(
            ['report_damage', 'Schaden melden'],
            ['schedule_service', 'Service-Termin vereinbaren'],
          ),
        }),
      ],
    },
  ],
};

export const editMileage: LocalisedForm = {
  id: 'edit-mileage',
  locale: 'de-DE',
  modalName: 'edit-mileage',
  title: 'Kilometerpaket ändern',
  steps: [
    {
      id: 'package',
      title: 'Wähle dein neues Kilometerpaket',
      fields: [
        field('radio', 'mileage_package', 'Kilometerpaket', required(), {
          optionsFrom: 'mileagePackages.available_mileage_packages',
          description: 'Ein Kilometerpaket kann nur erhöht, aber nicht verringert werden.',
        }),
      ],
    },
    {
      id: 'overview',
      title: 'Übersicht',
      fields: [info('summary', 'Dein neues Kilometerpaket', 'Bitte prüfe die neue Monatsrate.')],
      endpoint: endpoint(
        dealPath('mileage-package'),
        'PUT',
        { mileage_package: 'mileage_package' },
        toast('Dein Kilometerpaket ist erhöht.'),
        {
          type: 'modal',
          modal: 'request-error-modal',
          title: 'Das hat leider nicht funktioniert',
          description:
            'Dein Kilometerpaket wurde nicht gespeichert. Bitte versuche es erneut oder wende dich an unseren Kundenservice.',
        },
      ),
    },
  ],
};

export const manageKilometres: LocalisedForm = {
  id: 'manage-my-kilometres',
  locale: 'de-DE',
  modalName: 'manage-my-kilometres',
  title: 'Meine Kilometer',
  steps: [
    {
      id: 'actions',
      title: 'Was möchtest du tun?',
      fields: [
        field('radio', 'action', 'Aktion', required(), {
          options: options(
            ['edit-mileage', 'Kilometerpaket erhöhen'],
            ['extra-mileage', 'Einmalig Extrakilometer buchen'],
            ['mileage-report', 'Kilometerstand melden'],
          ),
        }),
      ],
    },
  ],
};

export const mileageReport: LocalisedForm = {
  id: 'mileage-report',
  locale: 'de-DE',
  modalName: 'mileage-report',
  title: 'Kilometerstand melden',
  steps: [
    {
      id: 'mileage',
      title: 'Wie ist dein aktueller Kilometerstand?',
      fields: [
        field(
          'number',
          'mileage',
          'Kilometerstand',
          required({
            integer: { message: MILEAGE_NOT_WHOLE_NUMBER },
            maximumValue: { value: MILEAGE_REPORT_MAX_KM, message: MILEAGE_TOO_HIGH },
          }),
        ),
      ],
      // Form fields plus dealId (consumer §7).
      endpoint: endpoint(
        dealPath('mileage-report'),
        'POST',
        { dealId: { data: 'deal.id' }, mileage: 'mileage' },
        toast('Danke, dein Kilometerstand ist übermittelt.'),
        {
          type: 'toast',
          message: 'Änderung fehlgeschlagen',
        },
      ),
    },
  ],
};

export const extraMileage: LocalisedForm = {
  id: 'extra-mileage',
  locale: 'de-DE',
  modalName: 'manage-my-kilometres',
  title: 'Extrakilometer buchen',
  steps: [
    {
      id: 'kilometres',
      title: 'Wie viele Extrakilometer brauchst du?',
      fields: [
        field(
          'number',
          'kilometres',
          'Kilometer',
          required({ integer: { message: MILEAGE_NOT_WHOLE_NUMBER } }),
        ),
      ],
      endpoint: endpoint(
        dealPath('extra-mileage'),
        'POST',
        { kilometres: 'kilometres' },
        toast('Deine Extrakilometer sind gebucht.'),
        {
          type: 'toast',
          message: 'Änderung fehlgeschlagen',
        },
      ),
    },
  ],
};

export const insuranceUpgrade: LocalisedForm = {
  id: 'insurance-upgrade',
  locale: 'de-DE',
  modalName: 'INSURANCE_UPGRADE',
  title: 'Schutz erweitern',
  steps: [
    {
      id: 'addon',
      title: 'Reduziere deine Selbstbeteiligung',
      fields: [
        // The step's title names the choice; the deductibles in braces are core's amounts.
        field('radio', 'addon_id', 'Schutzpaket', required(), {
          optionsFrom: 'addons',
          description:
            'Danach beträgt deine Selbstbeteiligung bei Vollkasko {full} und bei Teilkasko höchstens {partial}.',
        }),
      ],
      endpoint: endpoint(
        dealPath('insurance'),
        'POST',
        { addon_id: 'addon_id' },
        toast('Dein Schutz ist gebucht.'),
        GENERIC_ERROR,
      ),
    },
  ],
};

const isDamage = { type: 'falsy', field: 'form.technicalDefect' } as const;

export const reportDamage: LocalisedForm = {
  id: 'report-damage',
  locale: 'de-DE',
  modalName: 'REPORT_DAMAGE_MODAL',
  title: 'Schaden melden',
  steps: [
    {
      id: 'category',
      title: 'Was ist passiert?',
      fields: [
        field('checkbox', 'technicalDefect', 'Es handelt sich um ein technisches Problem', {
          required: false,
        }),
        field('select', 'problemType', 'Art des Problems', required(), {
          options: options(
            ['exterior', 'Außenschaden'],
            ['interior', 'Innenraum'],
            ['glass', 'Glas'],
            ['tires', 'Reifen und Felgen'],
            ['engine', 'Motor'],
            ['electronics', 'Elektronik'],
            ['other', 'Sonstiges'],
          ),
        }),
        field(
          'select',
          'exteriorProblem',
          'Wo ist der Schaden?',
          // Asked, and then required, for an exterior damage (core damageDetailsAsked).
          required(),
          {
            visibility: all(isDamage, equal('form.problemType', 'exterior')),
            options: options(
              ['front', 'Vorne'],
              ['rear', 'Hinten'],
              ['left', 'Links'],
              ['right', 'Rechts'],
              ['roof', 'Dach'],
            ),
          },
        ),
        field(
          'select',
          'damageType',
          'Art des Schadens',
          // Asked, and then required, for every damage that is no technical problem.
          required(),
          {
            visibility: isDamage,
            options: options(
              ['scratch', 'Kratzer'],
              ['dent', 'Delle'],
              ['crack', 'Riss'],
              ['rim', 'Felgenschaden'],
            ),
          },
        ),
      ],
    },
    {
      id: 'emergency',
      title: 'Ist dein Auto noch fahrbereit?',
      fields: [
        field(
          'checkbox',
          'notDrivible',
          'Mein Auto ist nicht mehr fahrbereit',
          { required: false },
          { defaultValue: false },
        ),
        info(
          'emergency_call',
          'Notfall',
          'Bei einem Unfall mit Verletzten wähle bitte sofort den Notruf 112.',
          {
            visibility: { type: 'truthy', field: 'form.notDrivible' },
          },
        ),
      ],
    },
    {
      id: 'description',
      title: 'Beschreibe den Schaden',
      fields: [
        field(
          'textarea',
          'damageDescription',
          'Beschreibung',
          required({
            minLength: { value: DAMAGE_DESCRIPTION_MIN_LENGTH, message: DAMAGE_DESCRIPTION_TOO_SHORT },
          }),
        ),
        field('checkbox', 'unknownDate', 'Ich weiß nicht, wann der Schaden entstanden ist', {
          required: false,
        }),
        field('date', 'damageOccurrenceDate', 'Wann ist der Schaden entstanden?', required(), {
          visibility: { type: 'falsy', field: 'form.unknownDate' },
        }),
      ],
    },
    {
      id: 'location',
      title: 'Wo steht dein Auto?',
      fields: [
        field('checkbox', 'sameAddress', 'An meiner Adresse', { required: false }, { defaultValue: true }),
        addressText('street', 'Straße', { type: 'falsy', field: 'form.sameAddress' }),
        addressText('housenumber', 'Hausnummer', { type: 'falsy', field: 'form.sameAddress' }),
        { ...zip('zip'), visibility: { type: 'falsy', field: 'form.sameAddress' } },
        addressText('city', 'Stadt', { type: 'falsy', field: 'form.sameAddress' }),
      ],
    },
    {
      id: 'photos',
      title: 'Füge Fotos hinzu',
      fields: [
        field(
          'file',
          'image_locations',
          'Fotos',
          required({
            requiredMessage: DAMAGE_PHOTO_REQUIRED,
            // The title and the description naming the 6 MB maximum (consumer §5).
            maxSize: {
              value: DAMAGE_PHOTO_MAX_BYTES,
              message: `${IMAGES_TOO_LARGE_TITLE} ${IMAGES_TOO_LARGE_DESCRIPTION}`,
            },
            allowedExtensions: { value: IMAGE_EXTENSIONS },
          }),
          { multiple: true },
        ),
      ],
      // Each photo is uploaded first (/portal/api/bff/active-fleet/damage-reports/images); the report
      // sends their locations.
      endpoint: endpoint(
        dealPath('damage-reports'),
        'POST',
        Object.fromEntries(
          [
            'problemType',
            'exteriorProblem',
            'damageType',
            'damageDescription',
            'technicalDefect',
            'unknownDate',
            'damageOccurrenceDate',
            'sameAddress',
            'street',
            'housenumber',
            'zip',
            'city',
            'notDrivible',
            'image_locations',
          ].map((name) => [name, name]),
        ),
        {
          type: 'modal',
          modal: 'request-success-modal',
          title: 'Danke für deine Anfrage',
        },
      ),
    },
  ],
};

export const scheduleService: LocalisedForm = {
  id: 'schedule-service',
  locale: 'de-DE',
  title: 'Service-Termin vereinbaren',
  steps: [
    {
      id: 'services',
      title: 'Welche Services brauchst du?',
      fields: [
        field(
          'select',
          'requested_services',
          'Services',
          required({ requiredMessage: 'Bitte wähle mindestens einen Service aus.' }),
          {
            multiple: true,
            options: options(
              ['huau', 'Hauptuntersuchung (HU/AU)'],
              ['inspection', 'Inspektion'],
              ['oilChange', 'Ölwechsel'],
            ),
          },
        ),
        field('textarea', 'comment', 'Anmerkungen', { required: false, maxLength: { value: 2000 } }),
      ],
    },
    {
      id: 'address',
      title: 'Wo steht dein Auto?',
      fields: [
        addressText('street', 'Straße'),
        addressText('houseNumber', 'Hausnummer'),
        zip('postalCode'),
        addressText('city', 'Stadt'),
      ],
    },
    {
      id: 'summary',
      title: 'Zusammenfassung',
      fields: [info('vehicle', 'Dein Fahrzeug', 'Bitte prüfe Fahrzeug, Services und Adresse.')],
      endpoint: endpoint(
        '/portal/api/bff/deals/{subscription_id}/service-requests',
        'POST',
        {
          car_id: { data: 'deal.car_id' },
          requested_services: 'requested_services',
          comment: 'comment',
          street: 'street',
          houseNumber: 'houseNumber',
          postalCode: 'postalCode',
          city: 'city',
        },
        { type: 'modal', modal: 'request-success-modal', title: 'Danke für deine Anfrage' },
        {
          type: 'modal',
          modal: 'request-error-modal',
          title: 'Das hat leider nicht geklappt',
          description: 'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.',
          confirmLabel: 'Zurück zu meinem Auto',
        },
      ),
    },
  ],
};
