import { sqlSessions, sqlUsers } from '../../adapters/sql/account-repositories.ts';
import { inMemorySessions, inMemoryUsers } from '../../core/account/in-memory-accounts.ts';
import { accountRepositorySuite } from './account-repositories.suite.ts';
import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';

accountRepositorySuite('in memory', async () => {
  const users = inMemoryUsers();
  return { users, sessions: inMemorySessions(users) };
});

accountRepositorySuite('PGlite', async () => {
  const db = await freshPGlite();
  return { users: sqlUsers(db), sessions: sqlSessions(db) };
});

if (POSTGRES_URL) {
  accountRepositorySuite('PostgreSQL', async () => {
    const db = await freshPostgres();
    return { users: sqlUsers(db), sessions: sqlSessions(db) };
  });
}
