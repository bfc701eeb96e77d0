import type { B2bRole } from '../../../../../core/fleet/roles.ts';
import type { MessageId } from '../../i18n/catalogues.ts';

export type PublicLink = { readonly href: string; readonly label: MessageId };
export type LinkGroup = { readonly title: MessageId; readonly links: readonly PublicLink[] };

/** Consumer spec §2 "Public header and footer links". */
export const HEADER_LINKS: readonly PublicLink[] = [
  { href: '/subscribe', label: 'layout.header.subscribe' },
  { href: '/subscribe/deals', label: 'layout.header.deals' },
  { href: '/how-it-works', label: 'layout.header.howItWorks' },
  { href: '/b2b', label: 'layout.header.business' },
];

export const FOOTER_GROUPS: readonly LinkGroup[] = [
  {
    title: 'layout.footer.cars',
    links: [
      { href: '/subscribe', label: 'layout.footer.cars' },
      { href: '/subscribe/elektro', label: 'layout.footer.electric' },
      { href: '/subscribe/plug-in-hybrid', label: 'layout.footer.hybrid' },
      { href: '/subscribe/benzin', label: 'layout.footer.petrol' },
      { href: '/subscribe/diesel', label: 'layout.footer.diesel' },
      { href: '/subscribe/volkswagen', label: 'layout.footer.brandVolkswagen' },
      { href: '/subscribe/bmw', label: 'layout.footer.brandBmw' },
      { href: '/subscribe/tesla', label: 'layout.footer.brandTesla' },
      { href: '/auto', label: 'layout.footer.decisionGuide' },
    ],
  },
  {
    title: 'layout.footer.business',
    links: [
      { href: '/b2b', label: 'layout.footer.b2b' },
      { href: '/b2b/job-auto', label: 'layout.footer.jobAuto' },
      { href: '/b2b/digital-services', label: 'layout.footer.digitalServices' },
    ],
  },
  {
    title: 'layout.footer.service',
    links: [
      { href: '/myaccount', label: 'layout.footer.myaccount' },
      { href: '/cancelation', label: 'layout.footer.cancelation' },
      { href: '/return', label: 'layout.footer.return' },
      { href: '/damage-insurance', label: 'layout.footer.damageInsurance' },
      { href: '/referral', label: 'layout.footer.referral' },
      { href: '/loyalty', label: 'layout.footer.loyalty' },
      { href: '/contact', label: 'layout.footer.contact' },
      { href: '/how-it-works', label: 'layout.footer.howItWorks' },
      { href: '/blog', label: 'layout.footer.blog' },
    ],
  },
  {
    title: 'layout.footer.company',
    links: [
      { href: '/about-us', label: 'layout.footer.aboutUs' },
      { href: '/press', label: 'layout.footer.press' },
      { href: '/careers', label: 'layout.footer.careers' },
      { href: '/tech', label: 'layout.footer.tech' },
      { href: '/sustainability', label: 'layout.footer.sustainability' },
      { href: '/partnerships', label: 'layout.footer.partnerships' },
    ],
  },
  {
    title: 'layout.footer.cities',
    links: [
      { href: '/auto-abo/city/berlin', label: 'layout.footer.cityBerlin' },
      { href: '/auto-abo/city/hamburg', label: 'layout.footer.cityHamburg' },
      { href: '/auto-abo/city/muenchen', label: 'layout.footer.cityMunich' },
      { href: '/auto-abo/city/koeln', label: 'layout.footer.cityCologne' },
      { href: '/auto-abo/city/frankfurt', label: 'layout.footer.cityFrankfurt' },
    ],
  },
  {
    title: 'layout.footer.legal',
    links: [
      { href: '/privacy', label: 'layout.footer.privacy' },
      { href: '/terms', label: 'layout.footer.terms' },
      { href: '/terms-of-use', label: 'layout.footer.termsOfUse' },
      { href: '/imprint', label: 'layout.footer.imprint' },
    ],
  },
];

export type NavTab = {
  readonly to: string;
  readonly label: MessageId;
  /** Further paths that belong to the tab (the fleet's order details). */
  readonly also?: readonly string[];
  /** The business roles that see the tab; every role when not given. */
  readonly roles?: readonly B2bRole[];
};

/** Consumer spec §2 "Navigation tabs". */
export const CONSUMER_TABS: readonly NavTab[] = [
  { to: '/mycars', label: 'layout.nav.mycars' },
  { to: '/myaccount', label: 'layout.nav.myaccount' },
  { to: '/myaccount/drivers', label: 'layout.nav.drivers' },
  { to: '/loyalty', label: 'layout.nav.loyalty' },
  { to: '/referral', label: 'layout.nav.referral' },
  { to: '/logout', label: 'layout.nav.logout' },
];

/**
 * Business spec §2: the fleet, contacts, documents, cart and company settings. Every area of the
 * business portal has its tab from the start; pages not built yet show the not-found page.
 */
export const BUSINESS_TABS: readonly NavTab[] = [
  { to: '/cars', label: 'layout.nav.fleet', also: ['/orders', '/car/:id/details'] },
  // The fleet overview is for admins and analysts (contracts/routes/fleet.ts: drivers are refused).
  { to: '/overview', label: 'layout.nav.overview', roles: ['admin', 'analyst'] },
  { to: '/contacts', label: 'layout.nav.contacts' },
  { to: '/documents/contracts', label: 'layout.nav.documents' },
  { to: '/cart', label: 'layout.nav.cart' },
  { to: '/settings/company', label: 'layout.nav.settings', also: ['/settings'] },
  { to: '/logout', label: 'layout.nav.logout' },
];

/** Consumer spec §2: "The account menu offers: my orders, my profile, my cars, my drivers, …". */
export const ACCOUNT_MENU: readonly NavTab[] = [
  { to: '/mycars', label: 'layout.accountMenu.orders' },
  { to: '/myaccount', label: 'layout.accountMenu.profile' },
  { to: '/mycars', label: 'layout.accountMenu.cars' },
  { to: '/myaccount/drivers', label: 'layout.accountMenu.drivers' },
  { to: '/loyalty', label: 'layout.accountMenu.loyalty' },
  { to: '/services', label: 'layout.accountMenu.services' },
  { to: '/logout', label: 'layout.accountMenu.logout' },
];
