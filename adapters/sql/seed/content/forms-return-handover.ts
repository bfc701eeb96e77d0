import type { LocalisedForm } from '../../../../core/content/types.ts';
import { APPRAISAL_SLOTS, DEFAULT_APPRAISAL_SLOT } from '../../../../core/return/rules.ts';
import { IBAN_INVALID } from '../../../../core/shared/validation/messages.ts';
import {
  addressText,
  all,
  any,
  endpoint,
  equal,
  field,
  info,
  notBusiness,
  options,
  phone,
  REQUEST_ERROR,
  required,
  toast,
  zip,
} from './fields.ts';

/**
 * The return and handover wizards and their neighbours (consumer §2 "Flows", §5, §7, §9). Step ids
 * are core's (core/return/rules.ts RETURN_WIZARD_STEPS, core/handover/rules.ts
 * HANDOVER_WIZARD_STEPS); the visibility rules say what returnWizardSteps and handoverWizardSteps
 * say, which tests/content/definitions.test.ts checks.
 */

const dealPath = (rest: string) => `/portal/api/bff/deals/{subscription_id}/${rest}`;

export const returnWizard: LocalisedForm = {
  id: 'return',
  locale: 'de-DE',
  modalName: 'MULTISTEP_EDIT_RETURN',
  title: 'Rückgabe planen',
  steps: [
    {
      id: 'reason',
      title: 'Warum gibst du dein Auto zurück?',
      // Skipped for business, or when a return type or a follow-up subscription exists.
      visibility: all(
        notBusiness,
        { type: 'falsy', field: 'deal.return_type' },
        { type: 'falsy', field: 'deal.followup_subscription_id' },
      ),
      fields: [field('textarea', 'comment', 'Dein Kommentar (optional)', { required: false })],
      endpoint: endpoint(dealPath('non-retention-comment'), 'POST', { comment: 'comment' }),
    },
    {
      id: 'return-type',
      title: 'Wie möchtest du dein Auto zurückgeben?',
      fields: [
        field('radio', 'return_type', 'Rückgabeart', required(), {
          options: options(['PICKUP', 'Abholung bei dir'], ['SELF_RETURN', 'Selbst zurückbringen']),
        }),
      ],
    },
    {
      id: 'address',
      title: 'Wo sollen wir dein Auto abholen?',
      // Business customers keep it for a pickup: the pickup needs the address (business spec §5).
      visibility: equal('form.return_type', 'PICKUP'),
      fields: [
        addressText('return_street', 'Straße'),
        addressText('return_housenumber', 'Hausnummer'),
        zip('return_zip'),
        addressText('return_city', 'Stadt'),
        field('text', 'return_address_extra', 'Adresszusatz (optional)', {
          required: false,
          maxLength: { value: 100 },
        }),
      ],
    },
    {
      id: 'self-return-address',
      title: 'Hier bringst du dein Auto hin',
      visibility: equal('form.return_type', 'SELF_RETURN'),
      fields: [
        info('compound_address', 'Rückgabeort', 'Die Adresse des Rückgabeorts wird dir hier angezeigt.', {
          optionsFrom: 'returnMetadata.compound_locations',
        }),
      ],
    },
    {
      id: 'appointment',
      title: 'Wann passt es dir?',
      fields: [
        field('date', 'preferred_return_date', 'Datum', required(), {
          optionsFrom: 'returnMetadata.availabilities',
        }),
        field('select', 'slot', 'Uhrzeit', required(), { optionsFrom: 'returnMetadata.slots' }),
      ],
    },
    {
      id: 'contact',
      title: 'Wie erreichen wir dich?',
      visibility: any(notBusiness, equal('form.return_type', 'PICKUP')),
      fields: [
        addressText('return_firstname', 'Vorname'),
        addressText('return_lastname', 'Nachname'),
        phone('return_phone_number'),
        field('email', 'return_email', 'E-Mail (optional)', { required: false }),
      ],
    },
    {
      id: 'overview',
      title: 'Übersicht',
      fields: [info('summary', 'Deine Rückgabe', 'Bitte prüfe deine Angaben.')],
      endpoint: endpoint(
        dealPath('return'),
        'PUT',
        {
          return_type: 'return_type',
          preferred_return_date: 'preferred_return_date',
          slot: 'slot',
          return_firstname: 'return_firstname',
          return_lastname: 'return_lastname',
          return_street: 'return_street',
          return_housenumber: 'return_housenumber',
          return_zip: 'return_zip',
          return_city: 'return_city',
          return_address_extra: 'return_address_extra',
          return_phone_number: 'return_phone_number',
          return_email: 'return_email',
        },
        toast('Deine Rückgabe ist bestätigt.'),
      ),
    },
  ],
};

