import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isShortNoticeChangeFee } from '../../../../../../core/handover/rules.ts';
import { resolveSlotSelection, slotsOn } from '../../../../../../core/shared/calendar-picker.ts';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, handoverQuery } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { AddressFields, type TextFieldName } from './AddressFields.tsx';
import { slotLabel } from './AppointmentPicker.tsx';
import { addressErrors, type FieldMessage, hasErrors } from './address-form.ts';
import { type Handover, payloadOf, startValues, submitBodyOf, useChangeFee } from './handover-form.ts';
import { handoverMetadataQuery } from './queries.ts';
import { SubmitProblem, type SubmitProblemKind, Summary, submitProblemOf } from './Summary.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { useIsBusiness, useWording } from './wording.ts';

type Step = 'person' | 'overview';
const STEPS: readonly Step[] = ['person', 'overview'];
const PERSON_FIELDS = ['firstname', 'lastname', 'phone_number'] as const;

/**
 * The person who takes the car at the handover instead of the customer: the handover's name and
 * phone (consumer spec §3 handover payload) change, address, date and slot stay; the change fee
 * rules apply as to any handover change.
 */
const PowerOfAttorney = ({
  deal,
  handover,
  onDone,
}: {
  deal: DealJson;
  handover: Handover | undefined;
  onDone: () => void;
}) => {
  const api = usePortalApi();
  const text = useText();
  const say = useWording();
  const format = useFormat();
  const business = useIsBusiness();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [values, setValues] = useState(() => ({
    ...startValues(handover),
    firstname: '',
    lastname: '',
    phone_number: '',
  }));
  const [step, setStep] = useState<Step>('person');
  const [errors, setErrors] = useState<Partial<Record<string, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SubmitProblemKind>();
  const [failed, setFailed] = useState(false);
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
    setProblem(undefined);
    const checked = addressErrors(next, [field as (typeof PERSON_FIELDS)[number]], business);
    setErrors(({ [field]: _, ...rest }) => ({ ...rest, ...checked }));
  };

  const submit = async () => {
    setBusy(true);
    const answer = await api.submitHandover({ params: { id: deal.id }, body: submitBodyOf(values) });
    setBusy(false);
    if (answer.isErr()) {
      const kind = submitProblemOf(answer.error);
      if (kind) setProblem(kind);
      else setFailed(true);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    dispatchToast(
      <Toast>
        <ToastTitle>{say('returnHandover.attorney.done')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
  };

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
      busy={busy}
      onBack={() => setStep('person')}
      onNext={next}
    >
      {step === 'person' ? (
        <>
          <p>{say('returnHandover.attorney.text')}</p>
          <AddressFields fields={PERSON_FIELDS} values={values} errors={errors} onChange={change} />
        </>
      ) : (
        <>
          <p>{say('returnHandover.overview.check')}</p>
          <Summary
            rows={[
              {
                label: text('returnHandover.attorney.person'),
                value: `${values.firstname} ${values.lastname}, ${values.phone_number}`,
              },
              {
                label: text('returnHandover.overview.address'),
                value: `${values.street} ${values.housenumber}, ${values.zip} ${values.city}`,
              },
              {
                label: text('returnHandover.overview.appointment'),
                value: values.date
                  ? text('returnHandover.overview.appointmentValue', {
                      date: format.date(values.date),
                      slot: slotLabel(dateSlots, values.date, values.slot),
                    })
                  : '',
              },
              {
                label: text('returnHandover.overview.fee'),
                value: fee.data
                  ? isShortNoticeChangeFee(fee.data)
                    ? text('returnHandover.handover.overview.shortNotice', {
                        fee: format.money(fee.data.amount),
                      })
                    : format.money(fee.data.amount)
                  : say('returnHandover.overview.feePending'),
              },
            ]}
          />
          {problem ? <SubmitProblem kind={problem} /> : null}
        </>
      )}
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </WizardFrame>
  );
};

const Loader = ({ deal, onDone }: { deal: DealJson; onDone: () => void }) => {
  const handover = useQuery(handoverQuery(usePortalApi(), deal.id));
  if (handover.isPending) return <LoadingState />;
  return <PowerOfAttorney deal={deal} handover={handover.data} onDone={onDone} />;
};

/**
 * power-of-attorney-handover (consumer spec §2 modal names; its fields are our design): names the
 * person who takes the car at the delivery, sent as the handover's name and phone (submitHandover).
 */
export const HandoverPowerOfAttorneyModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('returnHandover.attorney.title')}>
      {(deal) => <Loader deal={deal} onDone={onClose} />}
    </DealModal>
  );
};
