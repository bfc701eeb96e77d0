import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '../../../contracts/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../sql/database-faults.ts';
import type { Failure } from './handler.ts';
import { TEXT_NOT_STORABLE } from './request-input.ts';

/**
 * Every non-2xx answer has the error shape (docs/architecture.md "Wire API"), also those that Fastify
 * or Node give before a route runs, and those of an error no use case expected.
 */

export const BAD_URL = 'Die Adresse ist nicht gültig kodiert.';
export const URL_TOO_LONG = 'Die Adresse ist zu lang.';
export const HEADERS_TOO_LARGE = 'Die Kopfzeilen der Anfrage sind zu groß.';
export const REQUEST_TIMEOUT = 'Die Anfrage kam nicht rechtzeitig vollständig an.';
export const NOT_HTTP = 'Die Anfrage ist kein gültiges HTTP.';
export const UNIQUE_CONFLICT = 'Das gibt es schon: eine gleiche Änderung wurde bereits gespeichert.';

/** What Fastify meets while routing (its `frameworkErrors`): a path that is no valid URL encoding, a parameter too long. */
export const routingFailure = (error: { readonly code?: string; readonly statusCode?: number }): Failure => {
  if (error.code === 'FST_ERR_BAD_URL') return { code: 'bad_request', status: 400, message: BAD_URL };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { code: 'bad_request', status: 414, message: URL_TOO_LONG };
  return { code: 'general_error', status: error.statusCode ?? 500 };
};

/** PostgreSQL's codes for a value it refuses as text (a NUL character, invalid UTF-8). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * An error thrown past the handler. A unique violation (23505) is a second request that lost a race
 * a use case did not foresee: 409 in the error shape instead of 500 (the use cases answer it
 * themselves; this is the net under them). Text the database refused is bad input, 400.
 */
export const thrownFailure = (error: {
  readonly code?: unknown;
  readonly statusCode?: number;
  readonly retryAfterSeconds?: number;
}): Failure => {
  // The database out of reach (stopped, failing over, out of room): 503 until it is back.
  if (isDatabaseUnavailable(error))
    return { code: 'service_unavailable', status: 503, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  if (error.code === '23505') return { code: 'conflict', status: 409, message: UNIQUE_CONFLICT };
  if (typeof error.code === 'string' && UNSTORABLE_TEXT.has(error.code))
    return { code: 'bad_request', status: 400, message: TEXT_NOT_STORABLE };
  const status = error.statusCode ?? 500;
  // 429: a limit of the server itself, such as the password hashing's queue (hashing-queue.ts).
  if (status === 429)
    return {
      code: 'rate_limited',
      status,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  const code: ErrorCode =
    status === 413
      ? 'payload_too_large'
      : status === 415
        ? 'unsupported_media_type'
        : status < 500
          ? 'bad_request'
          : 'general_error';
  return { code, status, ...(status < 500 ? { message: (error as Error).message } : {}) };
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed
 * Content-Length, no HTTP at all): the answer is written to the socket by hand, as Fastify's default
 * handler does, but in the error shape; then the connection is closed.
 */
export const answerClientError = (error: { readonly code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, REQUEST_TIMEOUT]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, HEADERS_TOO_LARGE]
        : [400, NOT_HTTP];
  const body = JSON.stringify({ error: { code: 'bad_request', message } });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error as Error);
};
