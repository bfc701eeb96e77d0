import type { FastifyRequest } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either.js';
import { MY_CARS_PAGE } from '../../../contracts/content-pages.ts';
import { type FirstPageAnswer, firstCallKey } from '../../../contracts/first-page-answers.ts';
import { DEFAULT_LOCALE } from '../../../contracts/locales.ts';
import { type AnyRoute, fillPath, isBinary } from '../../../contracts/route.ts';
import { ROUTES } from '../../../contracts/route-table.ts';
import { accessFor } from '../../../core/account/access.ts';
import type { User } from '../../../core/account/ports.ts';
import { CARS_PAGE_SIZE } from '../../../core/fleet/cars-list.ts';
import { isCarsTab } from '../../../core/fleet/cars-tabs.ts';
import type { Clock } from '../../../core/shared/ports.ts';
import type { Handler } from './handler.ts';

/** One API call a page makes first: the route and its path and query parameters as the client sends them. */
type FirstCall = {
  readonly route: AnyRoute;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
};

/** The demo and placeholder id of "no car yet" pages, which make no call for a car. */
const NO_DEAL = 'no-deal';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The calls the portal makes first on a page (app/first-page-prefetch.ts and the pages' own
 * queries), with the parameters the client would send: the session on every page; on /mycars the
 * deals and the page's content in German; on /mycars/{id} that deal; on /cars/{tab} the first page
 * of the tab's plain view (no search, filter or sort in the address) and the companies; on
 * /overview the fleet's figures. A call the client makes otherwise (another language, a filtered
 * view) finds no answer in the page and goes to the BFF as before.
 */
export const firstCallsOf = (path: string, search: string): readonly FirstCall[] => {
  const segments = segmentsOf(path).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const session: FirstCall = { route: ROUTES.getSession };
  const [first, second, ...rest] = segments;
  if (rest.length > 0) return [session];
  if (first === 'mycars' && second === undefined)
    return [
      session,
      { route: ROUTES.getDeals },
      { route: ROUTES.getContentPage, params: { slug: MY_CARS_PAGE }, query: { locale: DEFAULT_LOCALE } },
    ];
  if (first === 'mycars' && second && second !== NO_DEAL)
    return [session, { route: ROUTES.getDealDetails, params: { id: second } }];
  if (first === 'cars' && second && isCarsTab(second) && new URLSearchParams(search).size === 0)
    return [
      session,
      {
        route: ROUTES.getFleetCars,
        query: {
          tab: second,
          search: '',
          renewability: 'all',
          sort: 'default',
          page: '1',
          pageSize: String(CARS_PAGE_SIZE),
        },
      },
      { route: ROUTES.getCompanies },
      { route: ROUTES.getAnnouncements },
    ];
  if (first === 'overview' && second === undefined)
    return [session, { route: ROUTES.getFleetOverview }, { route: ROUTES.getAnnouncements }];
  return [session];
};

export type FirstPageDataOptions = {
  readonly handlers: Readonly<Record<string, Handler>>;
  readonly currentUser: (sessionId: string | undefined, now: Date) => Promise<User | undefined>;
  readonly clock: Clock;
  readonly sessionCookie: string;
};

/** The answers of a page's first calls for the request's session, for static-ui.ts to embed. */
export type FirstPageData = (request: FastifyRequest) => Promise<readonly FirstPageAnswer[]>;

/**
 * A page's first calls answered on the server for the session of the page's request: each by its
 * API route's own handler, after the same access check, its parameters decoded by the same codecs
 * and its answer checked against the same response codec — so the page holds exactly what the API
 * would answer this user, and nothing the API would refuse (a refused or failed call is left out;
 * the client then asks the BFF and gets the refusal). Signed out, a page holds nothing.
 */
export const firstPageData =
  (options: FirstPageDataOptions): FirstPageData =>
  async (request) => {
    const sessionId = request.cookies[options.sessionCookie];
    if (!sessionId) return [];
    const now = options.clock.now();
    const user = await options.currentUser(sessionId, now);
    if (!user) return [];
    const [path = '/', search = ''] = request.url.split('?');
    const answers = await Promise.all(
      firstCallsOf(path, search).map(async ({ route, params = {}, query = {} }) => {
        const handler = options.handlers[route.name];
        if (!handler || isBinary(route.response) || route.method !== 'GET') return [];
        if (accessFor(route.access, user, route) !== 'allowed') return [];
        const decodedParams = route.params.decode(params);
        const decodedQuery = route.query.decode(query);
        if (isLeft(decodedParams) || isLeft(decodedQuery)) return [];
        try {
          const result = await handler({
            params: decodedParams.right as Record<string, string>,
            query: decodedQuery.right,
            body: undefined,
            files: [],
            user,
            sessionId,
            clientAddress: request.ip,
            now,
          });
          if (result.isErr()) return [];
          const status = result.value.status ?? route.example.status ?? 200;
          if (status >= 300 || !route.response.is(result.value.body)) return [];
          const text = new URLSearchParams(query).toString();
          const url = firstCallKey(`${fillPath(route.path, params)}${text ? `?${text}` : ''}`);
          return [{ url, status, body: result.value.body }];
        } catch (error) {
          // The page is served without this answer; the client's own call will meet the fault.
          request.log.warn({ err: error, route: route.name }, 'a first call of a page failed on the server');
          return [];
        }
      }),
    );
    return answers.flat();
  };
