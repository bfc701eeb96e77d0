import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';
import { carsHandlers } from './fleet/cars.ts';
import { contactHandlers } from './fleet/contacts.ts';
import { invitationHandlers } from './fleet/invitations.ts';
import { orderHandlers } from './fleet/orders.ts';

/** The calls of fleet cars, orders and their actions, contacts, roles, announcements. */
export const fleetHandlers = (bff: BffContext): Record<string, Handler> => ({
  ...carsHandlers(bff),
  ...orderHandlers(bff),
  ...contactHandlers(bff),
  ...invitationHandlers(bff),
});
