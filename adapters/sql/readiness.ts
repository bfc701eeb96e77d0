import { type Kysely, sql } from 'kysely';
import { isSchemaCurrent } from './migrate.ts';

/** A readiness probe waits no longer than this for the database's answer. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers now and has the schema of this build's migration files (`/readyz`,
 * docs/operations.md "Faults"): one `select 1`, and the schema's check until it was once current
 * (a schema does not go back). Probes that arrive while one is under way share its answer, so a
 * balancer's probes cost one statement at a time.
 */
export const databaseReadiness = (
  db: Kysely<unknown>,
  timeoutMs: number = READINESS_TIMEOUT_MS,
): (() => Promise<boolean>) => {
  let schemaCurrent = false;
  let probe: Promise<boolean> | undefined;
  const check = async (): Promise<boolean> => {
    await sql`select 1`.execute(db);
    if (!schemaCurrent) schemaCurrent = await isSchemaCurrent(db);
    return schemaCurrent;
  };
  const bounded = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        check(),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
    } catch {
      return false;
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
