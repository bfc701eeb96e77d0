import type * as t from 'io-ts';
import { isModuleVisible, parseModuleVisibility } from '../core/content/visibility.ts';
import { loadsHandover } from '../core/deals/context.ts';
import { followUpIdOf } from '../core/deals/follow-up.ts';
import { statusModuleOf } from '../core/deals/status-module.ts';
import { CARS_PAGE_SIZE } from '../core/fleet/cars-list.ts';
import { isCarsTab } from '../core/fleet/cars-tabs.ts';
import { CAR_DETAILS_PAGE, MY_CARS_PAGE } from './content-pages.ts';
import { firstCallKey } from './first-page-answers.ts';
import { fillPath } from './route.ts';
import type { ROUTES, RouteName } from './route-table.ts';

/**
 * The API calls a page makes in its first render, in one table for both sides (docs/ui.md "Data in
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

const SESSION: FirstCall = { route: 'getSession' };

type DataOf<R extends FirstCallRoute> =
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
const dataOf = <R extends FirstCallRoute>(route: R, data: unknown): DataOf<R> | undefined =>
  data !== undefined && data !== null && (SHAPES[route]?.(data) ?? false) ? (data as DataOf<R>) : undefined;

type Deal = DataOf<'getDealDetails'>;

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
 * What a deal's card or page asks for the deal itself (useDealContext and the status note): its
 * handover and delivery confidence when it is a CREATED subscription, a bridging car's follow-up
 * deal and its handover, the order or return steps it shows.
 */
const dealCalls = (deal: Deal): FirstCall[] => {
  const params = { id: deal.id };
  const followUp = followUpIdOf(deal);
  const status = statusModuleOf(deal);
  const calls: FirstCall[] = [];
  if (loadsHandover(deal))
    calls.push({ route: 'getHandover', params }, { route: 'getHandoverMetadata', params });
  if (followUp)
    calls.push(
      { route: 'getDealDetails', params: { id: followUp } },
      { route: 'getHandover', params: { id: followUp } },
    );
  if (status === 'order') calls.push({ route: 'getOrderStatus', params });
  if (status === 'return') calls.push({ route: 'getReturnStatus', params });
  return calls;
};

/**
 * The calls of the car details' content modules (features/mycars/modules), by the content's
 * module type; a type not named asks for nothing. The insurance module's add-ons are a POST read
 * (`/api/addons`), which a page does not hold: its card keeps its place while it loads.
 */
const MODULE_CALLS: Readonly<
  Record<string, (deal: Deal, user: DataOf<'getSession'> | undefined) => FirstCall[]>
> = {
  'order-status': (deal) => [
    { route: 'getOrderStatus', params: { id: deal.id } },
    ...(loadsHandover(deal) ? [{ route: 'getHandover', params: { id: deal.id } } as const] : []),
  ],
  'accept-preponement': (deal, user) =>
    user?.kind === 'consumer' ? [{ route: 'getPreponementOffer', params: { id: deal.id } }] : [],
  'damage-reports': (deal) => [
    { route: 'getDamageReports', params: { id: deal.id } },
    { route: 'getIncidentDamages', params: { id: deal.id } },
  ],
  documents: (deal) => [{ route: 'getDocuments', query: { dealId: deal.id } }],
  'return-status': (deal) => [
    { route: 'getReturnStatus', params: { id: deal.id } },
    { route: 'getReturn', params: { id: deal.id } },
  ],
  invoices: (deal) => [{ route: 'getInvoices', query: { dealId: deal.id } }],
};

/** The content modules of an answered content page that show for the data (core's visibility rules). */
const visibleTypes = (page: DataOf<'getContentPage'>, data: Readonly<Record<string, unknown>>, now: Date) =>
  page.modules.flatMap((module) => {
    const visibility = parseModuleVisibility(module);
    return visibility.isOk() && isModuleVisible(visibility.value, data, now) ? [module.type] : [];
  });

