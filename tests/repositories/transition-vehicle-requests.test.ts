import { freshPGlite, freshPostgres, POSTGRES_URL } from './databases.ts';
import { transitionVehicleRequestsSuite } from './transition-vehicle-requests.suite.ts';

transitionVehicleRequestsSuite('PGlite', freshPGlite);

if (POSTGRES_URL) transitionVehicleRequestsSuite('PostgreSQL', freshPostgres);
