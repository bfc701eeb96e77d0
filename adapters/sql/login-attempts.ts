import type { Kysely } from 'kysely';
import type { LoginAttempts } from '../../core/account/login-throttle.ts';
import type { Database } from './schema.ts';

export const sqlLoginAttempts = (db: Kysely<Database>): LoginAttempts => ({
  failuresSince: async (key, since) => {
    const row = await db
      .selectFrom('login_failures')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('key', '=', key)
      .where('failed_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  recordFailure: async (key, at) => {
    await db.insertInto('login_failures').values({ key, failed_at: at }).execute();
  },
  clear: async (key) => {
    await db.deleteFrom('login_failures').where('key', '=', key).execute();
  },
});
