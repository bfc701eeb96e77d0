import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressFormField } from '../../../../../../core/handover/address-fields.ts';
import {
  HANDOVER_WIZARD_STEPS,
  type HandoverWizardStep,
  handoverWizardSteps,
  isHandoverContinueDisabled,
  isShortNoticeChangeFee,
} from '../../../../../../core/handover/rules.ts';
import { validateDeliveryZip } from '../../../../../../core/shared/validation/postal-code.ts';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { handoverQuery } from '../api/wizard-queries.ts';
import type { ModalProps } from '../modal-registry.tsx';
import { AddressFields, type TextFieldName } from './AddressFields.tsx';
import { AppointmentPicker, useAppointmentRow } from './AppointmentPicker.tsx';
import { addressErrors, type FieldMessage, hasErrors } from './address-form.ts';
import {
  type Handover,
  payloadOf,
  startValues,
  submitBodyOf,
  useChangeFee,
  useHandoverFeeText,
} from './handover-form.ts';
import { handoverMetadataQuery } from './queries.ts';
import { SameAsContactAddress, useContactAddress } from './SameAsContactAddress.tsx';
import { SubmitProblem, WizardOverview } from './Summary.tsx';
import { useContentSteps } from './use-content-steps.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { WizardModal, type WizardShell } from './WizardModal.tsx';
import { useContentWording } from './wizard-content.ts';
import { useIsBusiness } from './wording.ts';

const NAME_FIELDS = ['firstname', 'lastname'] as const satisfies AddressFormField[];
const PLACE_FIELDS = ['street', 'housenumber', 'zip', 'city'] as const satisfies AddressFormField[];
const ADDRESS_FIELDS = [...NAME_FIELDS, ...PLACE_FIELDS] as const satisfies AddressFormField[];

const TITLES: Record<HandoverWizardStep, MessageId> = {
  intro: 'returnHandover.handover.intro.title',
  address: 'returnHandover.handover.address.title',
  appointment: 'returnHandover.handover.appointment.title',
  contact: 'returnHandover.handover.contact.title',
  overview: 'returnHandover.handover.overview.title',
};

/** The content form's name of each of the wizard's text fields (adapters/sql/seed/content, `handover`). */
const CONTENT_NAMES = {
  firstname: 'handover_firstname',
  lastname: 'handover_lastname',
  street: 'handover_street',
  housenumber: 'handover_housenumber',
  zip: 'handover_zip',
  city: 'handover_city',
  address_extra: 'handover_address_extra',
  phone_number: 'handover_phone_number',
  email: 'handover_email',
} as const;

