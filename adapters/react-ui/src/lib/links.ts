import type { Locale } from '../i18n/locales.ts';

/** Consumer spec §2 "Routing rules": links with one of these path segments stay in the app. */
export const IN_APP_SEGMENTS = [
  'portal',
  'mycars',
  'myaccount',
  'return',
  'report-damage',
  'schedule-service',
];

/**
 * The first path segments of the portal's own pages (app/routes.tsx; routes.test.tsx keeps the two
 * lists the same). A link of the portal's origin outside them is a page of the public website.
 */
export const PORTAL_PAGE_SEGMENTS = [
  'account',
  'car',
  'cars',
  'cart',
  'contacts',
  'damage-policy',
  'documents',
  'forgot-password',
  'incidents',
  'invitation',
  'invite',
  'login',
  'logout',
  'loyalty',
  'myaccount',
  'mycars',
  'newsletter',
  'orders',
  'overview',
  'portal',
  'redaktion',
  'referral',
  'register',
  'reset-password',
  'return',
  'services',
  'settings',
  'subscribe',
  'support',
  'verify-email',
];

/** The public website's origin when the build names none (`VITE_PUBLIC_SITE_URL`, docs/operations.md). */
export const DEFAULT_PUBLIC_SITE_URL = 'https://www.auto-abo.example';

export type ResolvedLink =
  | { readonly kind: 'in-app'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string; readonly newTab: boolean };

const LOCALE_PREFIX = /^\/portal\/(de-DE|en-DE|en-US)(?=\/|$)/;

/** A link written for de-DE points to the same page in the current locale (consumer spec §2). */
export const localiseHref = (href: string, locale: Locale): string =>
  href.replace(/(^|\/)de-DE(?=\/|$|[?#])/, `$1${locale}`);

/** The app's own route of a /portal/{locale}/… path: the routes are the specification's (/mycars…). */
export const withoutPortalPrefix = (path: string): string => path.replace(LOCALE_PREFIX, '') || '/';

/** Whether a path of the portal's origin is one of the portal's own pages (the start page too). */
export const isPortalPage = (pathname: string): boolean => {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === undefined || PORTAL_PAGE_SEGMENTS.includes(first);
};

/**
 * Where a link of content, header or footer goes (consumer spec §2 "Routing rules"): a path with an
 * in-app segment is a client-side navigation; any other link is a normal page load — of the
 * portal's own page when it has one (/subscribe, /loyalty), else of the public website, whose
 * origin is a setting (`publicSite`): /how-it-works, /b2b, /privacy, /terms/rent are its pages, which
 * the portal's origin does not serve. Another site's link opens in a new tab.
 */
export const resolveLink = (
  href: string,
  locale: Locale,
  origin: string,
  publicSite: string = DEFAULT_PUBLIC_SITE_URL,
): ResolvedLink => {
  const localised = localiseHref(href, locale);
  let url: URL;
  try {
    url = new URL(localised, origin);
  } catch {
    return { kind: 'external', href: localised, newTab: false };
  }
  if (url.origin !== origin) {
    const site = new URL(publicSite);
    return { kind: 'external', href: localised, newTab: url.origin !== site.origin };
  }
  const segments = url.pathname.split('/').filter(Boolean);
  if (!segments.some((segment) => IN_APP_SEGMENTS.includes(segment))) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isPortalPage(url.pathname)
      ? { kind: 'external', href: localised, newTab: false }
      : { kind: 'external', href: `${publicSite.replace(/\/+$/, '')}${path}`, newTab: false };
  }
  return { kind: 'in-app', to: `${withoutPortalPrefix(url.pathname)}${url.search}${url.hash}` };
};
