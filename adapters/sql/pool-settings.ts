import type pg from 'pg';

/**
 * How long the BFF waits on PostgreSQL (docs/operations.md "Faults"): for a connection, for a
 * statement, and how long an unused connection is kept. Without them a call waits as long as the
 * network lets it when the server is gone without a word (a failover, a dropped route).
 */
export type PoolSettings = {
  /** A new connection (or a free one of the pool) must be had within this many milliseconds. */
  readonly connectTimeoutMs: number;
  /** The server cancels a statement running longer; none when absent (the CLI's long commands). */
  readonly statementTimeoutMs?: number;
  /** An unused connection is closed after this many milliseconds. */
  readonly idleTimeoutMs: number;
  /** Connections at most. */
  readonly max: number;
};

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  connectTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  max: 10,
};

/** The BFF's statements: none of its calls needs longer; a hung one gives its connection back. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * The client gives up on an answer a little after the server would have cancelled the statement:
 * the server cannot cancel what it never received.
 */
const CLIENT_GRACE_MS = 5_000;

const ENVIRONMENT = {
  connectTimeoutMs: 'PORTAL_DB_CONNECT_TIMEOUT_MS',
  statementTimeoutMs: 'PORTAL_DB_STATEMENT_TIMEOUT_MS',
  idleTimeoutMs: 'PORTAL_DB_IDLE_TIMEOUT_MS',
} as const;

/** The BFF's pool settings from the environment (whole positive numbers), the defaults for the rest. */
export const poolSettingsOf = (env: Readonly<Record<string, string | undefined>>): PoolSettings => {
  const settings: { -readonly [K in keyof PoolSettings]: PoolSettings[K] } = {
    ...DEFAULT_POOL_SETTINGS,
    statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
  };
  for (const [name, variable] of Object.entries(ENVIRONMENT) as [keyof typeof ENVIRONMENT, string][]) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number <= 0)
      throw new Error(`${variable} must be a whole number above 0, not ${JSON.stringify(value)}`);
    settings[name] = number;
  }
  return settings;
};

/** node-postgres' pool configuration for the settings. */
export const postgresPoolConfigOf = (connectionString: string, settings: PoolSettings): pg.PoolConfig => ({
  connectionString,
  max: settings.max,
  connectionTimeoutMillis: settings.connectTimeoutMs,
  idleTimeoutMillis: settings.idleTimeoutMs,
  // A peer that vanished without closing (a failover, a dropped route) is noticed on idle connections too.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  ...(settings.statementTimeoutMs
    ? {
        statement_timeout: settings.statementTimeoutMs,
        query_timeout: settings.statementTimeoutMs + CLIENT_GRACE_MS,
      }
    : {}),
});
