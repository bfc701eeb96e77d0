import { Button } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isFollowUpKind } from '../../../../../../core/deals/deal-dates.ts';
import { isSelfPickupOfferShown } from '../../../../../../core/handover/rules.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { openUrl } from '../../../lib/open-url.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type DealJson, handoverQuery } from '../api/wizard-queries.ts';
import { AlternativeCarDiscount } from '../components/AlternativeCarDiscount.tsx';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { OutcomeModal } from './OutcomeModal.tsx';

const Options = ({ deal }: { deal: DealJson }) => {
  const api = usePortalApi();
  const { clock, browser } = useServices();
  const { data: user } = useSession();
  const text = useText();
  const handover = useQuery(handoverQuery(api, deal.id));
  const [failed, setFailed] = useState(false);
  if (handover.isPending) return <LoadingState />;
  const page = `/mycars/${encodeURIComponent(deal.id)}`;
  // Consumer §4, §9: self-pickup is offered from 6 days before the delivery.
  const selfPickup = isSelfPickupOfferShown(handover.data?.planned_delivery_date, clock.now());
  // Consumer §6, §7: no alternative car for same-day swaps, prolongations or business customers.
  const alternativeCar = !isFollowUpKind(deal) && user?.kind !== 'business';
  const openAlternativeCar = async () => {
    const answer = await api.createAlternativeCarOfferingLink({
      params: { id: deal.id },
      body: { source: 'handover-options' },
    });
    if (answer.isErr()) return setFailed(true);
    openUrl(browser, answer.value.magic_link);
  };
  return (
    <>
      <EntryList
        entries={[
          {
            key: 'change',
            entry: (
              <SmartLink href={`${page}?modalName=MULTISTEP_EDIT_HANDOVER`}>
                <Text id="wizards.handover.change" />
              </SmartLink>
            ),
          },
          {
            key: 'power-of-attorney',
            entry: (
              <SmartLink href={`${page}?modalName=power-of-attorney-handover`}>
                <Text id="returnHandover.attorney.title" />
              </SmartLink>
            ),
          },
          ...(selfPickup
            ? [
                {
                  key: 'self-pickup',
                  entry: (
                    <SmartLink href={`${page}?modalName=handover-self-pickup`}>
                      <Text id="wizards.handover.selfPickup" />
                    </SmartLink>
                  ),
                },
              ]
            : []),
          ...(alternativeCar
            ? [
                {
                  key: 'alternative-car',
                  entry: (
                    <div>
                      <Button onClick={() => void openAlternativeCar()}>
                        {text('wizards.handover.alternativeCar')}
                      </Button>
                      <AlternativeCarDiscount />
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      <OutcomeModal kind="request-error" open={failed} onClose={() => setFailed(false)} />
    </>
  );
};

/**
 * The handover options (consumer spec §2): change the delivery (MULTISTEP_EDIT_HANDOVER), name who
 * takes the car (power-of-attorney-handover), pick the
 * car up at the station (handover-self-pickup, from 6 days before) or choose another car (the
 * alternative-car magic link, source handover-options).
 */
export const HandoverOptionsModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('wizards.handover.title')}>
      {(deal) => <Options deal={deal} />}
    </DealModal>
  );
};
