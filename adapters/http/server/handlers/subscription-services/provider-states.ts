import { CONSUMER_DAMAGE_PHOTO } from '../../../../../contracts/routes/damage.ts';
import type { ProviderStateSetup } from '../../../../sql/provider-state-setup.ts';
import { writeDemoPhotoFiles } from '../../../../sql/seed/subscription-services.ts';

/**
 * The subscription-services area's provider states: "… and the service workflow unavailable", and
 * "… with a damage photo …", which puts the demo photos' bytes into the file store.
 */
export const subscriptionServiceProviderStates: ProviderStateSetup = async ({ state, outages, files }) => {
  if (state.endsWith(' and the service workflow unavailable')) outages.takeDown('service_workflow');
  if (state === CONSUMER_DAMAGE_PHOTO) await writeDemoPhotoFiles(files);
};
