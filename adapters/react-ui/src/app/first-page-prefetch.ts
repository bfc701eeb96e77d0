import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import {
  type DealPageCalls,
  type FirstCall,
  type FirstCallRoute,
  firstCallsOf,
  firstCallUrl,
} from '../../../../contracts/first-calls.ts';
import { isCarsTab } from '../../../../core/fleet/cars-tabs.ts';
import { contentPageQuery } from '../components/content/content-module.ts';
import { scheduleServiceLinkQuery } from '../components/schedule-service-link-query.ts';
import { signInProvidersQuery } from '../features/auth/api/sign-in-providers-query.ts';
import {
  announcementsQuery,
  fleetOverviewQuery,
} from '../features/business-settings/api/settings-queries.ts';
import { fleetCarsQuery, fleetCompaniesQuery } from '../features/fleet/api/fleet-queries.ts';
import { carsViewOf } from '../features/fleet/cars-view.ts';
import {
  dealDetailsQuery,
  dealsQuery,
  handoverMetadataQuery,
  handoverQuery,
  orderStatusQuery,
  returnStatusQuery,
} from '../features/mycars/api/deal-queries.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales.ts';
import { sessionQuery } from '../lib/session.ts';
import type { PortalApis } from './services.ts';

type Query = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;
type QueryOf = (apis: PortalApis, call: FirstCall, search: string) => Query | Promise<Query>;

// The queries of the deal page's sections, the referral card and the shop, loaded with the first
// call that needs them: imported here, they and their pages' modules would join the portal's first
// script, which every page loads (docs/ui/performance.md "Weight and first paint").
const carDetailsQueries = () => import('../features/mycars/api/car-details-queries.ts');
const preponementQueries = () => import('../features/mycars/api/preponement-queries.ts');
const referralQueries = () => import('../components/content/referral-link-query.ts');
const shopQueries = () =>
  Promise.all([import('../features/shop/api/shop-queries.ts'), import('../features/shop/subscribe-view.ts')]);

/**
 * The deal pages' part of the first-call table (contracts/deal-page-calls.ts), loaded for those
 * pages only, beside their first round (the session, which reads none of it); every other page
 * names none of its calls.
 */
const dealPageCallsFor = async (pathname: string): Promise<DealPageCalls> =>
  pathname.startsWith('/mycars')
    ? (await import('../../../../contracts/deal-page-calls.ts')).dealPageCalls
    : NO_DEAL_PAGE;

const NO_DEAL_PAGE: DealPageCalls = { myCars: () => [], carDetails: () => [] };

