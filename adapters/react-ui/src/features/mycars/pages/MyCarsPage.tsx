import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { MY_CARS_PAGE } from '../../../../../../contracts/content-pages.ts';
import { contractNumberOf } from '../../../../../../core/deals/contract-signing.ts';
import { ContentPageView } from '../../../components/content/ContentPageView.tsx';
import type { ContentModuleJson } from '../../../components/content/content-module.ts';
import type { PlacedModules } from '../../../components/content/content-modules.tsx';
import { StepsModule, stepsCover } from '../../../components/content/StepsModule.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { WriteAction } from '../../../components/WriteAction.tsx';
import { lazyWithTexts } from '../../../i18n/page-texts.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { dealsQuery } from '../api/deal-queries.ts';
import { DealCard } from '../components/DealCard.tsx';
import { EmptyDeals } from '../components/EmptyDeals.tsx';
import { carNameOf } from '../deal-display.ts';

// The reminder opens over the cards: it comes a moment after them, so the cards paint first and
// the dialog's code is not part of the page's first load.
const ReturnReminderModal = lazyWithTexts(() =>
  import('../components/ReturnReminderModal.tsx').then((m) => ({ default: m.ReturnReminderModal })),
);

/** The customer's subscriptions: the data-bound part the content's `deals-list` module places. */
const DealsList = () => {
  const deals = useQuery(dealsQuery(usePortalApi()));
  return (
    <>
      {deals.isPending ? <LoadingState /> : null}
      {deals.isError ? <DataError onRetry={() => void deals.refetch()} /> : null}
      {deals.data?.length === 0 ? <EmptyDeals /> : null}
      {deals.data?.map((deal, index) => (
        // Only the first car is above the fold: the others' pictures load as they scroll in.
        <DealCard key={deal.id} deal={deal} eager={index === 0} />
      ))}
      {deals.data && deals.data.length > 0 ? (
        <Suspense fallback={null}>
          <WriteAction>
            <ReturnReminderModal deals={deals.data} />
          </WriteAction>
        </Suspense>
      ) : null}
    </>
  );
};

/** The content's steps once for each deal in a state they name, with its contract number. */
const VerificationSteps = ({ module }: { module: ContentModuleJson }) => {
  const deals = useQuery(dealsQuery(usePortalApi()));
  return (
    <>
      {(deals.data ?? [])
        .filter((deal) => stepsCover(module, deal.state))
        .map((deal) => (
          <StepsModule
            key={deal.id}
            module={module}
            contractNumber={contractNumberOf(deal.id)}
            carName={carNameOf(deal)}
            state={deal.state}
          />
        ))}
    </>
  );
};

const PLACED: PlacedModules = { 'deals-list': DealsList, steps: VerificationSteps };
const ESSENTIALS: readonly ContentModuleJson[] = [{ id: 'deals-list', type: 'deals-list', props: {} }];

/** /mycars: the customer's subscriptions among the modules of the content page `mycars`. */
export const MyCarsPage = () => {
  const kind = useSession().data?.kind;
  const data = useMemo(() => ({ customer: { kind } }), [kind]);
  return (
    <ContentPageView
      slug={MY_CARS_PAGE}
      title="mycars.page.title"
      placed={PLACED}
      essentials={ESSENTIALS}
      data={data}
    />
  );
};
