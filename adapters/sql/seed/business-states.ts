import type { Kysely } from 'kysely';
import type { ProviderStateSetup } from '../provider-state-setup.ts';
import type { Database } from '../schema.ts';

/**
 * Provider states of the business and fleet calls' contract examples that the demo data set alone
 * does not make true, for the provider-state setup of the Pact verification: applied to a freshly
 * seeded database before the interaction, or taking a system behind the BFF down.
 */

const NORD_ADMIN = 'business admin admin@nordflotte.example';

/**
 * The demo data shows Nora Nord's cart with 2 BMW i4 of which only 1 is left (the unavailable-cars
 * dialog); the checkout examples of the signed-in admin need that cart orderable.
 */
const orderableCart = async (db: Kysely<Database>) => {
  await db.updateTable('catalogue_models').set({ stock: 2 }).where('id', '=', 'bmw-i4').execute();
};

const rejectedRequest = async (db: Kysely<Database>) => {
  await db
    .updateTable('order_requests')
    .set({ status: 'rejected', reserved_until: null, rejection_reason: 'Abgelehnt.' })
    .where('id', '=', 'req-2001')
    .execute();
};

/**
 * The contracts list example shows the company's contracts as the one awaiting signature, and
 * Pact holds every listed contract to that example's shape (a signer and a deadline of null and
 * a date): Nordflotte keeps only its contracts awaiting a signature (ctr-2001, ctr-2003, ctr-2004).
 */
const onlyContractsAwaitingSignature = async (db: Kysely<Database>) => {
  await db
    .deleteFrom('fleet_contracts')
    .where('company_id', '=', 'co-nordflotte')
    .where('id', 'not in', ['ctr-2001', 'ctr-2003', 'ctr-2004'])
    .execute();
};

/** States named exactly, and what each sets up in the seeded data. */
export const BUSINESS_PROVIDER_STATES: Readonly<Record<string, (db: Kysely<Database>) => Promise<void>>> = {
  [`${NORD_ADMIN} is signed in`]: orderableCart,
  [`${NORD_ADMIN} is signed in and the order service fails`]: orderableCart,
  [`${NORD_ADMIN} with order request req-2001 already rejected`]: rejectedRequest,
  [`${NORD_ADMIN} with an UNSIGNED contract ctr-2001 of order f-2002`]: onlyContractsAwaitingSignature,
};

/** "… and the order service fails" and the like: the stand-in of that system answers its failure. */
const OUTAGES = [
  [/ and the order service fails$/, 'order_service'],
  [/ and the company change fails upstream$/, 'company_service'],
  [/ whose PDF cannot be fetched$/, 'document_archive'],
  [/ and the CSV export fails$/, 'csv_export'],
  [/ and notifying the employee fails$/, 'employee_notifications'],
] as const;

/** The business and fleet area's provider-state setup (provider-states.ts). */
export const businessProviderStates: ProviderStateSetup = async ({ state, trx, outages }) => {
  if (!state.startsWith('business ')) return;
  await BUSINESS_PROVIDER_STATES[state]?.(trx);
  for (const [pattern, system] of OUTAGES) if (pattern.test(state)) outages.takeDown(system);
};
