import { Button, Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useState } from 'react';
import { canRequestPurchaseOffer } from '../../../../../../core/deals/buy-car.ts';
import { returnPlanningOf } from '../../../../../../core/deals/eligibility.ts';
import type { DealContext } from '../../../../../../core/deals/types.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import { ProlongationWizard } from '../components/ProlongationWizard.tsx';
import { WIZARD_TOASTER } from '../components/WizardToaster.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from './OutcomeModal.tsx';

const Choices = ({
  deal,
  onProlong,
  onClose,
}: {
  deal: DealJson;
  onProlong: () => void;
  onClose: () => void;
}) => {
  const api = usePortalApi();
  const { clock } = useServices();
  const text = useText();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const [failed, setFailed] = useState(false);
  const page = `/mycars/${encodeURIComponent(deal.id)}`;
  const returnPlanning = returnPlanningOf(deal, clock.now());
  const buyCar = async () => {
    const answer = await api.requestPurchaseOffer({ params: { id: deal.id }, body: {} });
    if (answer.isErr()) return setFailed(true);
    dispatchToast(
      <Toast>
        <ToastTitle>{text('wizards.extend.buyCarRequested')}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
    onClose();
  };
  return (
    <>
      <p>
        <Text id="wizards.extend.question" />
      </p>
      <EntryList
        entries={[
          {
            key: 'prolong',
            entry: <Button onClick={onProlong}>{text('wizards.extend.prolong')}</Button>,
          },
          // Consumer §2, §5, §9: buy car with the follow-up options, or by the buy-car exception.
          ...(canRequestPurchaseOffer({ deal } as DealContext, clock.now())
            ? [
                {
                  key: 'buy-car',
                  entry: <Button onClick={() => void buyCar()}>{text('wizards.extend.buyCar')}</Button>,
                },
              ]
            : []),
          {
            key: 'follow-up',
            entry: (
              <SmartLink href={`/mycars/${encodeURIComponent(deal.id)}/next-car`}>
                <Text id="wizards.extend.followUp" />
              </SmartLink>
            ),
          },
          ...(returnPlanning === 'open'
            ? [
                {
                  key: 'plan-return',
                  entry: (
                    <SmartLink href={`${page}?modalName=MULTISTEP_EDIT_RETURN`}>
                      <Text id="wizards.extend.planReturn" />
                    </SmartLink>
                  ),
                },
              ]
            : returnPlanning === 'in_progress'
              ? [{ key: 'plan-return', entry: <Text id="wizards.extend.returnInProgress" /> }]
              : []),
        ]}
      />
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </>
  );
};

/**
 * The extend-subscription selector (consumer spec §2): prolong (the prolongation wizard, in this
 * modal), buy the car (a purchase offer request), a follow-up subscription with a new car
 * (/subscribe) and plan the return (MULTISTEP_EDIT_RETURN, while return planning is open; a
 * return already planned says so, consumer §4).
 */
export const ExtendSubscriptionModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  const [prolonging, setProlonging] = useState(false);
  const close = () => {
    setProlonging(false);
    onClose();
  };
  return (
    <DealModal open={open} dealId={dealId} onClose={close} title={text('wizards.extend.title')}>
      {(deal) =>
        prolonging ? (
          <ProlongationWizard deal={deal} onDone={close} />
        ) : (
          <Choices deal={deal} onProlong={() => setProlonging(true)} onClose={close} />
        )
      }
    </DealModal>
  );
};
