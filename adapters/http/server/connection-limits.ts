import type { ServerOptions } from 'node:http';

/**
 * How long a client may take and how many may be connected at once (docs/operations.md
 * "Connections"): without them a client sending a byte every few seconds holds its connection for
 * as long as it likes, and enough of them use up the process's file descriptors.
 */
export type ConnectionLimits = {
  /** The whole request, headers and body, must have arrived within this many milliseconds. */
  readonly requestTimeoutMs: number;
  /** The request's headers must have arrived within this many milliseconds. */
  readonly headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this many milliseconds. */
  readonly keepAliveTimeoutMs: number;
  /** Connections beyond this many are closed as soon as they are accepted. */
  readonly maxConnections: number;
};

/**
 * Long enough for the largest upload a portal sends (two 10 MB licence images) over a slow mobile
 * line; short enough that a trickling client lets go within minutes. Keep `maxConnections` below
 * the process's file descriptor limit (`ulimit -n`), which the database pool and files share.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
};

const ENVIRONMENT: Readonly<Record<keyof ConnectionLimits, string>> = {
  requestTimeoutMs: 'PORTAL_REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'PORTAL_HEADERS_TIMEOUT_MS',
  keepAliveTimeoutMs: 'PORTAL_KEEP_ALIVE_TIMEOUT_MS',
  maxConnections: 'PORTAL_MAX_CONNECTIONS',
};

/** The limits the environment sets (whole positive numbers), the defaults for the rest. */
export const connectionLimitsOf = (env: Readonly<Record<string, string | undefined>>): ConnectionLimits => {
  const limits = { ...DEFAULT_CONNECTION_LIMITS };
  for (const [name, variable] of Object.entries(ENVIRONMENT) as [keyof ConnectionLimits, string][]) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number <= 0)
      throw new Error(`${variable} must be a whole number above 0, not ${JSON.stringify(value)}`);
    limits[name] = number;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new Error('PORTAL_HEADERS_TIMEOUT_MS must not be longer than PORTAL_REQUEST_TIMEOUT_MS');
  return limits;
};

/**
 * Node's server options for the limits. Node looks for requests past their time at an interval
 * (30 seconds by default); it is shortened for short timeouts, so a client is cut off at most half
 * a timeout late.
 */
export const httpServerOptionsOf = (limits: ConnectionLimits): ServerOptions => ({
  requestTimeout: limits.requestTimeoutMs,
  headersTimeout: limits.headersTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  connectionsCheckingInterval: Math.max(
    10,
    Math.min(30_000, Math.floor(limits.headersTimeoutMs / 2), Math.floor(limits.requestTimeoutMs / 2)),
  ),
});
