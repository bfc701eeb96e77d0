import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { isCarsTab } from '../../../../core/fleet/cars-tabs.ts';
import {
  announcementsQuery,
  fleetOverviewQuery,
} from '../features/business-settings/api/settings-queries.ts';
import { fleetCarsQuery, fleetCompaniesQuery } from '../features/fleet/api/fleet-queries.ts';
import { carsViewOf } from '../features/fleet/cars-view.ts';
import { dealDetailsQuery, dealsQuery } from '../features/mycars/api/deal-queries.ts';
import { myCarsContentQuery } from '../features/mycars/api/my-cars-content.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { sessionQuery } from '../lib/session.ts';
import type { PortalApis } from './services.ts';

/**
 * The first page's data, asked for while its code still loads: without this, the session call
 * waits for React's first render, and the page's call for the session's answer and the page's
 * chunk, one after the other (docs/ui.md "Weight and first paint"). The queries are the pages'
 * own, so the pages find their answers in the cache.
 *
 * The deals are asked for at once, beside the session, not after it: the first render keeps the
 * main thread busy for a while, and a call started after the session's answer would wait for it.
 * They are asked for with the consumer's actor header, whoever is signed in: the BFF answers a
 * deals read by the session's user (the actor header guards writes only), so the answer is the one
 * the page would get. Signed out, the call answers 401 and the page opens the login dialog over itself.
 */
export const prefetchFirstPage = (
  queryClient: QueryClient,
  apis: PortalApis,
  pathname: string,
  search = '',
  locale: Locale = DEFAULT_LOCALE,
): Promise<unknown> => {
  const asked: Promise<unknown>[] = [queryClient.prefetchQuery(sessionQuery(apis.consumer))];
  if (matchPath('/mycars', pathname)) {
    asked.push(queryClient.prefetchQuery(dealsQuery(apis.consumer)));
    // The page is assembled from its content page: asked for beside the deals, not after them.
    asked.push(queryClient.prefetchQuery(myCarsContentQuery(apis.consumer, locale)));
  }
  const details = matchPath('/mycars/:dealId', pathname);
  if (details?.params.dealId && details.params.dealId !== 'no-deal')
    asked.push(queryClient.prefetchQuery(dealDetailsQuery(apis.consumer, details.params.dealId)));
  // The business start page: the fleet's first page of the view in the address, and the companies
  // its filter offers (features/fleet/pages/CarsPage.tsx asks for the same).
  const cars = matchPath('/cars/:tab', pathname);
  const onFleetList = cars?.params.tab !== undefined && isCarsTab(cars.params.tab);
  if (cars?.params.tab && isCarsTab(cars.params.tab)) {
    asked.push(
      queryClient.prefetchQuery(
        fleetCarsQuery(apis.business, carsViewOf(cars.params.tab, new URLSearchParams(search))),
      ),
    );
    asked.push(queryClient.prefetchQuery(fleetCompaniesQuery(apis.business)));
  }
  // The overview's figures; on both business start pages the announcements above the page, which
  // are the largest text the page paints (its LCP element) and so belong in the first paint.
  if (matchPath('/overview', pathname))
    asked.push(queryClient.prefetchQuery(fleetOverviewQuery(apis.business)));
  if (onFleetList || matchPath('/overview', pathname))
    asked.push(queryClient.prefetchQuery(announcementsQuery(apis.business)));
  return Promise.all(asked);
};

/**
 * The status of a call that only the page could have answered and did not (`pageOnlyFetch`): no
 * retry (below 500), and not the 401 that would mark the session ended (App.tsx).
 */
const NOT_IN_PAGE = 428;

/** A fetch that answers no call: behind `answeringFirstCalls`, only the page's answers come through. */
export const pageOnlyFetch: typeof fetch = () => Promise.resolve(new Response(null, { status: NOT_IN_PAGE }));

/**
 * TanStack Query's cache with exactly the first page's answers the HTML holds: the first page's
 * queries asked through `apis`, whose fetch answers from the page only (`pageOnlyFetch` behind
 * `answeringFirstCalls`), and every query the page did not answer dropped again. The server renders
 * the page from this cache, and the client hydrates it from the same, so both render the same
 * (docs/ui.md "The first page rendered on the server"): what the page holds shows, what it does
 * not is pending on both sides and asked for once the page has hydrated.
 */
export const fillFirstPage = async (
  queryClient: QueryClient,
  apis: PortalApis,
  pathname: string,
  search = '',
): Promise<void> => {
  await prefetchFirstPage(queryClient, apis, pathname, search, DEFAULT_LOCALE);
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
};
