import { type Answer, signedInAs } from '../../../test/render-app.tsx';
import { activeDeal, formAnswer } from '../test-fixtures.ts';

/**
 * The content forms report-damage and schedule-service as the content seed writes them
 * (adapters/sql/seed/content/forms-subscription.ts), for the component tests of the flows.
 */
const required = { required: true, requiredMessage: 'Dies ist ein Pflichtfeld.' };
const address = (name: string, label: string, visibility?: object) => ({
  name,
  kind: 'text',
  label,
  validation: { ...required, maxLength: { value: 100 } },
  ...(visibility ? { visibility } : {}),
});
const zip = (name: string, visibility?: object) => ({
  name,
  kind: 'text',
  label: 'PLZ',
  validation: {
    ...required,
    minLength: { value: 5, message: 'PLZ muss 5-stellig sein' },
    maxLength: { value: 5, message: 'PLZ darf nur 5 Stellen haben' },
  },
  ...(visibility ? { visibility } : {}),
});
const otherAddress = { type: 'falsy', field: 'form.sameAddress' };

export const reportDamageForm = {
  id: 'report-damage',
  modalName: 'REPORT_DAMAGE_MODAL',
  title: 'Schaden melden',
  steps: [
    {
      id: 'category',
      title: 'Was ist passiert?',
      fields: [
        { name: 'technicalDefect', kind: 'checkbox', label: 'Es handelt sich um ein technisches Problem' },
        {
          name: 'problemType',
          kind: 'select',
          label: 'Art des Problems',
          validation: required,
          options: [
            { value: 'exterior', label: 'Außenschaden' },
            { value: 'interior', label: 'Innenraum' },
          ],
        },
        {
          name: 'exteriorProblem',
          kind: 'select',
          label: 'Wo ist der Schaden?',
          validation: required,
          visibility: {
            type: 'and',
            rules: [
              { type: 'falsy', field: 'form.technicalDefect' },
              { type: 'equal', field: 'form.problemType', value: 'exterior' },
            ],
          },
          options: [
            { value: 'front', label: 'Vorne' },
            { value: 'rear', label: 'Hinten' },
          ],
        },
        {
          name: 'damageType',
          kind: 'select',
          label: 'Art des Schadens',
          validation: required,
          visibility: { type: 'falsy', field: 'form.technicalDefect' },
          options: [
            { value: 'scratch', label: 'Kratzer' },
            { value: 'rim', label: 'Felgenschaden' },
          ],
        },
      ],
    },
    {
      id: 'emergency',
      title: 'Ist dein Auto noch fahrbereit?',
      fields: [
        {
          name: 'notDrivible',
          kind: 'checkbox',
          label: 'Mein Auto ist nicht mehr fahrbereit',
          defaultValue: false,
        },
        {
          name: 'emergency_call',
          kind: 'info',
          label: 'Notfall',
          description: 'Bei einem Unfall mit Verletzten wähle bitte sofort den Notruf 112.',
          visibility: { type: 'truthy', field: 'form.notDrivible' },
        },
      ],
    },
    {
      id: 'description',
      title: 'Beschreibe den Schaden',
      fields: [
        {
          name: 'damageDescription',
          kind: 'textarea',
          label: 'Beschreibung',
          validation: {
            ...required,
            minLength: { value: 40, message: 'Bitte gib mindestens 40 Zeichen ein.' },
          },
        },
        { name: 'unknownDate', kind: 'checkbox', label: 'Ich weiß nicht, wann der Schaden entstanden ist' },
        {
          name: 'damageOccurrenceDate',
          kind: 'date',
          label: 'Wann ist der Schaden entstanden?',
          validation: required,
          visibility: { type: 'falsy', field: 'form.unknownDate' },
        },
      ],
    },
    {
      id: 'location',
      title: 'Wo steht dein Auto?',
      fields: [
        { name: 'sameAddress', kind: 'checkbox', label: 'An meiner Adresse', defaultValue: true },
        address('street', 'Straße', otherAddress),
        address('housenumber', 'Hausnummer', otherAddress),
        zip('zip', otherAddress),
        address('city', 'Stadt', otherAddress),
      ],
    },
    {
      id: 'photos',
      title: 'Füge Fotos hinzu',
      fields: [
        {
          name: 'image_locations',
          kind: 'file',
          label: 'Fotos',
          multiple: true,
          validation: {
            required: true,
            requiredMessage: 'Bitte füge mindestens ein Foto hinzu.',
            maxSize: {
              value: 6_291_456,
              message:
                'Einige Dateien sind zu groß. Jedes Foto darf höchstens 6 MB groß sein. Es wurde keine Datei hochgeladen – bitte wähle kleinere Fotos aus.',
            },
            allowedExtensions: { value: ['jpg', 'jpeg', 'png', 'heic'] },
          },
        },
      ],
      endpoint: {
        path: '/portal/api/bff/deals/{subscription_id}/damage-reports',
        successAction: { type: 'modal', modal: 'request-success-modal', title: 'Danke für deine Anfrage' },
      },
    },
  ],
};

