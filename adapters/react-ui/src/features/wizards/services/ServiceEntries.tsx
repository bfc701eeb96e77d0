import type { ServiceId } from '../../../../../../core/deals/services.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { ScheduleServiceLink } from '../../../components/ScheduleServiceLink.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';
import { useSession } from '../../../lib/session.ts';
import type { DealJson } from '../api/wizard-queries.ts';
import { EntryList } from '../components/EntryList.tsx';
import { flowPathOf, type PortalKind } from '../damage-service/api/damage-service-queries.ts';
import { DEAL_PARAM, MODAL_PARAM } from '../modal-target.ts';

const LABELS: Readonly<Record<ServiceId, MessageId>> = {
  report_damage: 'wizards.service.reportDamage',
  schedule_service: 'wizards.service.scheduleService',
  pre_return_appraisal: 'wizards.service.appraisal',
  deposit_refund_details: 'wizards.service.depositRefund',
};

/** A named modal of the deal over the page it is opened from (consumer spec §2 modal names). */
const modalOn = (page: string, name: string, dealId: string) =>
  `${page}?${new URLSearchParams({ [MODAL_PARAM]: name, [DEAL_PARAM]: dealId })}`;

/**
 * Where each service leads: report damage and schedule service to their pages (from the services:
 * utm_source=services), the appraisal and the deposit refund to their modals over `page`.
 */
const hrefOf = (service: ServiceId, dealId: string, page: string, kind: PortalKind | undefined) => {
  switch (service) {
    case 'report_damage':
      return `${flowPathOf('report-damage', dealId, kind)}?utm_source=services`;
    case 'schedule_service':
      return flowPathOf('schedule-service', dealId, kind);
    case 'pre_return_appraisal':
      return modalOn(page, 'onsite-appraisal-booking', dealId);
    case 'deposit_refund_details':
      return modalOn(page, 'deposit-refund-details', dealId);
  }
};

/** The services of one car as links, in core's order. */
export const ServiceEntries = ({
  deal,
  services,
  page,
}: {
  deal: DealJson;
  services: readonly ServiceId[];
  /** The path the modals open over. */
  page: string;
}) => {
  const kind = useSession().data?.kind;
  return (
    <EntryList
      entries={services.map((service) => ({
        key: service,
        entry:
          service === 'schedule_service' ? (
            <ScheduleServiceLink deal={deal}>
              <Text id={LABELS.schedule_service} />
            </ScheduleServiceLink>
          ) : (
            <AppLink to={hrefOf(service, deal.id, page, kind)}>
              <Text id={LABELS[service]} />
            </AppLink>
          ),
      }))}
    />
  );
};
