import type { IncomingMessage } from 'node:http';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go when not to stdout: a test's sink, one JSON line per call of `write`. */
export type LogSink = { write: (line: string) => void };

/**
 * How the BFF logs: `false` for silence (PORTAL_LOG=off), or the level (LOG_LEVEL, default info)
 * and optionally where the lines go.
 */
export type LogSettings = false | { readonly level?: string; readonly sink?: LogSink };

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming request id is kept when it is plainly an id (a proxy's or a client's correlation id):
 * short, and only letters, digits and . _ : -. Anything else could smuggle text into the log.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (request: IncomingMessage): string => {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
};

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** A text with its e-mail addresses replaced by `[email]`: for whatever may quote one (an error's message). */
export const withoutEmailAddresses = (text: string): string => text.replace(EMAIL, '[email]');

/** E-mail addresses never reach the log, even inside an error's message or stack. */
const scrubbed = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return withoutEmailAddresses(value);
  // Errors go to their serializer whole, which scrubs what it keeps of them.
  if (value instanceof Error) return value;
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, depth + 1)]));
};

/**
 * Fastify's logger (pino) for the BFF: no request or response objects are ever serialised — so no
 * headers, cookies, bodies or URLs with their query strings — and strings are scrubbed of e-mail
 * addresses. Errors keep their type, message and stack.
 */
export const loggerOptions = (settings: LogSettings): FastifyServerOptions['logger'] => {
  if (settings === false) return false;
  return {
    level: settings.level ?? 'info',
    ...(settings.sink ? { stream: settings.sink } : {}),
    serializers: {
      // Only what registerRequestLog puts on the line is logged of a request.
      req: (request) => ({ method: request.method }),
      res: (reply) => ({ statusCode: reply.statusCode }),
      err: (error) => ({
        type: error.name,
        message: scrubbed(error.message) as string,
        stack: scrubbed(error.stack ?? '') as string,
        ...(error.code ? { code: error.code } : {}),
      }),
    },
    // Libraries log headers at trace level (the multipart parser its busboy options): never kept.
    redact: {
      paths: ['headers', '*.headers', 'cookie', '*.cookie', 'authorization', '*.authorization'],
      remove: true,
    },
    formatters: { log: (object: Record<string, unknown>) => scrubbed(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => scrubbed(arg)) as typeof args);
      },
    },
  };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The error a 5xx answer came from, logged with the request's line. */
    serverError?: Error;
    /** What the line names as the route when no route of the router answered (a portal page). */
    logRoute?: string;
    /** The request's trace and span while tracing runs (docs/operations.md "Traces"). */
    traceIds?: { readonly trace_id: string; readonly span_id: string };
  }
}

/** The route's pattern as the contracts write it (/portal/api/bff/referral_link/{email}), never the URL. */
const patternOf = (url: string | undefined) => (url ? url.replace(/:(\w+)/g, '{$1}') : '(no route)');

/** One string per registered route, made on its first request: the router's patterns are few and fixed. */
const patterns = new Map<string | undefined, string>();

/**
 * What a request's log line and its metrics name as its route: the route's pattern, "(portal page)"
 * for a page of the UI, "(no route)" when nothing answered to its path — never the URL itself.
 */
export const routeLabelOf = (request: FastifyRequest): string => {
  if (request.logRoute) return request.logRoute;
  const url = request.routeOptions.url;
  let pattern = patterns.get(url);
  if (pattern === undefined) {
    pattern = patternOf(url);
    patterns.set(url, pattern);
  }
  return pattern;
};

/**
 * The trace of the span active when the request arrives (the http server's or Fastify's request
 * span), so that its line leads to its trace. Taken then: by the time the answer has gone out, the
 * active context is whichever the last write ran in. None while tracing is off (the API's no-op).
 */
const traceIdsNow = (): FastifyRequest['traceIds'] => {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context)
    ? { trace_id: context.traceId, span_id: context.spanId }
    : undefined;
};

/**
 * One line per request when its answer has gone out: request id, method, route pattern, status and
 * duration, and its trace id while tracing runs; on a 5xx also the error with its stack. The id is
 * echoed in the X-Request-Id header so a user's report can be found in the log.
 */
export const registerRequestLog = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const traceIds = traceIdsNow();
    if (traceIds) request.traceIds = traceIds;
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      route: routeLabelOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...request.traceIds,
    };
    if (reply.statusCode >= 500)
      request.log.error(
        { ...line, ...(request.serverError ? { err: request.serverError } : {}) },
        'request failed',
      );
    else request.log.info(line, 'request');
  });
};
