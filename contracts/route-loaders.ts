import type { ROUTE_AREAS, RouteArea } from './route-table.ts';
import { authRoutes } from './routes/auth.ts';
import { dealRoutes } from './routes/deals.ts';

/**
 * Each area's routes, imported when first asked for: a bundler makes every area its own chunk, so
 * the portal's first page carries the codecs of the calls it makes, not of every call (docs/ui/performance.md
 * "Weight and first paint"). Which area a call belongs to is route-index.ts. The session and the
 * deals are asked for by nearly every page, first thing: those two areas come with the client.
 */
export const ROUTE_AREA_LOADERS: { readonly [A in RouteArea]: () => Promise<(typeof ROUTE_AREAS)[A]> } = {
  auth: async () => authRoutes,
  deal: async () => dealRoutes,
  handover: () => import('./routes/handover.ts').then((m) => m.handoverRoutes),
  preponement: () => import('./routes/preponement.ts').then((m) => m.preponementRoutes),
  return: () => import('./routes/return.ts').then((m) => m.returnRoutes),
  damage: () => import('./routes/damage.ts').then((m) => m.damageRoutes),
  mileage: () => import('./routes/mileage.ts').then((m) => m.mileageRoutes),
  prolongation: () => import('./routes/prolongation.ts').then((m) => m.prolongationRoutes),
  service: () => import('./routes/services.ts').then((m) => m.serviceRoutes),
  profile: () => import('./routes/profile.ts').then((m) => m.profileRoutes),
  account: () => import('./routes/account.ts').then((m) => m.accountRoutes),
  driver: () => import('./routes/drivers.ts').then((m) => m.driverRoutes),
  subscriptionChange: () =>
    import('./routes/subscription-changes.ts').then((m) => m.subscriptionChangeRoutes),
  document: () => import('./routes/documents.ts').then((m) => m.documentRoutes),
  loyalty: () => import('./routes/loyalty.ts').then((m) => m.loyaltyRoutes),
  content: () => import('./routes/content.ts').then((m) => m.contentRoutes),
  fleet: () => import('./routes/fleet.ts').then((m) => m.fleetRoutes),
  order: () => import('./routes/orders.ts').then((m) => m.orderRoutes),
  contact: () => import('./routes/contacts.ts').then((m) => m.contactRoutes),
  companySettings: () => import('./routes/company-settings.ts').then((m) => m.companySettingsRoutes),
  cart: () => import('./routes/cart.ts').then((m) => m.cartRoutes),
  catalogue: () => import('./routes/catalogue.ts').then((m) => m.catalogueRoutes),
  announcement: () => import('./routes/announcements.ts').then((m) => m.announcementRoutes),
  delayAlternatives: () => import('./routes/delay-alternatives.ts').then((m) => m.delayAlternativeRoutes),
  powerOfAttorney: () => import('./routes/power-of-attorney.ts').then((m) => m.powerOfAttorneyRoutes),
  reservation: () => import('./routes/reservation.ts').then((m) => m.reservationRoutes),
  nextCar: () => import('./routes/next-car.ts').then((m) => m.nextCarRoutes),
  support: () => import('./routes/support.ts').then((m) => m.supportRoutes),
  clientError: () => import('./routes/client-errors.ts').then((m) => m.clientErrorRoutes),
};
