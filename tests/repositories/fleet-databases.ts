/** What the fleet read model's property tests share: the states they draw and a database with the demo companies. */
import type { Kysely } from 'kysely';
import { sqlCompanies } from '../../adapters/sql/company-repository.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { demoContacts } from '../../adapters/sql/seed/fleet.ts';
import { demoCompanies } from '../../adapters/sql/seed.ts';
import type { DealState } from '../../core/deals/types.ts';
import { freshPGlite, freshPostgres } from './databases.ts';

/** The states a fleet car is drawn in: every tab, the archive, the lapsing reservations. */
export const FLEET_STATES: readonly DealState[] = [
  'ACTIVE',
  'DELIVERING',
  'SCHEDULED',
  'HANDOVER',
  'NOT_SIGNED',
  'RETURN',
  'RETURNING',
  'PROLONGED',
  'PROLONGATION',
  'FINAL_INVOICE',
  'ARCHIVED',
  'UNKNOWN',
  'CREATED',
];

/** A new migrated database with the demo companies and their contacts, and no car yet. */
export const freshFleetDatabase = async (database: 'pglite' | 'postgres'): Promise<Kysely<Database>> => {
  const db = database === 'postgres' ? await freshPostgres() : await freshPGlite();
  for (const company of demoCompanies()) await sqlCompanies(db).save(company);
  await db.insertInto('fleet_contacts').values(demoContacts()).execute();
  return db;
};
