import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AddressFormField } from '../../../../../../core/handover/address-fields.ts';
import {
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
import { WizardFrame } from './WizardFrame.tsx';
import { WizardModal, type WizardShell } from './WizardModal.tsx';
import { useIsBusiness, useWording } from './wording.ts';

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

const HandoverWizard = ({ deal, loaded: handover, submission }: WizardShell<Handover>) => {
  const api = usePortalApi();
  const text = useText();
  const say = useWording();
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
  const steps = handoverWizardSteps({
    isBusiness: business,
    changeFee: startFee.data?.amount,
    isSameDaySwap: deal.subscribed_to === 'SWAP_SAME_DAY',
  });
  const [stepId, setStepId] = useState<HandoverWizardStep>();
  if (startFee.fetchStatus === 'fetching' && startFee.isPending) return <LoadingState />;
  const step = stepId && steps.includes(stepId) ? stepId : (steps[0] ?? 'address');
  const index = steps.indexOf(step);

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
      say('returnHandover.handover.done'),
    );

  const next = () => {
    const found = stepErrors();
    setErrors(found);
    if (hasErrors(found)) return;
    if (step === 'overview') return void submit();
    setStepId(steps[index + 1] ?? step);
  };

  return (
    <WizardFrame
      index={index}
      count={steps.length}
      title={say(TITLES[step])}
      last={step === 'overview'}
      nextDisabled={isHandoverContinueDisabled(
        step,
        dateSlots?.map((entry) => entry.date),
      )}
      busy={submission.busy}
      onBack={() => setStepId(steps[index - 1] ?? step)}
      onNext={next}
    >
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
          <AddressFields fields={NAME_FIELDS} values={values} errors={errors} onChange={change} />
          <AddressFields
            fields={PLACE_FIELDS}
            values={values}
            errors={errors}
            onChange={change}
            disabled={sameAsContact}
          />
          <AddressFields fields={['address_extra']} values={values} errors={errors} onChange={change} />
          {dateSlots?.length === 0 ? <SubmitProblem kind={{ kind: 'no_availabilities' }} /> : null}
        </>
      ) : null}
      {step === 'appointment' ? (
        <AppointmentPicker
          dateSlots={dateSlots}
          date={values.date}
          slot={values.slot}
          dateLabel="returnHandover.field.deliveryDate"
          errors={{ date: errors.date, slot: errors.slot }}
          onChange={(date, slot) => setValues((current) => ({ ...current, date, slot }))}
        />
      ) : null}
      {step === 'contact' ? (
        <AddressFields fields={['phone_number', 'email']} values={values} errors={errors} onChange={change} />
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
  <WizardModal {...props} title="returnHandover.handover.title" load={handoverQuery}>
    {(shell) => <HandoverWizard {...shell} />}
  </WizardModal>
);
