import type { ProviderStateSetup } from '../../sql/provider-state-setup.ts';
import { businessProviderStates } from '../../sql/seed/business-states.ts';
import { handoverReturnProviderStateSetup } from '../../sql/seed/handover-return.ts';
import { nextCarProviderStates } from '../../sql/seed/next-car.ts';
import { openIdProviderStates } from '../../sql/seed/open-id-states.ts';
import { preponementProviderStates } from '../../sql/seed/preponement.ts';
import { reservationProviderStates } from '../../sql/seed/reservation.ts';
import { supportProviderStates } from '../../sql/seed/support-states.ts';
import { accountProviderStates } from './handlers/accounts/provider-states.ts';
import { delayAlternativesProviderStates } from './handlers/delay-alternatives/provider-states.ts';
import { documentsLoyaltyContentProviderStates } from './handlers/documents-loyalty-content/provider-states.ts';
import { subscriptionServiceProviderStates } from './handlers/subscription-services/provider-states.ts';

/**
 * Every area's provider-state setup, run in this order after each reset (provider-states.ts). A
 * setup recognises only its own states and leaves every other one alone. One line per area.
 */
// biome-ignore format: one line per area, so that each area adds its own without touching another's
export const PROVIDER_STATE_SETUPS: readonly ProviderStateSetup[] = [
  accountProviderStates,
  documentsLoyaltyContentProviderStates,
  subscriptionServiceProviderStates,
  handoverReturnProviderStateSetup,
  businessProviderStates,
  delayAlternativesProviderStates,
  preponementProviderStates,
  reservationProviderStates,
  nextCarProviderStates,
  supportProviderStates,
  openIdProviderStates,
];
