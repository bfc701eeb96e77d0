import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AttemptLimit, LoginAttempts } from '../../core/account/login-throttle.ts';
import type { Database } from './schema.ts';

/**
 * Counts a try under its limits in one transaction: a lock per counter (taken in a fixed order, so
 * two tries never wait for each other crosswise), then the counts, then the rows. The next try of
 * the same counter waits for the lock and counts this one; within a longer transaction the lock is
 * held until it ends.
 */
const reserveIn = async (
  db: Kysely<Database>,
  limits: readonly AttemptLimit[],
  since: Date,
  at: Date,
): Promise<string | undefined> => {
  const keys = [...new Set(limits.map(({ key }) => key))].sort();
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  const counts = await db
    .selectFrom('login_failures')
    .select(({ fn }) => ['key', fn.countAll<string>().as('n')])
    .where('key', 'in', keys)
    .where('failed_at', '>=', since)
    .groupBy('key')
    .execute();
  const countOf = (key: string) => Number(counts.find((row) => row.key === key)?.n ?? 0);
  if (limits.some(({ key, max }) => countOf(key) >= max)) return undefined;
  const attempt = randomUUID();
  await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, failed_at: at, attempt_id: attempt })))
    .execute();
  return attempt;
};

export const sqlLoginAttempts = (
  db: Kysely<Database>,
): LoginAttempts & { readonly recordFailure: (key: string, at: Date) => Promise<void> } => ({
  reserve: (limits, since, at) =>
    db.isTransaction
      ? reserveIn(db, limits, since, at)
      : db.transaction().execute((trx) => reserveIn(trx, limits, since, at)),
  release: async (attempt) => {
    await db.deleteFrom('login_failures').where('attempt_id', '=', attempt).execute();
  },
  failureTimes: async (keys, since) => {
    const rows =
      keys.length === 0
        ? []
        : await db
            .selectFrom('login_failures')
            .select(['key', 'failed_at'])
            .where('key', 'in', [...keys])
            .where('failed_at', '>=', since)
            .execute();
    return new Map(
      keys.map((key) => [key, rows.filter((row) => row.key === key).map((row) => new Date(row.failed_at))]),
    );
  },
  /** Counts a try after the fact, without a limit (a try whose transaction was rolled back). */
  recordFailure: async (key, at) => {
    await db.insertInto('login_failures').values({ key, failed_at: at }).execute();
  },
});
