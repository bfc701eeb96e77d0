import { Field, Radio, RadioGroup, Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PICKUP_SLOTS,
  SELF_PICKUP_FEE,
  SELF_PICKUP_SAVING,
  STANDARD_DELIVERY_FEE,
  STATION_OPENING_HOURS,
} from '../../../../../../core/handover/rules.ts';
import { Modal } from '../../../components/Modal.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { WIZARD_TOASTER } from '../components/ModalHost.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from '../modals/OutcomeModal.tsx';
import { WizardFrame } from './WizardFrame.tsx';

type Step = 'intro' | 'slot';
const STEPS: readonly Step[] = ['intro', 'slot'];
/** The offer's refusals, each with its own message (consumer spec §8 "Self-pickup"). */
type Refusal = 'offer_expired' | 'already_booked';

const two = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const SelfPickup = ({ deal, onDone }: { deal: DealJson; onDone: () => void }) => {
  const api = usePortalApi();
  const text = useText();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [step, setStep] = useState<Step>('intro');
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
        <ToastTitle>{text('returnHandover.selfPickup.done')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onDone();
  };

  return (
    <WizardFrame
      index={STEPS.indexOf(step)}
      count={STEPS.length}
      title={
        step === 'intro'
          ? text('returnHandover.selfPickup.intro.title', { saving: format.money(SELF_PICKUP_SAVING) })
          : text('returnHandover.selfPickup.slot.title')
      }
      last={step === 'slot'}
      nextDisabled={refusal !== undefined}
      busy={busy}
      onBack={() => setStep('intro')}
      onNext={() => (step === 'intro' ? setStep('slot') : void book())}
    >
      {step === 'intro' ? (
        <p>
          {text('returnHandover.selfPickup.intro.text', {
            delivery: format.money(STANDARD_DELIVERY_FEE),
            pickup: format.money(SELF_PICKUP_FEE),
            opens: STATION_OPENING_HOURS.opens,
            closes: STATION_OPENING_HOURS.closes,
          })}
        </p>
      ) : (
        <Field
          label={text('returnHandover.selfPickup.slot.label')}
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
                label={text('returnHandover.selfPickup.slot.option', {
                  from: two(entry.value),
                  to: two(entry.value + 1),
                })}
              />
            ))}
          </RadioGroup>
        </Field>
      )}
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
export const SelfPickupModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('returnHandover.selfPickup.title')}>
      {(deal) => <SelfPickup deal={deal} onDone={onClose} />}
    </DealModal>
  );
};
