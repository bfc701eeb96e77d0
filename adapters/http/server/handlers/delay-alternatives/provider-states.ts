import { DELAYED_DEAL_WITH_TRANSITION_VEHICLE } from '../../../../../contracts/routes/delay-alternatives.ts';
import { transitionVehicleTerms } from '../../../../../core/deals/transition-vehicle.ts';
import type { ProviderStateSetup } from '../../../../sql/provider-state-setup.ts';
import { sqlDealChanges } from '../../../../sql/subscription-services-deal-changes.ts';
import { sqlTransitionVehicleRequests } from '../../../../sql/transition-vehicle-requests.ts';

/** The delay-alternatives area's provider state: "… d-1008 and a requested transition vehicle". */
export const delayAlternativesProviderStates: ProviderStateSetup = async ({ state, trx, now }) => {
  if (state !== DELAYED_DEAL_WITH_TRANSITION_VEHICLE) return;
  const token = 'bridging-d-1008';
  const request = {
    ...transitionVehicleTerms(null, { protection: 'premium', tireAndWindshield: true }, now),
    requestedAt: now.toISOString(),
  };
  await sqlTransitionVehicleRequests(trx).save('d-1008', 'u-kunde', request, token);
  const changes = sqlDealChanges(trx);
  const deal = await changes.lockDeal('d-1008');
  if (deal) await changes.saveDeal({ ...deal, beginning_bridging_car_reservation_token: token });
};
