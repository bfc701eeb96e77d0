import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';
import { damageHandlers } from './subscription-services/damage.ts';
import { insuranceProlongationHandlers } from './subscription-services/insurance-prolongation.ts';
import { mileageHandlers } from './subscription-services/mileage.ts';
import { serviceHandlers } from './subscription-services/services.ts';

/** The calls of damage, mileage, prolongation, add-ons and insurance, services and purchase offers. */
export const subscriptionServiceHandlers = (bff: BffContext): Record<string, Handler> => ({
  ...damageHandlers(bff),
  ...mileageHandlers(bff),
  ...insuranceProlongationHandlers(bff),
  ...serviceHandlers(bff),
});
