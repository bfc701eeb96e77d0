import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';
import { preponementOffersSuite } from './preponement-offers.suite.ts';

preponementOffersSuite('PGlite', freshPGlite);

if (POSTGRES_URL) preponementOffersSuite('PostgreSQL', freshPostgres);
