import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';
import { retentionSuite } from './retention.suite.ts';

retentionSuite('PGlite', freshPGlite);

if (POSTGRES_URL) retentionSuite('PostgreSQL', freshPostgres);
