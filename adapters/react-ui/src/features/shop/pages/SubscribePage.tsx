import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VEHICLE_SORTS } from '../../../../../../contracts/routes/catalogue.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { COMPACT } from '../../../components/screen-sizes.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { useWording } from '../../../lib/wording.ts';
import { catalogueQuery, vehiclesQuery } from '../api/shop-queries.ts';
import { DiscountBanner, SurveyBanner } from '../components/ShopBanners.tsx';
import { VehicleCard } from '../components/VehicleCard.tsx';
import { VehicleFilters } from '../components/VehicleFilters.tsx';
import {
  COMPARE_LIMIT,
  comparisonHrefOf,
  hrefOf,
  isNarrowed,
  type SubscribeView,
  subscribeViewOf,
  toggledComparison,
  VEHICLES_PAGE_SIZE,
  type VehicleSort,
  withoutFilters,
} from '../subscribe-view.ts';

/** Cards in the first row of the list show without scrolling; the rest load their pictures lazily. */
const ABOVE_THE_FOLD = 3;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) 1fr',
    gap: tokens.spacingHorizontalXXL,
    // A compact screen shows the filters above the cars, each as wide as the page.
    [COMPACT]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
    gap: '16px',
  },
  pager: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * /subscribe (business spec §2, shared by both portals): the catalogue's cars with the filters, the
 * search and the sort kept in the URL (subscribe-view.ts), the top banner and the survey banner.
 */
export const SubscribePage = () => {
  const api = usePortalApi();
  const text = useText();
  const wording = useWording();
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = subscribeViewOf(params);
  const catalogue = useQuery(catalogueQuery(api));
  const vehicles = useQuery(vehiclesQuery(api, view));
  const [search, setSearch] = useState(view.search);
  const show = (next: SubscribeView) => navigate(hrefOf(next));

  const list = vehicles.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / VEHICLES_PAGE_SIZE)) : 1;
  return (
    <PageStack>
      <DiscountBanner />
      <Title2 as="h1">{text('shop.subscribe.title')}</Title2>
      <SurveyBanner />
      {view.swapSubscriptionId ? (
        <MessageBar intent="info">
          <MessageBarBody>{wording('shop.subscribe.swapSelection')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.layout}>
        <aside aria-label={text('shop.filters.title')}>
          {catalogue.isPending ? <LoadingState /> : null}
          {catalogue.isError ? <DataError onRetry={() => void catalogue.refetch()} /> : null}
          {catalogue.data ? <VehicleFilters catalogue={catalogue.data} view={view} onChange={show} /> : null}
        </aside>
        <PageStack>
          <form
            className={styles.toolbar}
            onSubmit={(event) => {
              event.preventDefault();
              show({ ...view, search, page: 1 });
            }}
          >
            <Field label={text('shop.subscribe.search')}>
              <Input type="search" value={search} onChange={(_, data) => setSearch(data.value)} />
            </Field>
            <Field label={text('shop.subscribe.sort')}>
              <Select
                value={view.sort}
                onChange={(_, data) => show({ ...view, sort: data.value as VehicleSort, page: 1 })}
              >
                {VEHICLE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {text(`shop.subscribe.sort.${sort}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {isNarrowed(view) ? (
              <Button
                onClick={() => {
                  setSearch('');
                  show(withoutFilters(view));
                }}
              >
                <Text id="shop.subscribe.reset" />
              </Button>
            ) : null}
          </form>
          {view.compare.length >= 2 ? (
            <Link to={comparisonHrefOf(view.compare)}>
              {text('shop.compare.open', { count: view.compare.length })}
            </Link>
          ) : null}
          {list ? (
            <p role="status">
              <Text id="shop.subscribe.count" values={{ count: list.total }} />
            </p>
          ) : null}
          {vehicles.isPending || vehicles.isPlaceholderData ? <LoadingState /> : null}
          {vehicles.isError ? (
            isHttpStatus(vehicles.error, 404) ? (
              <DataError message="shop.subscribe.swapNotFound" />
            ) : (
              <DataError onRetry={() => void vehicles.refetch()} />
            )
          ) : null}
          {list && list.data.length === 0 ? (
            <p>{wording(isNarrowed(view) ? 'shop.subscribe.noMatches' : 'shop.subscribe.empty')}</p>
          ) : null}
          {list && list.data.length > 0 ? (
            <div className={styles.grid}>
              {list.data.map((vehicle, index) => (
                <VehicleCard
                  key={vehicle.id}
                  eager={index < ABOVE_THE_FOLD}
                  vehicle={vehicle}
                  swapSubscriptionId={view.swapSubscriptionId}
                  compared={view.compare.includes(vehicle.id)}
                  compareFull={view.compare.length >= COMPARE_LIMIT}
                  onCompare={() => navigate(hrefOf(toggledComparison(view, vehicle.id)), { replace: true })}
                />
              ))}
            </div>
          ) : null}
          {list && pages > 1 ? (
            <nav className={styles.pager} aria-label={text('shop.subscribe.pages')}>
              <Button disabled={view.page <= 1} onClick={() => show({ ...view, page: view.page - 1 })}>
                <Text id="shop.subscribe.previous" />
              </Button>
              <Text id="shop.subscribe.page" values={{ page: view.page, pages }} />
              <Button disabled={view.page >= pages} onClick={() => show({ ...view, page: view.page + 1 })}>
                <Text id="shop.subscribe.next" />
              </Button>
            </nav>
          ) : null}
        </PageStack>
      </div>
    </PageStack>
  );
};