const param = (call: FirstCall, name: string) => call.params?.[name] ?? '';
const queryParam = (call: FirstCall, name: string) => call.query?.[name] ?? '';
const localeOf = (call: FirstCall): Locale => {
  const locale = queryParam(call, 'locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/**
 * The pages' own query of each call of the first-call table (contracts/first-calls.ts), so the
 * pages find the answers in the cache under their keys. The deals' and the catalogue's calls go
 * with the consumer's actor header, whoever is signed in: the BFF answers a read by the session's
 * user (the actor header guards writes only), so the answer is the one the page would get.
 */
const FIRST_CALL_QUERIES: { readonly [R in FirstCallRoute]: QueryOf } = {
  getSession: ({ consumer }) => sessionQuery(consumer) as Query,
  getSignInProviders: ({ consumer }) => signInProvidersQuery(consumer) as Query,
  getDeals: ({ consumer }) => dealsQuery(consumer) as Query,
  getDealDetails: ({ consumer }, call) => dealDetailsQuery(consumer, param(call, 'id')) as Query,
  getContentPage: ({ consumer }, call) =>
    contentPageQuery(consumer, param(call, 'slug'), localeOf(call)) as Query,
  getHandover: ({ consumer }, call) => handoverQuery(consumer, param(call, 'id')) as Query,
  getHandoverMetadata: ({ consumer }, call) => handoverMetadataQuery(consumer, param(call, 'id')) as Query,
  getReturn: async ({ consumer }, call) =>
    (await carDetailsQueries()).returnDataQuery(consumer, param(call, 'id')) as Query,
  getOrderStatus: ({ consumer }, call) => orderStatusQuery(consumer, param(call, 'id')) as Query,
  getReturnStatus: ({ consumer }, call) => returnStatusQuery(consumer, param(call, 'id')) as Query,
  getPreponementOffer: async ({ consumer }, call) =>
    (await preponementQueries()).preponementOfferQuery(consumer, param(call, 'id')) as Query,
  getDocuments: async ({ consumer }, call) =>
    (await carDetailsQueries()).dealDocumentsQuery(consumer, queryParam(call, 'dealId')) as Query,
  getInvoices: async ({ consumer }, call) =>
    (await carDetailsQueries()).dealInvoicesQuery(consumer, queryParam(call, 'dealId')) as Query,
  getDamageReports: async ({ consumer }, call) =>
    (await carDetailsQueries()).damageReportsQuery(consumer, param(call, 'id')) as Query,
  getIncidentDamages: async ({ consumer }, call) =>
    (await carDetailsQueries()).incidentDamagesQuery(consumer, param(call, 'id')) as Query,
  // The car's booking place, as the car page's "Service-Termin vereinbaren" asks for it.
  getScheduleServiceLink: ({ consumer }, call) =>
    scheduleServiceLinkQuery(consumer, {
      id: queryParam(call, 'dealId'),
      car_id: param(call, 'carId'),
    }) as Query,
  getReferralLink: async ({ consumer }, call) =>
    (await referralQueries()).referralLinkQuery(consumer, param(call, 'email')) as Query,
  // The fleet's list of the view in the address (features/fleet/pages/CarsPage.tsx asks for the same).
  getFleetCars: ({ business }, call, search) => {
    const tab = queryParam(call, 'tab');
    return fleetCarsQuery(
      business,
      carsViewOf(isCarsTab(tab) ? tab : 'all', new URLSearchParams(search)),
    ) as Query;
  },
  getCompanies: ({ business }) => fleetCompaniesQuery(business) as Query,
  getAnnouncements: ({ business }) => announcementsQuery(business) as Query,
  getFleetOverview: ({ business }) => fleetOverviewQuery(business) as Query,
  getCatalogue: async ({ consumer }) => (await shopQueries())[0].catalogueQuery(consumer) as Query,
  searchVehicles: async ({ consumer }, _call, search) => {
    const [{ vehiclesQuery }, { subscribeViewOf }] = await shopQueries();
    return vehiclesQuery(consumer, subscribeViewOf(new URLSearchParams(search))) as Query;
  },
};

/** The page's query of a call of the table. */
export const firstCallQuery = (apis: PortalApis, call: FirstCall, search = ''): Promise<Query> =>
  Promise.resolve(FIRST_CALL_QUERIES[call.route](apis, call, search));

/** Rounds of the table: each may name calls that read the answers of the round before (a deal's modules). */
const MAX_ROUNDS = 4;

/**
 * The first page's data, asked for while its code still loads (docs/ui/server-render.md "Data in the page"): the
 * calls of the first-call table (contracts/first-calls.ts), the same the BFF answers into the page,
 * through the pages' own queries, so the pages find their answers in the cache. The table is asked
 * again with the answers in the cache for the calls that depend on them (a deal's modules), until
 * it names no new call. Without this, the session call waits for React's first render, and the
 * page's calls for the session's answer and the page's chunk, one after the other. Signed out, the
 * session answers 401 and the page opens the login dialog over itself.
 */
export const prefetchFirstPage = async (
  queryClient: QueryClient,
  apis: PortalApis,
  pathname: string,
  search = '',
  locale: Locale = DEFAULT_LOCALE,
  now: Date = new Date(),
): Promise<void> => {
  const asked = new Set<string>();
  const dealPagesLoading = dealPageCallsFor(pathname);
  // What each call answered (its query's data), for the table's calls that read it.
  const data = new Map<string, unknown>();
  const answered = (call: FirstCall) => data.get(firstCallUrl(call));
  const ask = async (call: FirstCall) => {
    const query = await firstCallQuery(apis, call, search);
    await queryClient.prefetchQuery(query);
    data.set(firstCallUrl(call), queryClient.getQueryData(query.queryKey));
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    // The first round asks for the session alone: the deal pages' part is read from the second.
    const dealPages = round === 0 ? NO_DEAL_PAGE : await dealPagesLoading;
    const calls = firstCallsOf({ path: pathname, search, locale, now }, dealPages, answered).filter(
      (call) => !asked.has(firstCallUrl(call)),
    );
    if (calls.length === 0) return;
    for (const call of calls) asked.add(firstCallUrl(call));
    await Promise.all(calls.map(ask));
  }
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
 * (docs/ui/server-render.md "The first page rendered on the server"): what the page holds shows, what it does
 * not is pending on both sides and asked for once the page has hydrated.
 */
export const fillFirstPage = async (
  queryClient: QueryClient,
  apis: PortalApis,
  pathname: string,
  search = '',
  now: Date = new Date(),
): Promise<void> => {
  await prefetchFirstPage(queryClient, apis, pathname, search, DEFAULT_LOCALE, now);
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
};
