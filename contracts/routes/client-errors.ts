import * as t from 'io-ts';
import { Ok } from '../codecs.ts';
import { post, SIGNED_OUT } from '../route-builders.ts';

/**
 * Errors of the portal's pages, reported by the browser so that they reach the server's log and
 * metrics (docs/operations.md "Client errors"): designed by us. Nothing in a report names a person:
 * the route is the router's pattern (/mycars/:id), never the address with its ids or query.
 */

/** How much of an error's message a report carries; longer messages are cut by the portal. */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
const ROUTE_PATTERN_MAX = 200;

export const CLIENT_ERROR_KINDS = ['render', 'unhandled-rejection', 'error'] as const;

type Bounded = { readonly Bounded: unique symbol };
const boundedText = (max: number, name: string) =>
  t.brand(t.string, (s): s is t.Branded<string, Bounded> => s.length > 0 && s.length <= max, name);

type Pattern = { readonly RoutePattern: unique symbol };
/** A router pattern: a path of segments, parameters (:id) and splats (*); no query, no fragment. */
const RoutePattern = t.brand(
  t.string,
  (s): s is t.Branded<string, Pattern> => s.length <= ROUTE_PATTERN_MAX && /^\/[\w\-./:*]*$/.test(s),
  'RoutePattern',
);

type Trace = { readonly TraceId: unique symbol };
/** A W3C trace id: 32 lower-case hex digits. */
const TraceId = t.brand(t.string, (s): s is t.Branded<string, Trace> => /^[0-9a-f]{32}$/.test(s), 'TraceId');

export const ClientErrorReport = t.intersection(
  [
    t.type({
      kind: t.keyof({ render: null, 'unhandled-rejection': null, error: null }),
      message: boundedText(CLIENT_ERROR_MESSAGE_MAX, 'ClientErrorMessage'),
      route: RoutePattern,
      build: boundedText(64, 'BuildId'),
    }),
    t.partial({ traceId: TraceId }),
  ],
  'ClientErrorReport',
);
export type ClientErrorReport = t.TypeOf<typeof ClientErrorReport>;

export const clientErrorRoutes = {
  reportClientError: post({
    name: 'reportClientError',
    path: '/portal/api/bff/client-errors',
    body: ClientErrorReport,
    response: Ok,
    errors: ['bad_request', 'rate_limited'],
    access: 'public',
    summary:
      "Reports an error of the portal's page (render, unhandled rejection, uncaught error) with the route's pattern and the build; logged and counted, at most a few per minute and address (429 beyond).",
    area: 'client errors',
    example: {
      state: SIGNED_OUT,
      body: {
        kind: 'render',
        message: "Cannot read properties of undefined (reading 'car')",
        route: '/mycars/:id',
        build: '0.1.0',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      },
      status: 202,
      response: { ok: true },
    },
  }),
};
