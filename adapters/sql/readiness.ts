import { type Kysely, sql } from 'kysely';
import { isSchemaCurrent } from './migrate.ts';

/** A readiness probe waits no longer than this for the database's answer. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers now and has the schema of this build's migration files (`/readyz`,
 * docs/operations.md "Faults"): one `select 1`, and the schema's check until it was once current
 * (a schema does not go back). One check runs at a time: probes that arrive while it is under way
 * share it, also after earlier probes were answered "not ready" for its slowness, so a balancer's
 * probes against a slow database cost one statement at a time instead of piling up on the pool.
 */
export const databaseReadiness = (
  db: Kysely<unknown>,
  timeoutMs: number = READINESS_TIMEOUT_MS,
): (() => Promise<boolean>) => {
  let schemaCurrent = false;
  let running: Promise<boolean> | undefined;
  let probe: Promise<boolean> | undefined;
  const check = async (): Promise<boolean> => {
    await sql`select 1`.execute(db);
    if (!schemaCurrent) schemaCurrent = await isSchemaCurrent(db);
    return schemaCurrent;
  };
  const current = () =>
    (running ??= check()
      .catch(() => false)
      .finally(() => {
        running = undefined;
      }));
  const bounded = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        current(),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    probe ??= bounded().finally(() => {
      probe = undefined;
    });
    return probe;
  };
};
