/**
 * The one place that tells a database that is out of reach (or out of room) from a statement that
 * is wrong: the first is answered 503 with Retry-After and passes by itself, the second is a bug or
 * bad input (docs/operations.md "Faults"). Both drivers are covered: node-postgres' socket and pool
 * errors and PostgreSQL's SQLSTATEs, and PGlite's, which are PostgreSQL's own plus the file
 * system's errno codes of its data directory.
 */

/** Socket errors of a connection refused, cut off, or never answered. */
const SOCKET_ERRORS: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The data directory's file system failing under PGlite (full, read-only, broken, held). */
const FILE_SYSTEM_ERRORS: ReadonlySet<string> = new Set([
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EROFS',
  'EAGAIN',
  'EBUSY',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take the work now: admin_shutdown,
 * crash_shutdown, cannot_connect_now (57P01–57P03), query_canceled (57014: the statement timeout),
 * lock_not_available (55P03), and whole classes: 08 connection exception, 53 insufficient
 * resources (disk full, out of memory, too many connections), 58 system error (I/O error).
 */
const UNAVAILABLE_STATES: ReadonlySet<string> = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57014',
  '55P03',
]);
const UNAVAILABLE_CLASSES: ReadonlySet<string> = new Set(['08', '53', '58']);

/** node-postgres' own words for a connection that broke or could not be had in time. */
const LOST_CONNECTION_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Connection ended unexpectedly$/,
  // PGlite closing or closed under a call (a stop), or its WebAssembly module aborted.
  /^PGlite is clos(ed|ing)$/,
];

/** The code of PGliteDriver's refusal when its one connection stayed taken past the wait's limit. */
export const EMBEDDED_DATABASE_BUSY = 'PORTAL_EMBEDDED_DATABASE_BUSY';

type ErrorLike = { readonly code?: unknown; readonly message?: unknown; readonly errors?: unknown };

const codeOf = (error: ErrorLike): string | undefined =>
  typeof error.code === 'string' ? error.code : undefined;

const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

/**
 * PostgreSQL refuses a prepared statement whose result's columns changed since it was prepared
 * (`select *` of a table that a migration gave a column while the BFF ran): 0A000, "cached plan
 * must not change result type". The connection's prepared statements are stale; another connection
 * prepares them anew (prepared-statements.ts, resilient-pool.ts), so the call passes when tried again.
 */
export const isStalePreparedStatement = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  codeOf(error as ErrorLike) === '0A000' &&
  /cached plan must not change result type/.test(String((error as ErrorLike).message));

/** Whether the database cannot answer now (a 503 that passes), rather than the statement being wrong. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const fault = error as ErrorLike;
  const code = codeOf(fault);
  if (isStalePreparedStatement(error)) return true;
  if (code !== undefined) {
    if (SOCKET_ERRORS.has(code) || FILE_SYSTEM_ERRORS.has(code) || code === EMBEDDED_DATABASE_BUSY)
      return true;
    if (isSqlState(code)) return UNAVAILABLE_STATES.has(code) || UNAVAILABLE_CLASSES.has(code.slice(0, 2));
  }
  // PGlite's Postgres died inside its WebAssembly module (out of memory, an abort): it answers no more.
  if (error instanceof WebAssembly.RuntimeError) return true;
  const message = typeof fault.message === 'string' ? fault.message : '';
  if (LOST_CONNECTION_MESSAGES.some((words) => words.test(message))) return true;
  // A connection to "localhost" tries every address it resolves to and fails with all their errors.
  return Array.isArray(fault.errors) && fault.errors.length > 0 && fault.errors.every(isDatabaseUnavailable);
};

/**
 * Whether the connection a statement went out on is gone (the server ended it, the socket broke,
 * the client had already seen it die): the connection is thrown away, and a statement that did not
 * run may go again on a fresh one (resilient-pool.ts).
 */
export const isLostConnection = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error as ErrorLike);
  if (code === '57P01' || code === '57P02' || code === 'ECONNRESET' || code === 'EPIPE') return true;
  if (code?.startsWith('08')) return true;
  const message = (error as ErrorLike).message;
  return (
    typeof message === 'string' &&
    (/^Connection terminated/.test(message) || /is not queryable$/.test(message))
  );
};

/**
 * Whether the statement certainly never reached the server: node-postgres refused it because the
 * client had already seen its connection die. Safe to send again, whatever it does.
 */
export const wasNeverSent = (error: unknown): boolean => {
  const message = (error as ErrorLike | null)?.message;
  return typeof message === 'string' && /is not queryable$/.test(message);
};

/** Seconds a client is asked to wait before it tries again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
