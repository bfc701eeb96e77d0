import { Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { dealsQuery } from '../api/deal-queries.ts';
import { DealCard } from '../components/DealCard.tsx';
import { EmptyDeals } from '../components/EmptyDeals.tsx';
import { ReturnReminderModal } from '../components/ReturnReminderModal.tsx';

/** /mycars: the customer's subscriptions. */
export const MyCarsPage = () => {
  const deals = useQuery(dealsQuery(usePortalApi()));
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="mycars.page.title" />
      </Title2>
      {deals.isPending ? <LoadingState /> : null}
      {deals.isError ? <DataError onRetry={() => void deals.refetch()} /> : null}
      {deals.data?.length === 0 ? <EmptyDeals /> : null}
      {deals.data?.map((deal) => (
        <DealCard key={deal.id} deal={deal} />
      ))}
      {deals.data && deals.data.length > 0 ? <ReturnReminderModal deals={deals.data} /> : null}
    </PageStack>
  );
};
