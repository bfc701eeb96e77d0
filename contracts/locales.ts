/**
 * The portals' locales (business spec §1). A module of its own, without codecs, so the portal's
 * frame can know them without loading the content area's routes.
 */
export const LOCALES = ['de-DE', 'en-DE', 'en-US'] as const;

/**
 * German first (business spec §1): the portal's language before the visitor chose another, and the
 * one the BFF answers a page's first calls in (adapters/http/server/first-page-data.ts).
 */
export const DEFAULT_LOCALE = 'de-DE' satisfies (typeof LOCALES)[number];
