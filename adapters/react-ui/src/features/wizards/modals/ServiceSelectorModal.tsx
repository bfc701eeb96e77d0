import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import { flowPathOf } from '../damage-service/api/damage-service-queries.ts';
import type { ModalProps } from '../modal-registry.tsx';

/**
 * The service selector (consumer spec §2): report damage (/mycars/{id}/report-damage, from the
 * services: utm_source=services) and schedule service (/mycars/{id}/schedule-service), in the
 * business portal /car/{id}/…; the specification's third option is not shown.
 */
export const ServiceSelectorModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  const kind = useSession().data?.kind;
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('wizards.service.title')}>
      {(deal) => {
        return (
          <>
            <p>
              <Text id="wizards.service.question" />
            </p>
            <EntryList
              entries={[
                {
                  key: 'report-damage',
                  entry: (
                    <SmartLink href={`${flowPathOf('report-damage', deal.id, kind)}?utm_source=services`}>
                      <Text id="wizards.service.reportDamage" />
                    </SmartLink>
                  ),
                },
                {
                  key: 'schedule-service',
                  entry: (
                    <SmartLink href={flowPathOf('schedule-service', deal.id, kind)}>
                      <Text id="wizards.service.scheduleService" />
                    </SmartLink>
                  ),
                },
              ]}
            />
          </>
        );
      }}
    </DealModal>
  );
};
