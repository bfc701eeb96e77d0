import type { Kysely } from 'kysely';
import type { FileStore } from '../../core/shared/ports.ts';
import type { OutageSwitch } from '../shared/outages.ts';
import type { Database } from './schema.ts';

/**
 * A state that needs more than the demo data ("… and the CSV export fails", "… whose PDF cannot be
 * fetched"): an area adds a setup to PROVIDER_STATE_SETUPS (http/server/provider-state-setups.ts)
 * that recognises its states and adjusts the freshly seeded data within the same transaction, or
 * takes a system behind the BFF down. Defined here, next to the data it adjusts, so that the seed's
 * setups and the server's share it without the seed importing the server.
 */
export type ProviderStateSetup = (setup: {
  readonly state: string;
  readonly trx: Kysely<Database>;
  readonly now: Date;
  /** Take a system behind the BFF down for this state ("… and the payment provider is unavailable"). */
  readonly outages: OutageSwitch;
  /** The BFF's file store, for a state whose data has bytes ("… with a damage photo …"). */
  readonly files: FileStore;
}) => Promise<void>;
