import type * as t from 'io-ts';
import { CARS_PAGE_SIZE } from '../core/fleet/cars-list.ts';
import { isCarsTab } from '../core/fleet/cars-tabs.ts';
import { firstCallKey } from './first-page-answers.ts';
import { fillPath } from './route.ts';
import type { ROUTES, RouteName } from './route-table.ts';

/**
 * The API calls a page makes in its first render, in one table for both sides (docs/ui/server-render.md "Data in
 * the page"): the BFF answers exactly these into the page's HTML (adapters/http/server/
 * first-page-data.ts), the server's render and the browser fill TanStack Query with exactly these
 * (adapters/react-ui/src/app/first-page-prefetch.ts), and the pages' own queries then find them.
 * A call the page makes otherwise (another language, a filtered view, a later click) goes to the
 * BFF as before.
 */

/**
 * The routes a first page may call (GET reads, each with a query of the portal's,
 * first-page-prefetch.ts) and their paths — written here, not read from the route table, which
 * would put every route's codecs into the portal's first script (the route table's areas load
 * when first called, route-loaders.ts). first-calls.test.ts holds them equal to the route table's.
 */
export const FIRST_CALL_PATHS = {
  getSession: '/portal/api/bff/auth/session',
  getSignInProviders: '/portal/api/bff/auth/providers',
  getDeals: '/portal/api/bff/deals',
  getDealDetails: '/portal/api/bff/deals/{id}',
  getContentPage: '/portal/api/bff/content/pages/{slug}',
  getHandover: '/portal/api/bff/deals/{id}/handover',
  getHandoverMetadata: '/portal/api/bff/deals/{id}/handover-metadata',
  getReturn: '/portal/api/bff/deals/{id}/return',
  getOrderStatus: '/portal/api/bff/deals/{id}/order-status',
  getReturnStatus: '/portal/api/bff/deals/{id}/return-status',
  getPreponementOffer: '/portal/api/bff/deals/{id}/preponement',
  getDocuments: '/portal/api/bff/documents',
  getInvoices: '/portal/api/bff/invoices',
  getDamageReports: '/portal/api/bff/deals/{id}/damage-reports',
  getIncidentDamages: '/portal/api/bff/deals/{id}/incident-damages',
  getScheduleServiceLink: '/portal/api/bff/deals/schedule-service/{carId}',
  getReferralLink: '/portal/api/bff/referral_link/{email}',
  getFleetCars: '/portal/api/bff/fleet/cars',
  getCompanies: '/portal/api/bff/companies',
  getAnnouncements: '/portal/api/bff/fleet/announcements',
  getFleetOverview: '/portal/api/bff/fleet/overview',
  getCatalogue: '/portal/api/bff/catalogue',
  searchVehicles: '/portal/api/bff/catalogue/vehicles',
} as const satisfies Partial<Record<RouteName, string>>;
export type FirstCallRoute = keyof typeof FIRST_CALL_PATHS;

/** One call: the route and its path and query parameters as the portal sends them. */
export type FirstCall = {
  readonly route: FirstCallRoute;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
};

/**
 * What a call the page already holds answered: its answer's `data` (the session's user, the deal,
 * the content page), or undefined while it is not answered (or answered an error; the session
 * signed out is null). The BFF reads it from the answers it has made, the portal from its cache.
 */
export type Answered = (call: FirstCall) => unknown;

/**
 * The calls of the deal pages (/mycars and /mycars/{id}), which read the deals, their content
 * pages and core's rules for them (deal-page-calls.ts), handed in by the caller: the BFF imports
 * them; the portal loads them beside a deal page's first round (the session) — imported by this
 * table, they and core's content rules would join every page's first script.
 */
export type DealPageCalls = {
  readonly myCars: (page: FirstPage, answered: Answered) => readonly FirstCall[];
  readonly carDetails: (page: FirstPage, id: string, answered: Answered) => readonly FirstCall[];
};

/** The page: its address, the language of its content calls, and the moment (content visibility). */
export type FirstPage = {
  readonly path: string;
  readonly search: string;
  readonly locale: string;
  readonly now: Date;
};

/** The demo and placeholder id of "no car yet" pages, which make no call for a car. */
export const NO_DEAL = 'no-deal';

