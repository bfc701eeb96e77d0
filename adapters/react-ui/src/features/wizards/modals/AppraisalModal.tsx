import {
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Toast,
  ToastTitle,
  useToastController,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canBookPreReturnAppraisal } from '../../../../../../core/deals/eligibility.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import {
  APPRAISAL_SLOTS,
  APPRAISAL_STEPS,
  canConfirmAppraisal,
  DEFAULT_APPRAISAL_SLOT,
} from '../../../../../../core/return/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { appraisalDayQuery, appraisalQuery, returnQuery } from '../api/wizard-queries.ts';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { ContentWizardModal } from '../return-handover/ContentWizardModal.tsx';
import { useContentSteps } from '../return-handover/use-content-steps.tsx';
import { WizardFrame } from '../return-handover/WizardFrame.tsx';
import { type ContentWizardProps, useContentWording } from '../return-handover/wizard-content.ts';
import { OutcomeModal } from './OutcomeModal.tsx';

const slotLabel = (value: string | null | undefined) =>
  APPRAISAL_SLOTS.find((slot) => slot.value === value)?.formatted_time ?? value ?? '';

const TITLES: Readonly<Record<(typeof APPRAISAL_STEPS)[number], MessageId>> = {
  address: 'appraisal.address.title',
  'date-time': 'appraisal.date.title',
};

const Booking = ({ deal, content, onDone }: ContentWizardProps) => {
  const api = usePortalApi();
  const text = useText();
  const words = useContentWording(content);
  const format = useFormat();
  const { clock } = useServices();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const appraisal = useQuery(appraisalQuery(api, deal.id));
  const returned = useQuery(returnQuery(api, deal.id));
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string>(DEFAULT_APPRAISAL_SLOT);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const day = useQuery(appraisalDayQuery(api, deal.id, date));
  // Before a day is picked the two slots of §9; then the picked day's (consumer spec §5: a slot
  // not free on the chosen day resets to the day's first).
  const slots = date === '' || !day.data ? APPRAISAL_SLOTS : day.data;
  const chosenSlot = slots.some((option) => option.value === slot) ? slot : (slots[0]?.value ?? '');
  const dayLoading = date !== '' && day.isPending;
  // Core's two steps; the content form `onsite-appraisal-booking` orders them and says their texts.
  const steps = useContentSteps(
    content,
    { known: APPRAISAL_STEPS, shown: APPRAISAL_STEPS },
    {
      deal,
      form: { appointment_date: date, appointment_timeslot: chosenSlot },
    },
    'address',
  );
  if (appraisal.isPending || returned.isPending) return <LoadingState />;
  if (appraisal.isError) return <DataError onRetry={() => void appraisal.refetch()} />;
  const data = appraisal.data;

  // Consumer §4: not without return data, not twice, not within 8 working days of the return.
  if (data.appointment_date)
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          {text('appraisal.unavailable.requested', {
            date: format.date(data.appointment_date),
            slot: slotLabel(data.appointment_timeslot),
          })}
        </MessageBarBody>
      </MessageBar>
    );
  const returnData = returned.data?.return_type ? returned.data : null;
  const bookable =
    (data.options ?? []).length > 0 &&
    canBookPreReturnAppraisal({ deal, returnData } as DealContext, clock.now());
  if (!bookable) {
    const reason: MessageId = returnData ? 'appraisal.unavailable.tooLate' : 'appraisal.unavailable.noReturn';
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          <Text id={reason} />
        </MessageBarBody>
      </MessageBar>
    );
  }

  const book = async () => {
    setBusy(true);
    const answer = await api.requestPreReturnAppraisal({
      params: { subscription_id: deal.id },
      body: { appointment_date: date as never, appointment_timeslot: chosenSlot },
    });
    setBusy(false);
    if (answer.isErr()) return setFailed(true);
    await queryClient.invalidateQueries({ queryKey: ['deals', deal.id] });
    dispatchToast(
      <Toast>
        <ToastTitle>{words.done('appraisal.requested')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
  };

  const planned = steps.step;
  const step = planned.kind === 'domain' ? planned.id : undefined;
  const stepContent = planned.content;
  // Consumer §5: confirm is disabled while date or timeslot is empty; so is going on from them.
  const dateMissing =
    dayLoading || !canConfirmAppraisal({ appointment_date: date, appointment_timeslot: chosenSlot });
  const next = () => {
    if (!steps.contentStepPasses()) return;
    if (steps.last) return void book();
    steps.forward();
  };
  const address = data.address;
  return (
    <WizardFrame
      index={steps.index}
      count={steps.plan.length}
      title={step ? words.title(stepContent, TITLES[step]) : (stepContent?.title ?? '')}
      last={steps.last}
      nextDisabled={(step === 'date-time' || steps.last) && dateMissing}
      busy={busy}
      onBack={steps.back}
      onNext={next}
      submitLabel="appraisal.confirm"
    >
      {step ? null : steps.contentFields}
      {step && words.description(stepContent) ? <p>{words.description(stepContent)}</p> : null}
      {step === 'address' ? (
        <>
          <p>{words.hint(stepContent, 'appraisal_address', 'appraisal.address.text')}</p>
          {address ? (
            <address>
              {address.street} {address.housenumber}
              <br />
              {address.zip} {address.city}
            </address>
          ) : null}
        </>
      ) : null}
      {step === 'date-time' ? (
        <>
          <Field label={words.label(stepContent, 'appointment_date', 'appraisal.date.day')} required>
            <Select value={date} onChange={(_, choice) => setDate(choice.value)}>
              <option value="">{text('wizards.field.choose')}</option>
              {(data.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {format.date(option)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={words.label(stepContent, 'appointment_timeslot', 'appraisal.date.slot')} required>
            <RadioGroup value={chosenSlot} onChange={(_, choice) => setSlot(choice.value)}>
              {slots.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={text('appraisal.slot', { time: option.formatted_time })}
                />
              ))}
            </RadioGroup>
          </Field>
          {date !== '' && day.data?.length === 0 ? (
            <MessageBar intent="warning">
              <MessageBarBody>
                <Text id="appraisal.date.noSlots" />
              </MessageBarBody>
            </MessageBar>
          ) : null}
        </>
      ) : null}
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </WizardFrame>
  );
};

/**
 * onsite-appraisal-booking (consumer spec §2, §3 "Pre-return appraisal", §4, §5, §7, §9): the return
 * address, then a day and the slot 10:00 (08:00-12:00, the default) or 13:00 (12:00-15:30); says why
 * it cannot be booked (no return planned, already requested, the return less than 8 working days
 * away). Laid out by its content form `onsite-appraisal-booking` (docs/ui/wizards.md "Wizards laid
 * out by their content").
 */
export const AppraisalModal = (props: ModalProps) => (
  <ContentWizardModal {...props} formId="onsite-appraisal-booking" title="appraisal.title" wizard={Booking} />
);
