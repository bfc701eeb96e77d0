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

export type ResolvedLink =
  | { readonly kind: 'in-app'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string; readonly newTab: boolean };

const LOCALE_PREFIX = /^\/portal\/(de-DE|en-DE|en-US)(?=\/|$)/;

/** A link written for de-DE points to the same page in the current locale (consumer spec §2). */
export const localiseHref = (href: string, locale: Locale): string =>
  href.replace(/(^|\/)de-DE(?=\/|$|[?#])/, `$1${locale}`);

/** The app's own route of a /portal/{locale}/… path: the routes are the specification's (/mycars…). */
export const withoutPortalPrefix = (path: string): string => path.replace(LOCALE_PREFIX, '') || '/';

/**
 * Where a link of content, header or footer goes: a path with an in-app segment is a client-side
 * navigation, anything else a normal page load (a foreign site in a new tab).
 */
export const resolveLink = (href: string, locale: Locale, origin: string): ResolvedLink => {
  const localised = localiseHref(href, locale);
  let url: URL;
  try {
    url = new URL(localised, origin);
  } catch {
    return { kind: 'external', href: localised, newTab: false };
  }
  if (url.origin !== origin) return { kind: 'external', href: localised, newTab: true };
  const segments = url.pathname.split('/').filter(Boolean);
  if (!segments.some((segment) => IN_APP_SEGMENTS.includes(segment)))
    return { kind: 'external', href: localised, newTab: false };
  return { kind: 'in-app', to: `${withoutPortalPrefix(url.pathname)}${url.search}${url.hash}` };
};