/** /mycars/{id}: the deal and its content page, then what the deal's visible modules ask for. */
const carDetailsCalls = (page: FirstPage, id: string, answered: Answered): FirstCall[] => {
  const dealCall: FirstCall = { route: 'getDealDetails', params: { id } };
  const contentCall: FirstCall = {
    route: 'getContentPage',
    params: { slug: CAR_DETAILS_PAGE },
    query: { locale: page.locale },
  };
  const first = [dealCall, contentCall];
  const deal = dataOf('getDealDetails', answered(dealCall));
  if (!deal) return first;
  const user = dataOf('getSession', answered(SESSION));
  const params = { id: deal.id };
  const handoverCall: FirstCall = { route: 'getHandover', params };
  const returnCall: FirstCall = { route: 'getReturn', params };
  const second = [
    ...dealCalls(deal),
    ...(loadsHandover(deal) ? [handoverCall] : []),
    ...(deal.return_type ? [returnCall] : []),
  ];
  const content = dataOf('getContentPage', answered(contentCall));
  // The modules show once the handover is known (a CREATED deal would show its banners wrongly).
  const handover = loadsHandover(deal) ? answered(handoverCall) : undefined;
  if (!content || (loadsHandover(deal) && handover === undefined)) return [...first, ...second];
  const returnData = deal.return_type ? answered(returnCall) : undefined;
  const data = { deal, customer: { kind: user?.kind }, handover, returnData };
  const third = visibleTypes(content, data, page.now).flatMap(
    (type) => MODULE_CALLS[type]?.(deal, user) ?? [],
  );
  return [...first, ...second, ...third];
};

/** /mycars: the deals and the page's content, then each card's calls and the referral link's. */
const myCarsCalls = (page: FirstPage, answered: Answered): FirstCall[] => {
  const dealsCall: FirstCall = { route: 'getDeals' };
  const contentCall: FirstCall = {
    route: 'getContentPage',
    params: { slug: MY_CARS_PAGE },
    query: { locale: page.locale },
  };
  const deals = dataOf('getDeals', answered(dealsCall)) ?? [];
  const content = dataOf('getContentPage', answered(contentCall));
  const user = dataOf('getSession', answered(SESSION));
  const referral =
    content &&
    user &&
    visibleTypes(content, { customer: { kind: user.kind } }, page.now).includes('referral-promo')
      ? [{ route: 'getReferralLink', params: { email: user.email } } as const]
      : [];
  return [dealsCall, contentCall, ...deals.flatMap(dealCalls), ...referral];
};

/**
 * The calls a page makes in its first render that can be known from its address and the answers
 * of the calls before (`answered`): asked again with each new answer until it names no new call,
 * it names them all. The session on every page; /subscribe's catalogue (its plain view: nothing in
 * the address) for anyone; once the session has answered with a user, the calls of /mycars,
 * /mycars/{id}, /cars/{tab} (its plain view: no search, filter, sort or page in the address) and
 * /overview. Duplicates are left out.
 */
export const firstCallsOf = (page: FirstPage, answered: Answered = () => undefined): readonly FirstCall[] => {
  const [first, second, ...rest] = segmentsOf(page.path);
  const plain = new URLSearchParams(page.search).size === 0;
  const calls: FirstCall[] = [SESSION];
  if (rest.length > 0) return calls;
  // A signed-in user's pages make their calls once the session has answered with a user: signed
  // out, they open the login dialog and ask for nothing else.
  const signedIn = dataOf('getSession', answered(SESSION)) !== undefined;
  if (first === 'subscribe' && second === undefined && plain)
    calls.push(
      { route: 'getCatalogue' },
      { route: 'searchVehicles', query: { page: '1', pageSize: String(VEHICLES_PAGE_SIZE) } },
    );
  else if (!signedIn) return calls;
  else if (first === 'mycars' && second === undefined) calls.push(...myCarsCalls(page, answered));
  else if (first === 'mycars' && second && second !== NO_DEAL)
    calls.push(...carDetailsCalls(page, second, answered));
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
