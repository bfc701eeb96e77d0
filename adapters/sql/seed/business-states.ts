import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Provider states of the business calls' contract examples that the demo data set alone does not
 * make true, for the provider-state setup of the Pact verification: applied to a freshly seeded
 * database before the interaction. The demo data shows Nora Nord's cart with 2 BMW i4 of which
 * only 1 is left (the unavailable-cars dialog); the plain "admin is signed in" state of the
 * checkout example needs that cart orderable.
 */
export const BUSINESS_PROVIDER_STATES: Readonly<Record<string, (db: Kysely<Database>) => Promise<void>>> = {
  'business admin admin@nordflotte.example is signed in': async (db) => {
    await db.updateTable('catalogue_models').set({ stock: 2 }).where('id', '=', 'bmw-i4').execute();
  },
  'business admin admin@nordflotte.example with order request req-2001 already rejected': async (db) => {
    await db
      .updateTable('order_requests')
      .set({ status: 'rejected', reserved_until: null, rejection_reason: 'Abgelehnt.' })
      .where('id', '=', 'req-2001')
      .execute();
  },
};