export const handoverWizard: LocalisedForm = {
  id: 'handover',
  locale: 'de-DE',
  modalName: 'MULTISTEP_EDIT_HANDOVER',
  title: 'Übergabe bearbeiten',
  steps: [
    {
      id: 'intro',
      title: 'Bevor du die Übergabe änderst',
      // Hidden for business, when the change fee is 0, or for a same-day swap.
      visibility: all(
        notBusiness,
        { type: 'not_equal', field: 'handoverChangeFee.amount', value: 0 },
        { type: 'not_equal', field: 'deal.subscribed_to', value: 'SWAP_SAME_DAY' },
      ),
      fields: [
        info(
          'change_fee_notice',
          'Änderungsgebühr',
          'Ist die Übergabe schon geplant, kann eine Änderung kurzfristig eine Gebühr von 249 € kosten.',
        ),
      ],
    },
    {
      id: 'address',
      title: 'Wohin dürfen wir liefern?',
      fields: [
        addressText('handover_firstname', 'Vorname'),
        addressText('handover_lastname', 'Nachname'),
        addressText('handover_street', 'Straße'),
        addressText('handover_housenumber', 'Hausnummer'),
        zip('handover_zip'),
        addressText('handover_city', 'Stadt'),
        field('text', 'handover_address_extra', 'Adresszusatz (optional)', {
          required: false,
          maxLength: { value: 100 },
        }),
      ],
    },
    {
      id: 'appointment',
      title: 'Wann dürfen wir liefern?',
      fields: [
        field('date', 'preferred_handover_date', 'Lieferdatum', required(), {
          optionsFrom: 'handover.availabilities',
        }),
        field('select', 'slot', 'Uhrzeit', required(), { optionsFrom: 'handover.slots' }),
      ],
    },
    {
      id: 'contact',
      title: 'Wie erreichen wir dich?',
      fields: [
        phone('handover_phone_number'),
        field('email', 'handover_email', 'E-Mail (optional)', { required: false }),
      ],
    },
    {
      id: 'overview',
      title: 'Übersicht',
      fields: [info('summary', 'Deine Übergabe', 'Bitte prüfe deine Angaben.')],
      endpoint: endpoint(
        dealPath('handover'),
        'PUT',
        {
          handover_firstname: 'handover_firstname',
          handover_lastname: 'handover_lastname',
          handover_street: 'handover_street',
          handover_housenumber: 'handover_housenumber',
          handover_zip: 'handover_zip',
          handover_city: 'handover_city',
          handover_address_extra: 'handover_address_extra',
          handover_phone_number: 'handover_phone_number',
          handover_email: 'handover_email',
          preferred_handover_date: 'preferred_handover_date',
          slot: 'slot',
        },
        toast('Deine Übergabe ist aktualisiert.'),
      ),
    },
  ],
};

/** Consumer §9: hourly slots 08:00-19:00, slot value 8 to 18. */
const pickupSlots = Array.from({ length: 11 }, (_, index) => {
  const hour = 8 + index;
  const two = (n: number) => String(n).padStart(2, '0');
  return [hour, `${two(hour)}:00 – ${two(hour + 1)}:00 Uhr`] as const;
});

export const selfPickup: LocalisedForm = {
  id: 'handover-self-pickup',
  locale: 'de-DE',
  modalName: 'handover-self-pickup',
  title: 'Selbst abholen',
  steps: [
    {
      id: 'intro',
      // The amounts and hours are core's (core/handover/rules.ts), filled in where the text names them.
      title: 'Hol dein Auto selbst ab und spare {saving}',
      fields: [
        info(
          'offer',
          'Abholung an der Station',
          'Statt {delivery} Liefergebühr zahlst du nur {pickup}. Die Station ist von {opens} bis {closes} Uhr geöffnet.',
        ),
      ],
    },
    {
      id: 'slot',
      title: 'Wann holst du dein Auto ab?',
      fields: [field('radio', 'slot', 'Uhrzeit', required(), { options: options(...pickupSlots) })],
      endpoint: endpoint(
        '/portal/api/bff/deals/{subscription_id}/self-pickup',
        'POST',
        { slot: 'slot' },
        toast('Deine Abholung an der Station ist hinterlegt.'),
        // offer_expired and already_booked have their own modals (consumer §8 "Self-pickup").
        { type: 'modal', modal: 'request-error-modal', title: 'Angebot abgelaufen' },
      ),
    },
  ],
};

export const onsiteAppraisal: LocalisedForm = {
  id: 'onsite-appraisal-booking',
  locale: 'de-DE',
  modalName: 'onsite-appraisal-booking',
  title: 'Begutachtung vor der Rückgabe',
  steps: [
    {
      id: 'address',
      title: 'Hier begutachten wir dein Auto',
      fields: [
        info('appraisal_address', 'Adresse', 'Die Begutachtung findet an deiner Rückgabeadresse statt.'),
      ],
    },
    {
      id: 'date-time',
      title: 'Wähle Datum und Uhrzeit',
      fields: [
        field('select', 'appointment_date', 'Datum', required(), { optionsFrom: 'appraisal.options' }),
        field('radio', 'appointment_timeslot', 'Uhrzeit', required(), {
          options: options(...APPRAISAL_SLOTS.map((slot) => [slot.value, slot.formatted_time] as const)),
          defaultValue: DEFAULT_APPRAISAL_SLOT,
        }),
      ],
      endpoint: endpoint(
        dealPath('pre-return-appraisal'),
        'POST',
        { appointment_date: 'appointment_date', appointment_timeslot: 'appointment_timeslot' },
        toast('Termin erfolgreich angefragt!'),
      ),
    },
  ],
};

export const depositRefund: LocalisedForm = {
  id: 'deposit-refund-details',
  locale: 'de-DE',
  modalName: 'deposit-refund-details',
  title: 'Bankverbindung für die Kautionsrückzahlung',
  steps: [
    {
      id: 'bank-account',
      title: 'Wohin dürfen wir deine Kaution überweisen?',
      fields: [
        field('text', 'account_holder', 'Kontoinhaber:in', required({ maxLength: { value: 100 } })),
        field('iban', 'iban', 'IBAN', required({ iban: { message: IBAN_INVALID } }), {
          placeholder: 'DE89 3704 0044 0532 0130 00',
        }),
      ],
      endpoint: endpoint(
        dealPath('deposit-refund-details'),
        'POST',
        { iban: 'iban', account_holder: 'account_holder' },
        toast('Bankverbindung erfolgreich hinterlegt'),
        REQUEST_ERROR,
      ),
    },
  ],
};
