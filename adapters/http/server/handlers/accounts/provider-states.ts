import type { ProviderStateSetup } from '../../../../sql/provider-state-setup.ts';
import { applyAccountProviderState } from '../../../../sql/seed/accounts.ts';

/**
 * The accounts area's provider states: the account data the demo data cannot hold at once
 * (seed/accounts.ts), and "… and the payment provider is unavailable", which takes the stand-in
 * payment provider down.
 */
export const accountProviderStates: ProviderStateSetup = async ({ state, trx, now, outages }) => {
  await applyAccountProviderState(trx, state, now);
  if (state.endsWith(' and the payment provider is unavailable')) outages.takeDown('payment_provider');
};
