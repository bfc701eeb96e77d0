import type { FastifyRequest } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either.js';
import { dealPageCalls } from '../../../contracts/deal-page-calls.ts';
import { type Answered, type FirstCall, firstCallsOf, firstCallUrl } from '../../../contracts/first-calls.ts';
import type { FirstPageAnswer } from '../../../contracts/first-page-answers.ts';
import { DEFAULT_LOCALE } from '../../../contracts/locales.ts';
import { isBinary } from '../../../contracts/route.ts';
import { ROUTES } from '../../../contracts/route-table.ts';
import { accessFor } from '../../../core/account/access.ts';
import type { User } from '../../../core/account/ports.ts';
import type { Clock } from '../../../core/shared/ports.ts';
import { messageFor } from './error-messages.ts';
import type { Handler } from './handler.ts';

export type FirstPageDataOptions = {
  readonly handlers: Readonly<Record<string, Handler>>;
  readonly currentUser: (sessionId: string | undefined, now: Date) => Promise<User | undefined>;
  readonly clock: Clock;
  readonly sessionCookie: string;
};

/** The answers of a page's first calls for the request's session, for static-ui.ts to embed. */
export type FirstPageData = (request: FastifyRequest) => Promise<readonly FirstPageAnswer[]>;

/** Rounds of the table's calls (firstCallsOf): each may name calls that read the answers before. */
const MAX_ROUNDS = 4;

/** The session's answer to a visitor without one, as the API sends it. */
const signedOutSession = (): FirstPageAnswer => ({
  url: firstCallUrl({ route: 'getSession' }),
  status: 401,
  body: { error: { code: 'unauthorized', message: messageFor('unauthorized') } },
});

/**
 * A page's first calls (contracts/first-calls.ts, the table the portal fills its cache from too)
 * answered on the server for the session of the page's request: each by its API route's own
 * handler, after the same access check, its parameters decoded by the same codecs and its answer
 * checked against the same response codec — so the page holds exactly what the API would answer
 * this user, and nothing the API would refuse (a refused or failed call is left out; the client
 * then asks the BFF and gets the refusal). The table is asked again with the answers made, for the
 * calls that depend on them (a deal's modules), until it names no new call.
 *
 * Signed out (or with an ended session), the page holds the session's 401, which the API would
 * answer anyone without a session, and the page's public calls (the catalogue of /subscribe),
 * answered with no user and no session: nothing in it depends on who asked.
 */
export const firstPageData =
  (options: FirstPageDataOptions): FirstPageData =>
  async (request) => {
    const cookie = request.cookies[options.sessionCookie];
    const now = options.clock.now();
    const user = cookie ? await options.currentUser(cookie, now) : undefined;
    const sessionId = user ? cookie : undefined;
    const [path = '/', search = ''] = request.url.split('?');
    const answers = new Map<string, FirstPageAnswer>();
    const data = new Map<string, unknown>();
    const asked = new Set<string>();
    const answered: Answered = (call) => data.get(firstCallUrl(call));
    const answer = async (call: FirstCall): Promise<FirstPageAnswer | undefined> => {
      const route = ROUTES[call.route];
      const handler = options.handlers[route.name];
      if (!handler || isBinary(route.response) || route.method !== 'GET') return undefined;
      const verdict = accessFor(route.access, user, route);
      if (verdict === 'unauthorized' && call.route === 'getSession') return signedOutSession();
      if (verdict !== 'allowed') return undefined;
      const decodedParams = route.params.decode(call.params ?? {});
      const decodedQuery = route.query.decode(call.query ?? {});
      if (isLeft(decodedParams) || isLeft(decodedQuery)) return undefined;
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
        if (result.isErr()) return undefined;
        const status = result.value.status ?? route.example.status ?? 200;
        if (status >= 300 || !route.response.is(result.value.body)) return undefined;
        return { url: firstCallUrl(call), status, body: result.value.body };
      } catch (error) {
        // The page is served without this answer; the client's own call will meet the fault.
        request.log.warn({ err: error, route: route.name }, 'a first call of a page failed on the server');
        return undefined;
      }
    };
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const calls = firstCallsOf(
        { path, search, locale: DEFAULT_LOCALE, now },
        dealPageCalls,
        answered,
      ).filter((call) => !asked.has(firstCallUrl(call)));
      if (calls.length === 0) break;
      for (const call of calls) asked.add(firstCallUrl(call));
      const made = await Promise.all(calls.map(answer));
      for (const each of made) {
        if (!each) continue;
        answers.set(each.url, each);
        if (each.status < 300) data.set(each.url, (each.body as { readonly data?: unknown }).data);
      }
    }
    return [...answers.values()];
  };
