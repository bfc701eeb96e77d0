import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { resolveSlotSelection, slotsOn } from '../../../../../../core/shared/calendar-picker.ts';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { handoverQuery } from '../api/wizard-queries.ts';
import type { ModalProps } from '../modal-registry.tsx';
import { AddressFields, type TextFieldName } from './AddressFields.tsx';
import { useAppointmentRow } from './AppointmentPicker.tsx';
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
import { WizardOverview } from './Summary.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { WizardModal, type WizardShell } from './WizardModal.tsx';
import { useIsBusiness, useWording } from './wording.ts';

type Step = 'person' | 'overview';
const STEPS: readonly Step[] = ['person', 'overview'];
const PERSON_FIELDS = ['firstname', 'lastname', 'phone_number'] as const;

/**
 * The person who takes the car at the handover instead of the customer: the handover's name and
 * phone (consumer spec §3 handover payload) change, address, date and slot stay; the change fee
 * rules apply as to any handover change.
 */
const PowerOfAttorney = ({ deal, loaded: handover, submission }: WizardShell<Handover>) => {
  const api = usePortalApi();
  const text = useText();
  const say = useWording();
  const appointmentRow = useAppointmentRow();
  const feeText = useHandoverFeeText();
  const business = useIsBusiness();
  const [values, setValues] = useState(() => ({
    ...startValues(handover),
    firstname: '',
    lastname: '',
    phone_number: '',
  }));
  const [step, setStep] = useState<Step>('person');
  const [errors, setErrors] = useState<Partial<Record<string, FieldMessage>>>({});
  const fee = useChangeFee(deal.id, payloadOf(values));
  const metadata = useQuery(handoverMetadataQuery(api, deal.id, values.zip || undefined));
  const dateSlots = metadata.data?.availabilities;

  // A handover without a booked slot keeps its day and takes the day's first slot (consumer §5).
  useEffect(() => {
    if (values.slot || !dateSlots || !values.date) return;
    const slot = resolveSlotSelection(null, slotsOn(dateSlots, values.date));
    if (slot !== null) setValues((current) => ({ ...current, slot: String(slot) }));
  }, [values.slot, values.date, dateSlots]);

  const change = (field: TextFieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    submission.clearProblem();
    const checked = addressErrors(next, [field as (typeof PERSON_FIELDS)[number]], business);
    setErrors(({ [field]: _, ...rest }) => ({ ...rest, ...checked }));
  };

  const submit = () =>
    submission.submit(
      () => api.submitHandover({ params: { id: deal.id }, body: submitBodyOf(values) }),
      say('returnHandover.attorney.done'),
    );

  const next = () => {
    if (step === 'overview') return void submit();
    const found = addressErrors(values, PERSON_FIELDS, business);
    setErrors(found);
    if (!hasErrors(found)) setStep('overview');
  };

  return (
    <WizardFrame
      index={STEPS.indexOf(step)}
      count={STEPS.length}
      title={
        step === 'person'
          ? say('returnHandover.attorney.person.title')
          : text('returnHandover.handover.overview.title')
      }
      last={step === 'overview'}
      nextDisabled={step === 'overview' && !values.slot}
      busy={submission.busy}
      onBack={() => setStep('person')}
      onNext={next}
    >
      {step === 'person' ? (
        <>
          <p>{say('returnHandover.attorney.text')}</p>
          <AddressFields fields={PERSON_FIELDS} values={values} errors={errors} onChange={change} />
        </>
      ) : (
        <WizardOverview
          rows={[
            {
              label: text('returnHandover.attorney.person'),
              value: `${values.firstname} ${values.lastname}, ${values.phone_number}`,
            },
            {
              label: text('returnHandover.overview.address'),
              value: `${values.street} ${values.housenumber}, ${values.zip} ${values.city}`,
            },
            appointmentRow(dateSlots, values.date, values.slot),
          ]}
          fee={feeText(fee.data)}
          problem={submission.problem}
        />
      )}
    </WizardFrame>
  );
};

/**
 * power-of-attorney-handover (consumer spec §2 modal names; its fields are our design): names the
 * person who takes the car at the delivery, sent as the handover's name and phone (submitHandover).
 */
export const HandoverPowerOfAttorneyModal = (props: ModalProps) => (
  <WizardModal {...props} title="returnHandover.attorney.title" load={handoverQuery}>
    {(shell) => <PowerOfAttorney {...shell} />}
  </WizardModal>
);
