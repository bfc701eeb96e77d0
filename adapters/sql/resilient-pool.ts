import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import {
  isDatabaseUnavailable,
  isLostConnection,
  isStalePreparedStatement,
  wasNeverSent,
} from './database-faults.ts';
import { preparedQueryOf } from './prepared-statements.ts';

/**
 * The pool Kysely gets over node-postgres' pg.Pool, for a PostgreSQL that restarts, fails over or
 * ends idle connections (docs/operations.md "Faults"):
 *
 * - A connection that breaks while the pool holds it idle is dropped by the pool; its error goes to
 *   `onConnectionError` (without a listener node-postgres' pool rethrows it and the process ends).
 * - A connection that breaks while lent out (between a transaction's statements, or under one) has
 *   a listener of its own too, and is thrown away when it comes back, never lent again.
 * - A statement that meets a connection which died unseen (ended by the server while idle, its
 *   notice still on the way) goes once more on another connection, outside a transaction, when it
 *   certainly did not run (node-postgres refused it), is a read, or begins a transaction (whose
 *   statements then all go on the new connection). A write outside a transaction whose connection
 *   broke under it may have committed, so it is not repeated: its caller gets the 503.
 * - Statements go as named prepared statements (prepared-statements.ts). A connection whose
 *   prepared statements a migration made stale is thrown away; the statement goes once more on
 *   another connection outside a transaction (it did not run), inside one its caller gets the 503.
 */
export type ResilientPoolOptions = {
  /** An idle or lent connection failed; the pool drops it and goes on. */
  readonly onConnectionError: (error: Error) => void;
};

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*(;|$|\s+(and|work|transaction))/i;
/** Statements that change nothing when they run twice: a read, or the start of a transaction. */
const REPEATABLE = /^\s*(select|begin|start\s+transaction)\b/i;

export const resilientPool = (pool: pg.Pool, options: ResilientPoolOptions): PostgresPool => {
  pool.on('error', (error) => options.onConnectionError(error));
  // Every idle connection that died unseen may be met once; one more for the fresh one.
  const attempts = (pool.options.max ?? 10) + 1;
  return {
    // Kysely's cancellation of a query opens its own connection with these.
    options: pool.options,
    connect: async () => lent(pool, await pool.connect(), attempts, options),
    end: () => pool.end(),
  };
};

const lent = (
  pool: pg.Pool,
  first: pg.PoolClient,
  attempts: number,
  options: ResilientPoolOptions,
): PostgresPoolClient => {
  let client: pg.PoolClient | undefined;
  let failure: Error | undefined;
  let inTransaction = false;
  const onError = (error: Error) => {
    failure = error;
    options.onConnectionError(error);
  };
  const take = (next: pg.PoolClient) => {
    client = next;
    failure = undefined;
    client.on('error', onError);
  };
  const giveBack = (discard: boolean) => {
    if (!client) return;
    client.removeListener('error', onError);
    // An error given to release() makes the pool end the connection instead of keeping it.
    client.release(discard || failure ? (failure ?? new Error('connection discarded')) : undefined);
    client = undefined;
  };
  take(first);
  const query = async (sql: string, parameters?: readonly unknown[]) => {
    for (let attempt = 1; ; attempt++) {
      if (!client) take(await pool.connect());
      try {
        const result =
          typeof sql === 'string'
            ? await (client as pg.PoolClient).query(preparedQueryOf(sql, parameters))
            : // A cursor (Kysely's streaming) brings its own text and values.
              await (client as pg.PoolClient).query(sql, parameters as unknown[]);
        if (TRANSACTION_START.test(sql)) inTransaction = true;
        else if (TRANSACTION_END.test(sql)) inTransaction = false;
        return result;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        failure ??= error as Error;
        // A stale prepared statement did not run; a lost connection's statement may have.
        const again =
          !inTransaction &&
          attempt < attempts &&
          (isStalePreparedStatement(error) ||
            (isLostConnection(error) && (wasNeverSent(error) || REPEATABLE.test(sql))));
        if (!again) throw error;
        giveBack(true);
      }
    }
  };
  return {
    query: query as unknown as PostgresPoolClient['query'],
    // Kysely says true for a connection whose rollback failed.
    release: (discard?: boolean) => giveBack(discard === true),
  };
};
