import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import type { ModalProps } from '../modal-registry.tsx';

/**
 * The service selector (consumer spec §2): report damage (the deal's REPORT_DAMAGE_MODAL) and
 * schedule service (/mycars/{id}/schedule-service); the specification's third option is not shown.
 */
export const ServiceSelectorModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('wizards.service.title')}>
      {(deal) => {
        const page = `/mycars/${encodeURIComponent(deal.id)}`;
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
                    <SmartLink href={`${page}?modalName=REPORT_DAMAGE_MODAL`}>
                      <Text id="wizards.service.reportDamage" />
                    </SmartLink>
                  ),
                },
                {
                  key: 'schedule-service',
                  entry: (
                    <SmartLink href={`${page}/schedule-service`}>
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
