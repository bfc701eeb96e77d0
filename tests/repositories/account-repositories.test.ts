import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { sqlSessions, sqlUsers } from '../../adapters/sql/account-repositories.ts';
import { migrate } from '../../adapters/sql/migrate.ts';
import { PGliteDialect } from '../../adapters/sql/pglite-dialect.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { inMemorySessions, inMemoryUsers } from '../../core/account/in-memory-accounts.ts';
import { accountRepositorySuite } from './account-repositories.suite.ts';

accountRepositorySuite('in memory', async () => ({ users: inMemoryUsers(), sessions: inMemorySessions() }));

accountRepositorySuite('PGlite', async () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  await migrate(db as Kysely<unknown>);
  return { users: sqlUsers(db), sessions: sqlSessions(db) };
});
