import type { ProviderStateSetup } from '../../provider-states.ts';

/** The subscription-services area's provider states: "… and the service workflow unavailable". */
export const subscriptionServiceProviderStates: ProviderStateSetup = async ({ state, outages }) => {
  if (state.endsWith(' and the service workflow unavailable')) outages.takeDown('service_workflow');
};
