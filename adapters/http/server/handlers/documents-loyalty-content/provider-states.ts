import type { ProviderStateSetup } from '../../../../sql/provider-state-setup.ts';
import { applyLoyaltyProviderState } from '../../../../sql/seed/documents-loyalty-content.ts';

/** The documents-loyalty-content area's provider states (seed/documents-loyalty-content.ts). */
export const documentsLoyaltyContentProviderStates: ProviderStateSetup = async ({ state, trx }) => {
  await applyLoyaltyProviderState(trx, state);
};
