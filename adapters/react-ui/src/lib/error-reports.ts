import { matchRoutes, type RouteObject } from 'react-router';
import type { ErrorKind, ReportError } from './report-errors.ts';

/**
 * The page's errors sent to the BFF (docs/operations.md "Client errors"): render errors from the
 * error boundaries, uncaught errors and unhandled rejections from the window. A few per page load
 * and each message once, so that an error in a loop cannot flood the server; never throwing, so
 * that reporting an error cannot cause another. Loaded with the page's first error (report-errors.ts).
 */
/** Reports a page load sends at most. */
export const MAX_REPORTS_PER_PAGE = 3;
/** The contract's CLIENT_ERROR_MESSAGE_MAX (the route's module loads only with its first call). */
const MESSAGE_MAX = 500;
const PATTERN = /^\/[\w\-./:*]*$/;

type Report = { kind: ErrorKind; message: string; route: string; build: string; traceId?: string };

const messageOf = (error: unknown): string => {
  const text =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : String(error);
  return (text.trim() || '(no message)').slice(0, MESSAGE_MAX);
};

/** The router's pattern the address matches (/mycars/:id), never the address with its ids. */
export const routePatternOf = (routes: RouteObject[], pathname: string): string => {
  const paths = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.path ? [route.path] : [],
  );
  if (paths.length === 0) return '/';
  const pattern = `/${paths.join('/')}`.replace(/\/{2,}/g, '/');
  return PATTERN.test(pattern) ? pattern : '/*';
};

export const errorReports = ({
  send,
  routePattern,
  build,
  traceId,
}: {
  readonly send: (report: Report) => Promise<unknown>;
  readonly routePattern: () => string;
  readonly build: string;
  /** The trace of the last call the page sent, so that the report leads to the BFF's side of it. */
  readonly traceId?: () => string | undefined;
}): ReportError => {
  let sent = 0;
  const seen = new Set<string>();
  return (kind, error) => {
    try {
      if (sent >= MAX_REPORTS_PER_PAGE) return;
      const message = messageOf(error);
      if (seen.has(message)) return;
      seen.add(message);
      sent++;
      // Read before sending: the report's own call starts a trace of its own.
      const trace = traceId?.();
      send({ kind, message, route: routePattern(), build, ...(trace ? { traceId: trace } : {}) }).catch(
        () => {},
      );
    } catch {
      // A report that cannot be made is dropped: the page goes on as it would without it.
    }
  };
};
