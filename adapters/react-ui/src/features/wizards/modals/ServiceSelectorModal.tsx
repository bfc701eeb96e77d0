import { useLocation } from 'react-router';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import type { DealJson } from '../api/wizard-queries.ts';
import { DealModal } from '../components/DealModal.tsx';
import type { ModalProps } from '../modal-registry.tsx';
import { ServiceEntries } from '../services/ServiceEntries.tsx';
import { useDealServices } from '../services/use-deal-services.ts';

const Selector = ({ deal }: { deal: DealJson }) => {
  const { pathname } = useLocation();
  const { services, ready } = useDealServices(deal);
  if (!ready) return <LoadingState />;
  if (services.length === 0)
    return (
      <p>
        <Text id="carDetails.services.empty" />
      </p>
    );
  return (
    <>
      <p>
        <Text id="wizards.service.question" />
      </p>
      <ServiceEntries deal={deal} services={services} page={pathname} />
    </>
  );
};

/**
 * The service selector (consumer spec §2): report damage (/mycars/{id}/report-damage, from the
 * services: utm_source=services) and schedule service (/mycars/{id}/schedule-service), in the
 * business portal /car/{id}/…; for consumers also the pre-return appraisal and the deposit-refund
 * bank details. Each entry only while core's `servicesFor` offers it.
 */
export const ServiceSelectorModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('wizards.service.title')}>
      {(deal) => <Selector deal={deal} />}
    </DealModal>
  );
};
