import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';
import { chatNewsletterHandlers } from './accounts/chat-newsletter.ts';
import { driverHandlers } from './accounts/drivers.ts';
import { profileHandlers } from './accounts/profile.ts';
import { registrationHandlers } from './accounts/registration.ts';

/** The calls of registration, e-mail verification, password reset and change, profile, companies, drivers, newsletter. */
export const accountHandlers = (bff: BffContext): Record<string, Handler> => ({
  ...registrationHandlers(bff),
  ...profileHandlers(bff),
  ...driverHandlers(bff),
  ...chatNewsletterHandlers(bff),
});
