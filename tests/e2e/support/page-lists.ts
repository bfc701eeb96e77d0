/**
 * Every page of both portals, as the page tests visit them: the desktop checks
 * (consumer-pages, business-pages) and the small-screen checks (small-screens) walk the same lists.
 */

export type ConsumerPage = {
  /** The screenshot's name: test-results/screenshots/<name>-<viewport>.png. */
  readonly name: string;
  readonly path: string;
  /** A dialog the page opens by itself, closed (after its own check) by this button. */
  readonly dialogCloses?: string;
};

export const CONSUMER_SIGNED_OUT: readonly ConsumerPage[] = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot-password', path: '/forgot-password' },
];

/** As kunde@demo.example. */
export const CONSUMER_SIGNED_IN: readonly ConsumerPage[] = [
  // The return reminder of the BMW (consumer spec §4) opens first.
  { name: 'mycars', path: '/mycars', dialogCloses: 'Später' },
  { name: 'mycars-d-1001', path: '/mycars/d-1001' },
  { name: 'mycars-d-1002', path: '/mycars/d-1002' },
  { name: 'myaccount', path: '/myaccount' },
  { name: 'myaccount-contactdetails', path: '/myaccount/contactdetails' },
  { name: 'myaccount-companydetails', path: '/myaccount/companydetails' },
  { name: 'myaccount-changepassword', path: '/myaccount/changepassword' },
  { name: 'myaccount-invoices', path: '/myaccount/invoices' },
  { name: 'myaccount-drivers', path: '/myaccount/drivers' },
  { name: 'myaccount-drivers-add', path: '/myaccount/drivers/add' },
  // The four-screen intro opens on the first visit (consumer spec §2).
  { name: 'loyalty', path: '/loyalty', dialogCloses: 'Schließen' },
  { name: 'referral', path: '/referral' },
  { name: 'incidents', path: '/incidents' },
];

export type BusinessPage = {
  readonly path: string;
  /** A dialog the page opens from this button, checked too and then closed. */
  readonly dialog?: { readonly opens: string; readonly name: string; readonly closes: string };
};

/** As admin@nordflotte.example. */
export const BUSINESS_ADMIN_PAGES: readonly BusinessPage[] = [
  { path: '/cars/all' },
  { path: '/cars/orders' },
  { path: '/cars/handover' },
  { path: '/cars/return' },
  { path: '/cars/archived' },
  { path: '/cars/all?search=Tesla&sort=highest_rate' },
  {
    path: '/orders/f-2001',
    dialog: { opens: 'Fahrer*in zuweisen', name: 'Fahrer*in zuweisen', closes: 'Abbrechen' },
  },
  { path: '/orders/f-2002' },
  { path: '/orders/f-2003' },
  { path: '/documents/contracts' },
  { path: '/documents/invoices' },
  {
    path: '/contacts',
    dialog: { opens: 'Kontakt erstellen', name: 'Kontakt erstellen', closes: 'Abbrechen' },
  },
  { path: '/settings/company' },
  { path: '/settings/roles-management' },
  { path: '/settings/car-policy' },
  { path: '/overview' },
  { path: '/cart' },
  { path: '/subscribe' },
  { path: '/subscribe/models/vw-id3' },
];

/** As fahrer@nordflotte.example: the pages that tell a driver they are for others included. */
export const BUSINESS_DRIVER_PAGES: readonly BusinessPage[] = [
  { path: '/cars/all' },
  { path: '/orders/f-2002' },
  { path: '/settings/roles-management' },
  { path: '/overview' },
  { path: '/cart' },
];

/** A business page's screenshot name: '/cars/all?search=Tesla' → 'business-cars-all-search-Tesla'. */
export const businessPageName = (path: string): string =>
  `business-${path
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-$/, '')}`;