export const scheduleServiceForm = {
  id: 'schedule-service',
  title: 'Service-Termin vereinbaren',
  steps: [
    {
      id: 'services',
      title: 'Welche Services brauchst du?',
      fields: [
        {
          name: 'requested_services',
          kind: 'select',
          label: 'Services',
          multiple: true,
          validation: { required: true, requiredMessage: 'Bitte wähle mindestens einen Service aus.' },
          options: [
            { value: 'huau', label: 'Hauptuntersuchung (HU/AU)' },
            { value: 'inspection', label: 'Inspektion' },
            { value: 'oilChange', label: 'Ölwechsel' },
          ],
        },
        {
          name: 'comment',
          kind: 'textarea',
          label: 'Anmerkungen',
          validation: { maxLength: { value: 2000 } },
        },
      ],
    },
    {
      id: 'address',
      title: 'Wo steht dein Auto?',
      fields: [
        address('street', 'Straße'),
        address('houseNumber', 'Hausnummer'),
        zip('postalCode'),
        address('city', 'Stadt'),
      ],
    },
    {
      id: 'summary',
      title: 'Zusammenfassung',
      fields: [
        {
          name: 'vehicle',
          kind: 'info',
          label: 'Dein Fahrzeug',
          description: 'Bitte prüfe Fahrzeug, Services und Adresse.',
        },
      ],
      endpoint: {
        path: '/portal/api/bff/deals/{subscription_id}/service-requests',
        body: {
          car_id: { data: 'deal.car_id' },
          requested_services: 'requested_services',
          comment: 'comment',
          street: 'street',
          houseNumber: 'houseNumber',
          postalCode: 'postalCode',
          city: 'city',
        },
        successAction: { type: 'modal', modal: 'request-success-modal', title: 'Danke für deine Anfrage' },
        errorAction: {
          type: 'modal',
          modal: 'request-error-modal',
          title: 'Das hat leider nicht geklappt',
          description: 'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.',
          confirmLabel: 'Zurück zu meinem Auto',
        },
      },
    },
  ],
};

export const secondDeal = {
  ...activeDeal,
  id: 'd-1003',
  car_id: 'car-78',
  car: { oem: 'Tesla', model: 'Model 3', license_plate: 'B-TS 303' },
};
export const endedDeal = { ...activeDeal, id: 'd-1009', state: 'ENDED' };

/** A signed-in user with these deals (list and details) and the two forms. */
export const flowBff = (
  deals: ({ id: string } & Record<string, unknown>)[],
  user: object | undefined = undefined,
): Record<string, Answer> => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  'GET /portal/api/bff/deals': { status: 200, body: { data: deals } },
  ...Object.fromEntries(
    deals.map((deal) => [`GET /portal/api/bff/deals/${deal.id}`, { status: 200, body: { data: deal } }]),
  ),
  'GET /portal/api/bff/content/forms/report-damage': formAnswer(reportDamageForm),
  'GET /portal/api/bff/content/forms/report-damage-business': formAnswer({
    ...reportDamageForm,
    id: 'report-damage-business',
  }),
  'GET /portal/api/bff/content/forms/schedule-service': formAnswer(scheduleServiceForm),
  'GET /portal/api/bff/content/forms/schedule-service-business': formAnswer({
    ...scheduleServiceForm,
    id: 'schedule-service-business',
    steps: scheduleServiceForm.steps.map((step) =>
      step.id === 'services' ? { ...step, title: 'Welche Services benötigen Sie?' } : step,
    ),
  }),
});

export const nordAdmin = {
  email: 'admin@nordflotte.example',
  name: 'Nora Nord',
  kind: 'business',
  hs_first_name: 'Nora',
  role: 'admin',
  company_id: 'co-nordflotte',
};