const HandoverWizard = ({ deal, content, loaded: handover, submission }: WizardShell<Handover>) => {
  const api = usePortalApi();
  const text = useText();
  const words = useContentWording(content);
  const format = useFormat();
  const appointmentRow = useAppointmentRow();
  const feeText = useHandoverFeeText();
  const business = useIsBusiness();
  const [values, setValues] = useState(() => startValues(handover));
  const [errors, setErrors] = useState<Partial<Record<string, FieldMessage>>>({});
  // Consumer spec §5: "same as contact address" fills the delivery address and disables its fields.
  const contactAddress = useContactAddress(business);
  const [sameAsContact, setSameAsContact] = useState(false);
  const chooseSameAsContact = (on: boolean) => {
    setSameAsContact(on);
    submission.clearProblem();
    if (!on || !contactAddress) return;
    setValues((current) => ({ ...current, ...contactAddress }));
    setErrors(({ street: _s, housenumber: _h, zip: _z, city: _c, ...rest }) => rest);
  };
  const [startPayload] = useState(() => payloadOf(values));
  const startFee = useChangeFee(deal.id, startPayload);
  const fee = useChangeFee(deal.id, payloadOf(values));
  const zip = validateDeliveryZip(values.zip).unwrapOr(undefined);
  const metadata = useQuery(handoverMetadataQuery(api, deal.id, zip));
  const dateSlots = metadata.data?.availabilities;

  // The intro follows the fee of the handover as it stands when the wizard opens (consumer spec §2).
  // Core's rule says which steps the deal gets; the content form `handover` their order and texts.
  const shown = handoverWizardSteps({
    isBusiness: business,
    changeFee: startFee.data?.amount,
    isSameDaySwap: deal.subscribed_to === 'SWAP_SAME_DAY',
  });
  const steps = useContentSteps(
    content,
    { known: HANDOVER_WIZARD_STEPS, shown },
    {
      deal,
      customer: { kind: business ? 'business' : 'consumer' },
      handoverChangeFee: startFee.data ?? null,
      form: { preferred_handover_date: values.date, slot: values.slot },
    },
    'address',
  );
  if (startFee.fetchStatus === 'fetching' && startFee.isPending) return <LoadingState />;
  const planned = steps.step;
  const step: HandoverWizardStep | undefined = planned.kind === 'domain' ? planned.id : undefined;
  const stepContent = planned.content;
  const labels = words.labels(stepContent, CONTENT_NAMES);
  const addressLabels = {
    ...labels,
    zipHint: words.hint(stepContent, 'handover_zip', 'returnHandover.field.zipHint'),
  };

  const change = (field: TextFieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    submission.clearProblem();
    if (field === 'address_extra' || field === 'email') return;
    const checked = addressErrors(next, [field], business);
    setErrors(({ [field]: _, ...rest }) => ({ ...rest, ...checked }));
  };

  const stepErrors = (): Partial<Record<string, FieldMessage>> => {
    switch (step) {
      case 'address':
        return addressErrors(values, ADDRESS_FIELDS, business);
      case 'appointment':
        return addressErrors(values, ['date', 'slot'], business);
      case 'contact':
        return addressErrors(values, ['phone_number'], business);
      default:
        return {};
    }
  };

  const submit = () =>
    submission.submit(
      () => api.submitHandover({ params: { id: deal.id }, body: submitBodyOf(values) }),
      words.done('returnHandover.handover.done'),
    );

  const next = () => {
    if (!steps.contentStepPasses()) return;
    const found = stepErrors();
    setErrors(found);
    if (hasErrors(found)) return;
    if (steps.last) return void submit();
    steps.forward();
  };

  return (
    <WizardFrame
      index={steps.index}
      count={steps.plan.length}
      title={step ? words.title(stepContent, TITLES[step]) : (stepContent?.title ?? '')}
      last={steps.last}
      nextDisabled={
        step !== undefined &&
        isHandoverContinueDisabled(
          step,
          dateSlots?.map((entry) => entry.date),
        )
      }
      busy={submission.busy}
      onBack={steps.back}
      onNext={next}
    >
      {step ? null : steps.contentFields}
      {step && words.description(stepContent) ? <p>{words.description(stepContent)}</p> : null}
      {step === 'intro' && startFee.data ? (
        <p>
          {text(
            isShortNoticeChangeFee(startFee.data)
              ? 'returnHandover.handover.intro.shortNotice'
              : 'returnHandover.handover.intro.fee',
            { fee: format.money(startFee.data.amount) },
          )}
        </p>
      ) : null}
      {step === 'address' ? (
        <>
          {contactAddress ? (
            <SameAsContactAddress
              address={contactAddress}
              checked={sameAsContact}
              onChange={chooseSameAsContact}
            />
          ) : null}
          <AddressFields
            fields={NAME_FIELDS}
            values={values}
            errors={errors}
            onChange={change}
            labels={addressLabels}
          />
          <AddressFields
            fields={PLACE_FIELDS}
            values={values}
            errors={errors}
            onChange={change}
            disabled={sameAsContact}
            labels={addressLabels}
          />
          <AddressFields
            fields={['address_extra']}
            values={values}
            errors={errors}
            onChange={change}
            labels={addressLabels}
          />
          {dateSlots?.length === 0 ? <SubmitProblem kind={{ kind: 'no_availabilities' }} /> : null}
        </>
      ) : null}
      {step === 'appointment' ? (
        <AppointmentPicker
          dateSlots={dateSlots}
          date={values.date}
          slot={values.slot}
          dateLabel="returnHandover.field.deliveryDate"
          labels={words.labels(stepContent, { date: 'preferred_handover_date', slot: 'slot' })}
          errors={{ date: errors.date, slot: errors.slot }}
          onChange={(date, slot) => setValues((current) => ({ ...current, date, slot }))}
        />
      ) : null}
      {step === 'contact' ? (
        <AddressFields
          fields={['phone_number', 'email']}
          values={values}
          errors={errors}
          onChange={change}
          labels={addressLabels}
        />
      ) : null}
      {step === 'overview' ? (
        <WizardOverview
          rows={[
            {
              label: text('returnHandover.overview.address'),
              value: `${values.firstname} ${values.lastname}, ${values.street} ${values.housenumber}, ${values.zip} ${values.city}`,
            },
            appointmentRow(dateSlots, values.date, values.slot),
            { label: text('returnHandover.overview.contact'), value: values.phone_number },
          ]}
          fee={feeText(fee.data)}
          problem={submission.problem}
        />
      ) : null}
    </WizardFrame>
  );
};

/**
 * MULTISTEP_EDIT_HANDOVER (consumer spec §2 "Handover wizard"): intro (announces the change fee;
 * hidden for business, a fee of 0 or a same-day swap), address (with "same as contact address" for
 * consumers), appointment, contact, overview.
 */
export const HandoverWizardModal = (props: ModalProps) => (
  <WizardModal {...props} title="returnHandover.handover.title" formId="handover" load={handoverQuery}>
    {(shell) => <HandoverWizard {...shell} />}
  </WizardModal>
);
