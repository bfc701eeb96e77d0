import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';
import { handoverReturnRepositorySuite } from './handover-return-repositories.suite.ts';

handoverReturnRepositorySuite('PGlite', freshPGlite);

if (POSTGRES_URL) handoverReturnRepositorySuite('PostgreSQL', freshPostgres);
