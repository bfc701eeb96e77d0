/**
 * The portals' locales (business spec §1). A module of its own, without codecs, so the portal's
 * frame can know them without loading the content area's routes.
 */
export const LOCALES = ['de-DE', 'en-DE', 'en-US'] as const;
