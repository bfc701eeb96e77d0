/**
 * The wizards laid out by their content forms read the seeded texts where the catalogue spoke
 * before (docs/ui/wizards.md "Wizards laid out by their content"): the seeded forms say exactly the
 * portal's German texts, so seeding the content changed nothing a customer reads.
 */
import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS } from '../../../../core/cancellation/reasons.ts';
import type { LocalisedForm } from '../../../../core/content/types.ts';
import { deDE, type MessageId } from '../../../react-ui/src/i18n/messages/de-DE.ts';
import { contractSigning } from './forms-contract.ts';
import { onsiteAppraisal } from './forms-return-handover.ts';
import { cancellation, insuranceUpgrade } from './forms-subscription.ts';

type Place =
  | { readonly step: string; readonly title: MessageId }
  | { readonly step: string; readonly description: MessageId }
  | { readonly step: string; readonly field: string; readonly label: MessageId }
  | { readonly step: string; readonly field: string; readonly hint: MessageId }
  | { readonly step: string; readonly field: string; readonly lines: readonly MessageId[] }
  | { readonly step: string; readonly field: string; readonly option: string; readonly text: MessageId };

/** The form's text at a place, as the wizard reads it (wizard-content.ts). */
const textAt = (form: LocalisedForm, place: Place): string | undefined => {
  const step = form.steps.find((candidate) => candidate.id === place.step);
  if ('title' in place) return step?.title;
  if (!('field' in place)) return step?.description;
  const field = step?.fields.find((candidate) => candidate.name === place.field);
  if ('label' in place) return field?.label;
  if ('option' in place) return field?.options?.find((option) => option.value === place.option)?.label;
  return field?.description;
};

const catalogueAt = (place: Place): string => {
  if ('title' in place) return deDE[place.title];
  if ('description' in place) return deDE[place.description];
  if ('label' in place) return deDE[place.label];
  if ('hint' in place) return deDE[place.hint];
  if ('lines' in place) return place.lines.map((id) => deDE[id]).join('\n');
  return deDE[place.text];
};

const CANCELLATION: readonly Place[] = [
  { step: 'select_subscription', title: 'cancellation.step.select' },
  { step: 'select_subscription', field: 'subscription_id', label: 'cancellation.select.label' },
  { step: 'fee', title: 'cancellation.step.fee' },
  { step: 'fee', field: 'fee_notice', label: 'cancellation.fee.listLabel' },
  { step: 'fee', field: 'fee_notice', hint: 'cancellation.fee.intro' },
  { step: 'losses', title: 'cancellation.step.losses' },
  {
    step: 'losses',
    field: 'losses_notice',
    lines: [
      'cancellation.losses.insurance',
      'cancellation.losses.service',
      'cancellation.losses.loyalty',
      'cancellation.losses.rate',
    ],
  },
  { step: 'reason', title: 'cancellation.step.reason' },
  { step: 'reason', field: 'cancelation_reason_code', label: 'cancellation.reason.label' },
  ...CANCELLATION_REASONS.map(
    (reason): Place => ({
      step: 'reason',
      field: 'cancelation_reason_code',
      option: reason,
      text: `cancellation.reason.${reason}` as MessageId,
    }),
  ),
  { step: 'alternatives', title: 'cancellation.step.alternatives' },
  { step: 'alternatives', description: 'cancellation.alternatives.intro' },
  {
    step: 'alternatives',
    field: 'alternative',
    option: 'alternative_car',
    text: 'cancellation.alternatives.otherCar',
  },
  {
    step: 'alternatives',
    field: 'alternative',
    option: 'prolongation',
    text: 'cancellation.alternatives.prolong',
  },
  { step: 'alternatives', field: 'alternative', option: 'none', text: 'cancellation.alternatives.continue' },
  { step: 'documents', title: 'cancellation.step.documents' },
  { step: 'documents', field: 'documents', label: 'cancellation.documents.label' },
  { step: 'date', title: 'cancellation.step.date' },
  { step: 'date', field: 'date', label: 'cancellation.date.label' },
  { step: 'date', field: 'date', option: 'asap', text: 'cancellation.date.asap' },
  { step: 'date', field: 'date', option: 'date', text: 'cancellation.date.custom' },
  { step: 'date', field: 'custom-date', label: 'cancellation.date.day' },
  { step: 'more_info', title: 'cancellation.step.moreInfo' },
  { step: 'more_info', field: 'required_comments', label: 'cancellation.comment.required' },
  { step: 'more_info', field: 'comments', label: 'cancellation.comment.optional' },
  { step: 'more_info', field: 'first_name', label: 'cancellation.representative.firstName' },
  { step: 'more_info', field: 'last_name', label: 'cancellation.representative.lastName' },
  { step: 'more_info', field: 'phone_number', label: 'cancellation.representative.phone' },
  { step: 'more_info', field: 'email', label: 'cancellation.representative.email' },
  { step: 'more_info', field: 'address', label: 'cancellation.representative.address' },
  { step: 'more_info', field: 'postal_code', label: 'cancellation.representative.postalCode' },
  { step: 'more_info', field: 'city', label: 'cancellation.representative.city' },
];

