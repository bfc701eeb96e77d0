import type { BffContext } from '../bff-context.ts';
import type { Handler } from '../handler.ts';
import { cartHandlers } from './business/cart.ts';
import { catalogueHandlers } from './business/catalogue.ts';
import { companySettingsHandlers } from './business/company-settings.ts';
import { companySignInIssuerHandlers } from './business/company-sign-in-issuer.ts';
import { fleetDocumentHandlers } from './business/fleet-documents.ts';
import { orderRequestHandlers } from './business/order-requests.ts';

/** The calls of company settings, car policy, contracts, fleet invoices, cart, order requests, catalogue. */
export const businessHandlers = (bff: BffContext): Record<string, Handler> => ({
  ...companySettingsHandlers(bff),
  ...companySignInIssuerHandlers(bff),
  ...fleetDocumentHandlers(bff),
  ...cartHandlers(bff),
  ...orderRequestHandlers(bff),
  ...catalogueHandlers(bff),
});
