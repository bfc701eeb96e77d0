import { applyLoyaltyProviderState } from '../../../../sql/seed/documents-loyalty-content.ts';
import type { ProviderStateSetup } from '../../provider-states.ts';

/** The documents-loyalty-content area's provider states (seed/documents-loyalty-content.ts). */
export const documentsLoyaltyContentProviderStates: ProviderStateSetup = async ({ state, trx }) => {
  await applyLoyaltyProviderState(trx, state);
};
