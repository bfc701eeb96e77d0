import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FormStep, FormValues } from '../../../../../../../core/content/form-engine.ts';
import { DataError } from '../../../../components/DataError.tsx';
import { LoadingState } from '../../../../components/LoadingState.tsx';
import { useText } from '../../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../../lib/session.ts';
import type { DealJson } from '../../api/wizard-queries.ts';
import { ContentForm } from '../../components/ContentForm.tsx';
import { OutcomeModal } from '../../modals/OutcomeModal.tsx';
import {
  carPageOf,
  carsForServiceOf,
  dealsListQuery,
  flowPathOf,
  formIdFor,
} from '../api/damage-service-queries.ts';
import { CarInventoryRequest } from './CarInventoryRequest.tsx';
import { CarSelector } from './CarSelector.tsx';
import { carLabelOf } from './car-label.ts';
import { NoDealModal } from './NoDealModal.tsx';
import { ServiceSummary } from './ServiceSummary.tsx';
import { addressLine, confirmationPathOf, serviceRequestOf } from './service-request.ts';
import { WithDealDetails } from './WithDealDetails.tsx';

/**
 * The schedule-service wizard (consumer spec §2, §5, §7, §8): the car selector, then the content
 * form schedule-service (services — at least one of HU/AU, inspection, oil change —, address,
 * summary of vehicle, services and address). An answer other than 200 shows the error modal, whose
 * confirm leads to the car's page; a consumer sees the success modal, a business user the
 * confirmation route /car/{dealId}/support/inspection/confirmation (consumer §6).
 */
export const ScheduleServiceFlow = ({ dealId }: { dealId: string | undefined }) => {
  const text = useText();
  const api = usePortalApi();
  const navigate = useNavigate();
  const session = useSession();
  const kind = session.data?.kind;
  const deals = useQuery(dealsListQuery(api));
  // Which portal's pages the flow leads to (the fleet's or the consumer's) is known before it offers any.
  if (deals.isPending || session.isPending) return <LoadingState />;
  if (deals.isError) return <DataError onRetry={() => void deals.refetch()} />;
  const cars = carsForServiceOf(deals.data);
  if (cars.length === 0) return <NoDealModal kind={kind} />;
  const chosen = cars.find((car) => car.id === dealId);
  const choose = (id: string) => void navigate(flowPathOf('schedule-service', id, kind));
  const toCar = () => {
    if (chosen) void navigate(carPageOf(chosen.id, kind));
  };

  const summaryOf = (deal: DealJson) => (step: FormStep, values: FormValues) => {
    if (step.id !== 'summary') return null;
    const request = serviceRequestOf(values);
    return (
      <ServiceSummary
        summary={{
          car: carLabelOf(deal),
          services: request.services,
          ...(request.comment ? { comment: request.comment } : {}),
          ...(addressLine(request) ? { address: addressLine(request) } : {}),
        }}
      />
    );
  };

  return (
    <>
      <CarSelector cars={cars} value={chosen?.id} onChange={choose} />
      {chosen ? (
        <WithDealDetails dealId={chosen.id}>
          {(deal) =>
            deal.car_id ? (
              <>
                <CarInventoryRequest carId={deal.car_id} />
                <ContentForm
                  key={deal.id}
                  formId={formIdFor('schedule-service', kind)}
                  deal={deal}
                  stepExtra={summaryOf(deal)}
                  onFailureConfirmed={toCar}
                  {...(kind === 'business'
                    ? { onSent: (values: FormValues) => void navigate(confirmationPathOf(deal.id, values)) }
                    : {})}
                  onDone={toCar}
                />
              </>
            ) : (
              // Without a car id the request cannot be sent (consumer §8): the error modal, then the car.
              <OutcomeModal kind="request-error" open onClose={toCar} />
            )
          }
        </WithDealDetails>
      ) : (
        <p>
          {text(
            kind === 'business' ? 'damageService.car.business.chooseFirst' : 'damageService.car.chooseFirst',
          )}
        </p>
      )}
    </>
  );
};
