import { Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, dealDetailsQuery } from '../api/deal-queries.ts';
import { OrderStatusSteps, ReturnStatusSteps } from '../components/StatusSteps.tsx';
import { VehicleDetails } from '../components/VehicleDetails.tsx';
import { carNameOf, statusModuleOf } from '../deal-display.ts';
import { useDealContext } from '../use-deal-context.ts';

const DealModules = ({ deal }: { deal: DealJson }) => {
  const { ctx, ready, dismiss } = useDealContext(deal);
  const status = statusModuleOf(deal);
  return (
    <>
      <Title2 as="h1">{carNameOf(deal) ?? <Text id="mycars.card.unknownCar" />}</Title2>
      {ready ? <VehicleDetails ctx={ctx} onDismiss={dismiss} /> : <LoadingState />}
      {status === 'order' ? <OrderStatusSteps dealId={deal.id} /> : null}
      {status === 'return' ? <ReturnStatusSteps dealId={deal.id} /> : null}
    </>
  );
};

/** /mycars/{subscription_id}: the car's details, with a back link to /mycars. */
export const CarDetailsPage = () => {
  const { dealId = '' } = useParams();
  const deal = useQuery(dealDetailsQuery(usePortalApi(), dealId));
  return (
    <PageStack>
      <AppLink to="/mycars">
        <Text id="carDetails.back" />
      </AppLink>
      {deal.isPending ? <LoadingState /> : null}
      {deal.isError ? (
        isHttpStatus(deal.error, 404) ? (
          <DataError message="carDetails.notFound" />
        ) : (
          <DataError onRetry={() => void deal.refetch()} />
        )
      ) : null}
      {deal.data ? <DealModules deal={deal.data} /> : null}
    </PageStack>
  );
};