/** How many cars /subscribe shows on a page (business spec §2 "subscribe"). */
export const VEHICLES_PAGE_SIZE = 24;

/** The address of a call as both sides compare it (`firstCallKey`). */
export const firstCallUrl = ({ route, params = {}, query = {} }: FirstCall): string => {
  const text = new URLSearchParams(query).toString();
  return firstCallKey(`${fillPath(FIRST_CALL_PATHS[route], params)}${text ? `?${text}` : ''}`);
};

export const SESSION: FirstCall = { route: 'getSession' };

export type DataOf<R extends FirstCallRoute> =
  t.TypeOf<(typeof ROUTES)[R]['response']> extends { readonly data: infer D } ? D : never;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an answer's data must at least be for the table to read it; both sides decoded it already. */
const SHAPES: Partial<Record<FirstCallRoute, (data: unknown) => boolean>> = {
  getSession: (data) => isRecord(data) && typeof data.kind === 'string' && typeof data.email === 'string',
  getDeals: (data) =>
    Array.isArray(data) && data.every((deal) => isRecord(deal) && typeof deal.id === 'string'),
  getDealDetails: (data) => isRecord(data) && typeof data.id === 'string' && typeof data.state === 'string',
  getContentPage: (data) => isRecord(data) && Array.isArray(data.modules),
};

/**
 * The answered data of a call the table reads (the session's user, the deals, a deal, a content
 * page). Every answer was decoded by its route's codec before (the BFF checks its answers, the
 * portal decodes them); the table checks only what it reads, so that the portal's first script
 * does not carry the route table's codecs.
 */
export const dataOf = <R extends FirstCallRoute>(route: R, data: unknown): DataOf<R> | undefined =>
  data !== undefined && data !== null && (SHAPES[route]?.(data) ?? false) ? (data as DataOf<R>) : undefined;

const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });

/**
 * The calls a page makes in its first render that can be known from its address and the answers
 * of the calls before (`answered`): asked again with each new answer until it names no new call,
 * it names them all. The session on every page; /login's sign-in issuers; /subscribe's catalogue (its plain view: nothing in
 * the address) for anyone; once the session has answered with a user, the calls of /mycars,
 * /mycars/{id}, /cars/{tab} (its plain view: no search, filter, sort or page in the address) and
 * /overview. Duplicates are left out.
 */
export const firstCallsOf = (
  page: FirstPage,
  dealPages: DealPageCalls,
  answered: Answered = () => undefined,
): readonly FirstCall[] => {
  const [first, second, ...rest] = segmentsOf(page.path);
  const plain = new URLSearchParams(page.search).size === 0;
  const calls: FirstCall[] = [SESSION];
  if (rest.length > 0) return calls;
  // A signed-in user's pages make their calls once the session has answered with a user: signed
  // out, they open the login dialog and ask for nothing else.
  const signedIn = dataOf('getSession', answered(SESSION)) !== undefined;
  // The login page's buttons of the issuers configured (whatever its address asks for).
  if (first === 'login' && second === undefined) calls.push({ route: 'getSignInProviders' });
  else if (first === 'subscribe' && second === undefined && plain)
    calls.push(
      { route: 'getCatalogue' },
      { route: 'searchVehicles', query: { page: '1', pageSize: String(VEHICLES_PAGE_SIZE) } },
    );
  else if (!signedIn) return calls;
  else if (first === 'mycars' && second === undefined) calls.push(...dealPages.myCars(page, answered));
  else if (first === 'mycars' && second && second !== NO_DEAL)
    calls.push(...dealPages.carDetails(page, second, answered));
  else if (first === 'cars' && second && isCarsTab(second) && plain)
    calls.push(
      {
        route: 'getFleetCars',
        query: {
          tab: second,
          search: '',
          renewability: 'all',
          sort: 'default',
          page: '1',
          pageSize: String(CARS_PAGE_SIZE),
        },
      },
      { route: 'getCompanies' },
      { route: 'getAnnouncements' },
    );
  else if (first === 'overview' && second === undefined)
    calls.push({ route: 'getFleetOverview' }, { route: 'getAnnouncements' });
  const seen = new Set<string>();
  return calls.filter((call) => {
    const url = firstCallUrl(call);
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
};
