import { join } from 'node:path';

/** Where the consumer test writes the pact and the provider verification reads it. */
export const PACT_DIR = join(import.meta.dirname, '../../contracts/pacts');
export const PACT_FILE = join(PACT_DIR, 'portal-ui-portal-bff.json');
