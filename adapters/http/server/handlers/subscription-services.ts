import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';

/** The calls of damage, mileage, prolongation, add-ons and insurance, services, purchase offers, chat and referral links. */
export const subscriptionServiceHandlers = (_bff: BffContext): Record<string, Handler> => ({});
