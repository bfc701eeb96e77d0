import { Field, Radio, RadioGroup, Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PICKUP_SLOTS,
  SELF_PICKUP_FEE,
  SELF_PICKUP_SAVING,
  SELF_PICKUP_STEPS,
  STANDARD_DELIVERY_FEE,
  STATION_OPENING_HOURS,
} from '../../../../../../core/handover/rules.ts';
import { Modal } from '../../../components/Modal.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { ContentWizardModal } from './ContentWizardModal.tsx';
import { useContentSteps } from './use-content-steps.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { type ContentWizardProps, useContentWording } from './wizard-content.ts';
import { useIsBusiness } from './wording.ts';

/** The offer's refusals, each with its own message (consumer spec §8 "Self-pickup"). */
type Refusal = 'offer_expired' | 'already_booked';

const two = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const SelfPickup = ({ deal, content, onDone }: ContentWizardProps) => {
  const api = usePortalApi();
  const text = useText();
  const words = useContentWording(content);
  const format = useFormat();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const business = useIsBusiness();
  // Both steps always show (core); the content form `handover-self-pickup` orders and words them.
  const steps = useContentSteps(
    content,
    { known: SELF_PICKUP_STEPS, shown: SELF_PICKUP_STEPS },
    { deal, customer: { kind: business ? 'business' : 'consumer' } },
    'intro',
  );
  const step = steps.step.kind === 'domain' ? steps.step.id : undefined;
  const stepContent = steps.step.content;
  const [slot, setSlot] = useState<number>();
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const [failed, setFailed] = useState(false);

  const book = async () => {
    // Consumer spec §5: the slot is required.
    if (slot === undefined) return setMissing(true);
    setBusy(true);
    const answer = await api.bookSelfPickup({ params: { id: deal.id }, body: { slot } });
    setBusy(false);
    if (answer.isErr()) {
      const { error } = answer;
      if (error.kind === 'http' && (error.code === 'offer_expired' || error.code === 'already_booked'))
        return setRefusal(error.code);
      return setFailed(true);
    }
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    dispatchToast(
      <Toast>
        <ToastTitle>{words.done('returnHandover.selfPickup.done')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
  };

  return (
    <WizardFrame
      index={steps.index}
      count={steps.plan.length}
      title={
        step === 'intro'
          ? words.title(stepContent, 'returnHandover.selfPickup.intro.title', {
              saving: format.money(SELF_PICKUP_SAVING),
            })
          : step === 'slot'
            ? words.title(stepContent, 'returnHandover.selfPickup.slot.title')
            : (stepContent?.title ?? '')
      }
      last={steps.last}
      nextDisabled={refusal !== undefined}
      busy={busy}
      onBack={steps.back}
      onNext={() => {
        if (!steps.contentStepPasses()) return;
        // The slot is asked for on its step (consumer spec §5: required) before the flow goes on.
        if (step === 'slot' && slot === undefined) return setMissing(true);
        if (steps.last) return void book();
        steps.forward();
      }}
    >
      {step ? null : steps.contentFields}
      {step && words.description(stepContent) ? <p>{words.description(stepContent)}</p> : null}
      {step === 'intro' ? (
        <p>
          {words.hint(stepContent, 'offer', 'returnHandover.selfPickup.intro.text', {
            delivery: format.money(STANDARD_DELIVERY_FEE),
            pickup: format.money(SELF_PICKUP_FEE),
            opens: STATION_OPENING_HOURS.opens,
            closes: STATION_OPENING_HOURS.closes,
          })}
        </p>
      ) : null}
      {step === 'slot' ? (
        <Field
          label={words.label(stepContent, 'slot', 'returnHandover.selfPickup.slot.label')}
          required
          validationMessage={missing ? text('returnHandover.error.required') : undefined}
          validationState={missing ? 'error' : 'none'}
        >
          <RadioGroup
            value={slot === undefined ? '' : String(slot)}
            onChange={(_, data) => {
              setSlot(Number(data.value));
              setMissing(false);
            }}
          >
            {PICKUP_SLOTS.map((entry) => (
              <Radio
                key={entry.value}
                value={String(entry.value)}
                label={words.option(
                  stepContent,
                  'slot',
                  entry.value,
                  'returnHandover.selfPickup.slot.option',
                  {
                    from: two(entry.value),
                    to: two(entry.value + 1),
                  },
                )}
              />
            ))}
          </RadioGroup>
        </Field>
      ) : null}
      <Modal
        open={refusal !== undefined}
        onClose={() => {
          setRefusal(undefined);
          onDone();
        }}
        title={text(
          refusal === 'already_booked'
            ? 'returnHandover.selfPickup.booked.title'
            : 'returnHandover.selfPickup.expired.title',
        )}
      >
        <p>
          {text(
            refusal === 'already_booked'
              ? 'returnHandover.selfPickup.booked.text'
              : 'returnHandover.selfPickup.expired.text',
          )}
        </p>
      </Modal>
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </WizardFrame>
  );
};

/**
 * handover-self-pickup (consumer spec §2 "Self-pickup flow", §9): the offer (149 instead of 249 EUR,
 * the station's hours), then an hourly slot 08:00-19:00 (values 8 to 18). An expired offer says
 * 'Angebot abgelaufen', a booked one 'Abholung bereits hinterlegt' (§8).
 */
export const SelfPickupModal = (props: ModalProps) => (
  <ContentWizardModal
    {...props}
    formId="handover-self-pickup"
    title="returnHandover.selfPickup.title"
    wizard={SelfPickup}
  />
);
