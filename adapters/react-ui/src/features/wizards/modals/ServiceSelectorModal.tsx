import { useQuery } from '@tanstack/react-query';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { type SessionUser, usePortalApi, useSession } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import { EntryList } from '../components/EntryList.tsx';
import { flowPathOf, scheduleServiceLinkQuery } from '../damage-service/api/damage-service-queries.ts';
import type { ModalProps } from '../modal-registry.tsx';

/**
 * Schedule service: the service partner's booking link of the car when it has one (consumer spec
 * §7, opened in a new tab), else — also while the link loads or when it cannot be had — the
 * portal's schedule-service page (§2: the fallback when a service has no link of its own).
 */
const ScheduleServiceEntry = ({ deal, kind }: { deal: DealJson; kind: SessionUser['kind'] | undefined }) => {
  const link = useQuery(scheduleServiceLinkQuery(usePortalApi(), deal));
  const partner = link.data && new URL(link.data, window.location.origin).origin !== window.location.origin;
  return (
    <SmartLink href={partner ? (link.data as string) : flowPathOf('schedule-service', deal.id, kind)}>
      <Text id="wizards.service.scheduleService" />
    </SmartLink>
  );
};

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
                  entry: <ScheduleServiceEntry deal={deal} kind={kind} />,
                },
              ]}
            />
          </>
        );
      }}
    </DealModal>
  );
};
