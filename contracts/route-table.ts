import type { AnyRoute } from './route.ts';
import { accountRoutes } from './routes/account.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { clientErrorRoutes } from './routes/client-errors.ts';
import { companySettingsRoutes } from './routes/company-settings.ts';
import { contactRoutes } from './routes/contacts.ts';
import { contentRoutes } from './routes/content.ts';
import { damageRoutes } from './routes/damage.ts';
import { dealRoutes } from './routes/deals.ts';
import { delayAlternativeRoutes } from './routes/delay-alternatives.ts';
import { documentRoutes } from './routes/documents.ts';
import { driverRoutes } from './routes/drivers.ts';
import { fleetRoutes } from './routes/fleet.ts';
import { handoverRoutes } from './routes/handover.ts';
import { loyaltyRoutes } from './routes/loyalty.ts';
import { mileageRoutes } from './routes/mileage.ts';
import { nextCarRoutes } from './routes/next-car.ts';
import { orderRoutes } from './routes/orders.ts';
import { powerOfAttorneyRoutes } from './routes/power-of-attorney.ts';
import { preponementRoutes } from './routes/preponement.ts';
import { profileRoutes } from './routes/profile.ts';
import { prolongationRoutes } from './routes/prolongation.ts';
import { reservationRoutes } from './routes/reservation.ts';
import { returnRoutes } from './routes/return.ts';
import { serviceRoutes } from './routes/services.ts';
import { subscriptionChangeRoutes } from './routes/subscription-changes.ts';
import { supportRoutes } from './routes/support.ts';

/** Every call of the wire API, by the client's function name. */
export const ROUTES = {
  ...authRoutes,
  ...dealRoutes,
  ...handoverRoutes,
  ...preponementRoutes,
  ...returnRoutes,
  ...damageRoutes,
  ...mileageRoutes,
  ...prolongationRoutes,
  ...serviceRoutes,
  ...profileRoutes,
  ...accountRoutes,
  ...driverRoutes,
  ...subscriptionChangeRoutes,
  ...documentRoutes,
  ...loyaltyRoutes,
  ...contentRoutes,
  ...fleetRoutes,
  ...orderRoutes,
  ...contactRoutes,
  ...companySettingsRoutes,
  ...cartRoutes,
  ...catalogueRoutes,
  ...announcementRoutes,
  ...delayAlternativeRoutes,
  ...powerOfAttorneyRoutes,
  ...reservationRoutes,
  ...nextCarRoutes,
  ...supportRoutes,
  ...clientErrorRoutes,
} as const;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;

export const ROUTE_LIST: readonly AnyRoute[] = Object.values(ROUTES);

/**
 * The areas' own tables by area: a test can tell when two areas use one name (a spread would hide
 * it), and the portal's client loads an area's codecs on its first call (route-loaders.ts).
 */
export const ROUTE_AREAS = {
  auth: authRoutes,
  deal: dealRoutes,
  handover: handoverRoutes,
  preponement: preponementRoutes,
  return: returnRoutes,
  damage: damageRoutes,
  mileage: mileageRoutes,
  prolongation: prolongationRoutes,
  service: serviceRoutes,
  profile: profileRoutes,
  account: accountRoutes,
  driver: driverRoutes,
  subscriptionChange: subscriptionChangeRoutes,
  document: documentRoutes,
  loyalty: loyaltyRoutes,
  content: contentRoutes,
  fleet: fleetRoutes,
  order: orderRoutes,
  contact: contactRoutes,
  companySettings: companySettingsRoutes,
  cart: cartRoutes,
  catalogue: catalogueRoutes,
  announcement: announcementRoutes,
  delayAlternatives: delayAlternativeRoutes,
  powerOfAttorney: powerOfAttorneyRoutes,
  reservation: reservationRoutes,
  nextCar: nextCarRoutes,
  support: supportRoutes,
  clientError: clientErrorRoutes,
} as const;

export type RouteArea = keyof typeof ROUTE_AREAS;

export const ROUTE_GROUPS: readonly Readonly<Record<string, AnyRoute>>[] = Object.values(ROUTE_AREAS);
