import { err, ok } from 'neverthrow';
import type { ClientErrorReport } from '../../../../contracts/routes/client-errors.ts';
import type { ClientErrorLimit } from '../client-error-limit.ts';
import type { Handler } from '../handler.ts';

/** A URL's query and fragment, which may hold tokens, e-mail addresses or ids. */
const QUERY_OR_FRAGMENT = /(\b[a-z][\w+.-]*:\/\/[^\s?#]*|\/[^\s?#]*)[?#][^\s]*/gi;

/**
 * The log line of a report: what it says, without who sent it (no user, no session, no address)
 * and without any URL's query string that a message may quote. E-mail addresses are scrubbed by
 * the logger itself (request-log.ts).
 */
export const clientErrorLine = (report: ClientErrorReport) => ({
  kind: report.kind,
  route: report.route,
  build: report.build,
  ...(report.traceId ? { traceId: report.traceId } : {}),
  message: report.message.replace(QUERY_OR_FRAGMENT, '$1'),
});

type ClientErrors = {
  readonly limit: ClientErrorLimit;
  /** Logs and counts a report that was let through. */
  readonly report: (report: ClientErrorReport) => void;
};

export const clientErrorHandlers = ({ limit, report }: ClientErrors): Record<string, Handler> => ({
  reportClientError: async ({ body, clientAddress }) => {
    if (!limit.take(clientAddress)) return err({ code: 'rate_limited' });
    report(body as ClientErrorReport);
    return ok({ status: 202, body: { ok: true } });
  },
});
