import type { Kysely } from 'kysely';
import { sqlUsers } from '../../adapters/sql/account-repositories.ts';
import { sqlAccountTokens } from '../../adapters/sql/account-tokens.ts';
import { sqlProfiles } from '../../adapters/sql/customer-profiles.ts';
import { sqlDrivers } from '../../adapters/sql/driver-repository.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import {
  inMemoryAccountTokens,
  inMemoryDrivers,
  inMemoryProfiles,
  inMemoryUsers,
} from '../../core/account/in-memory-accounts.ts';
import { accountAreaSuite } from './account-area.suite.ts';
import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';

const sqlStores = (db: Kysely<Database>) => ({
  users: sqlUsers(db),
  accountTokens: sqlAccountTokens(db),
  profiles: sqlProfiles(db),
  drivers: sqlDrivers(db),
});

accountAreaSuite('in memory', async () => ({
  users: inMemoryUsers(),
  accountTokens: inMemoryAccountTokens(),
  profiles: inMemoryProfiles(),
  drivers: inMemoryDrivers(),
}));

accountAreaSuite('PGlite', async () => sqlStores(await freshPGlite()));

if (POSTGRES_URL) accountAreaSuite('PostgreSQL', async () => sqlStores(await freshPostgres()));
