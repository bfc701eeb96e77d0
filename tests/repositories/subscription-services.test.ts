import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';
import { subscriptionServiceStoreSuite } from './subscription-services.suite.ts';

subscriptionServiceStoreSuite('PGlite', freshPGlite);
if (POSTGRES_URL) subscriptionServiceStoreSuite('PostgreSQL', freshPostgres);