const INSURANCE_UPGRADE: readonly Place[] = [
  { step: 'addon', title: 'insurance.choose' },
  { step: 'addon', field: 'addon_id', hint: 'insurance.after' },
];

const APPRAISAL: readonly Place[] = [
  { step: 'address', title: 'appraisal.address.title' },
  { step: 'address', field: 'appraisal_address', hint: 'appraisal.address.text' },
  { step: 'date-time', title: 'appraisal.date.title' },
  { step: 'date-time', field: 'appointment_date', label: 'appraisal.date.day' },
  { step: 'date-time', field: 'appointment_timeslot', label: 'appraisal.date.slot' },
];

const CONTRACT_SIGNING: readonly Place[] = [
  { step: 'sign', title: 'contract.title' },
  { step: 'sign', field: 'deadline', hint: 'contract.deadline' },
  { step: 'sign', field: 'confirmed', label: 'contract.confirm' },
  { step: 'sign', field: 'signer_name', label: 'contract.name' },
  { step: 'sign', field: 'signer_name', hint: 'contract.nameHint' },
];

/** The action a step's call confirms with, the first of the form. */
const successOf = (form: LocalisedForm) =>
  form.steps.flatMap((step) => (step.endpoint?.successAction ? [step.endpoint.successAction] : []))[0];

const WIZARDS: readonly (readonly [string, LocalisedForm, MessageId, readonly Place[], object])[] = [
  [
    'cancellation',
    cancellation,
    'cancellation.title',
    CANCELLATION,
    {
      type: 'modal',
      title: deDE['cancellation.success.title'],
      description: deDE['cancellation.success.text'],
    },
  ],
  [
    'insurance upgrade',
    insuranceUpgrade,
    'insurance.title',
    INSURANCE_UPGRADE,
    { type: 'toast', message: deDE['insurance.booked'] },
  ],
  [
    'onsite appraisal',
    onsiteAppraisal,
    'appraisal.title',
    APPRAISAL,
    { type: 'toast', message: deDE['appraisal.requested'] },
  ],
  [
    'contract signing',
    contractSigning,
    'contract.title',
    CONTRACT_SIGNING,
    { type: 'toast', message: deDE['contract.signed.toast'] },
  ],
];

describe('the seeded wizard forms', () => {
  it.each(WIZARDS)('say the %s’s texts as the portal said them', (_, form, title, places, success) => {
    expect(form.title).toBe(deDE[title]);
    for (const place of places) expect([place, textAt(form, place)]).toEqual([place, catalogueAt(place)]);
    expect(successOf(form)).toMatchObject(success);
  });
});
