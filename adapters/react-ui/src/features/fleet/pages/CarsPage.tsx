import { MessageBar, MessageBarBody, MessageBarTitle, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CARS_PAGE_SIZE } from '../../../../../../core/fleet/cars-list.ts';
import { type CarsTab, isCarsTab } from '../../../../../../core/fleet/cars-tabs.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { RequireBusiness } from '../../../components/RequireBusiness.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { saveDownload } from '../../../lib/save-download.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { fleetCarsQuery, fleetCompaniesQuery } from '../api/fleet-queries.ts';
import { useExportFleetCars } from '../api/fleet-writes.ts';
import { type CarsView, carsViewOf, hrefOf } from '../cars-view.ts';
import { CarsTable } from '../components/CarsTable.tsx';
import { CarsTabs } from '../components/CarsTabs.tsx';
import { CarsToolbar } from '../components/CarsToolbar.tsx';
import { OverviewFilterNote } from '../components/OverviewFilterNote.tsx';
import { Pager } from '../components/Pager.tsx';

/** /cars/{tab}: the fleet (business spec §2 "Cars page"); the view is kept in the URL (cars-view.ts). */
export const CarsPage = () => {
  const { tab } = useParams();
  if (!tab || !isCarsTab(tab)) return <Navigate to="/cars/all" replace />;
  return (
    <RequireBusiness>
      <FleetCars tab={tab} />
    </RequireBusiness>
  );
};

// Stable empty values, so the memoised parts of the page see no change while data is missing.
const NO_TABS: readonly CarsTab[] = [];
const NO_COMPANIES: readonly { readonly id: string; readonly name: string }[] = [];

const FleetCars = ({ tab }: { tab: CarsTab }) => {
  const api = usePortalApi();
  const text = useText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // One view object per address: the toolbar and the query see a new one only when the view changed.
  const view = useMemo(() => carsViewOf(tab, params), [tab, params]);
  const cars = useQuery(fleetCarsQuery(api, view));
  const companies = useQuery(fleetCompaniesQuery(api));
  const exportCars = useExportFleetCars();

  // A new search, filter, sort or tab starts at the first page; only paging keeps the rest.
  const show = useCallback(
    (change: Partial<CarsView>) => navigate(hrefOf({ ...carsViewOf(tab, params), page: 1, ...change })),
    [navigate, tab, params],
  );

  const list = cars.data;
  const pages = list ? Math.max(1, Math.ceil(list.matchCount / CARS_PAGE_SIZE)) : 1;
  // A page beyond the last (an old link, a fleet that shrank) shows the last page instead.
  const beyondLast =
    list !== undefined && !cars.isPlaceholderData && list.matchCount > 0 && view.page > pages;
  useEffect(() => {
    if (beyondLast) navigate(hrefOf({ ...view, page: pages }), { replace: true });
  });
  const selectTab = useCallback((next: CarsTab) => show({ tab: next }), [show]);
  const showPage = useCallback((page: number) => show({ ...view, page }), [show, view]);
  const { mutate: exportView } = exportCars;
  const exportCurrentView = useCallback(
    () => exportView(view, { onSuccess: (file) => saveDownload(file, `flotte-${view.tab}.csv`) }),
    [exportView, view],
  );
  const returnWindow = view.returnsFrom !== '' || view.returnsTo !== '';
  const narrowed =
    view.search.trim() !== '' ||
    view.renewability !== 'all' ||
    view.action !== 'all' ||
    view.companyId !== '' ||
    returnWindow ||
    view.handoversFrom !== '' ||
    view.handoversTo !== '' ||
    view.costMonth !== '';
  return (
    <PageStack>
      <Title2 as="h1">{text('fleet.cars.title')}</Title2>
      <CarsTabs
        selected={tab}
        counts={list?.tabCounts}
        needingAction={list?.tabsNeedingAction ?? NO_TABS}
        onSelect={selectTab}
      />
      <CarsToolbar
        view={view}
        companies={companies.data ?? NO_COMPANIES}
        onChange={show}
        exporting={exportCars.isPending}
        onExport={exportCurrentView}
      />
      {exportCars.isError ? (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <Text id="fleet.cars.exportFailed.title" />
            </MessageBarTitle>
            <Text id="fleet.cars.exportFailed.text" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {/* The previous view's list stays on screen while the next loads; its count is not the search's. */}
      {list && !cars.isPlaceholderData && view.search.trim() !== '' ? (
        <p role="status">
          <Text id="fleet.cars.matchCount" values={{ count: list.matchCount, search: view.search.trim() }} />
        </p>
      ) : null}
      {/* The fleet overview's returns lead here: the list says what it counts, as the overview did. */}
      {list && !cars.isPlaceholderData && returnWindow ? (
        <p role="status" aria-live="polite">
          <Text
            id="fleet.cars.returnWindow"
            values={{
              count: list.matchCount,
              from: view.returnsFrom ? formatDate(view.returnsFrom) : '…',
              to: view.returnsTo ? formatDate(view.returnsTo) : '…',
            }}
          />{' '}
          <SmartLink href={hrefOf({ ...view, returnsFrom: '', returnsTo: '', page: 1 })}>
            <Text id="fleet.cars.returnWindow.clear" />
          </SmartLink>
        </p>
      ) : null}
      {list && !cars.isPlaceholderData ? <OverviewFilterNote view={view} list={list} /> : null}
      {cars.isPending || cars.isPlaceholderData ? <LoadingState /> : null}
      {cars.isError ? <DataError onRetry={() => void cars.refetch()} /> : null}
      {list && list.matchCount === 0 ? (
        <p>
          <Text id={narrowed ? 'fleet.cars.noMatches' : `fleet.cars.empty.${tab}`} />{' '}
          {narrowed ? null : (
            <SmartLink href="/subscribe">
              <Text id="fleet.cars.subscribe" />
            </SmartLink>
          )}
        </p>
      ) : null}
      {list && list.items.length > 0 ? <CarsTable cars={list.items} /> : null}
      {list ? <Pager page={view.page} pages={pages} onPage={showPage} /> : null}
    </PageStack>
  );
};
