import { Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { dealsQuery } from '../api/deal-queries.ts';
import { DealCard } from '../components/DealCard.tsx';
import { EmptyDeals } from '../components/EmptyDeals.tsx';

// The reminder opens over the cards: it comes a moment after them, so the cards paint first and
// the dialog's code is not part of the page's first load.
const ReturnReminderModal = lazy(() =>
  import('../components/ReturnReminderModal.tsx').then((m) => ({ default: m.ReturnReminderModal })),
);

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
      {deals.data?.map((deal, index) => (
        // Only the first car is above the fold: the others' pictures load as they scroll in.
        <DealCard key={deal.id} deal={deal} eager={index === 0} />
      ))}
      {deals.data && deals.data.length > 0 ? (
        <Suspense fallback={null}>
          <ReturnReminderModal deals={deals.data} />
        </Suspense>
      ) : null}
    </PageStack>
  );
};
