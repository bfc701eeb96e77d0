import { BANNER_DISMISSAL_HOURS } from '../core/deals/banners.ts';

/**
 * What a page's first render reads from the browser's storage, kept in a cookie of the same value
 * too, so that the server renders the page as the browser will and the browser can take the
 * server's markup over (docs/ui/hydration.md "Dismissed banners in the server's render"): a banner dismissed
 * for 24 hours is not in the page's HTML after a reload, instead of showing until the scripts have
 * run. The cookie is the browser's word only: it decides what that visitor's own page shows, never
 * what anyone may read or do.
 */
export type ServerVisibleStorage = {
  /** The key in the browser's localStorage, which the portal reads. */
  readonly key: string;
  /** The cookie that carries the same value to the server. */
  readonly cookie: string;
  /** How long the cookie lives, in seconds. */
  readonly maxAgeSeconds: number;
};

/** The banners dismissed per deal (core's visibleBanners decides from their instants): 24 hours. */
export const BANNER_DISMISSALS: ServerVisibleStorage = {
  key: 'portal.banner-dismissals',
  cookie: 'portal_banner_dismissals',
  maxAgeSeconds: BANNER_DISMISSAL_HOURS * 60 * 60,
};

/** /subscribe's survey banner, once closed, stays closed on this browser. */
export const SURVEY_DISMISSED: ServerVisibleStorage = {
  key: 'portal.survey-banner-dismissed',
  cookie: 'portal_survey_dismissed',
  maxAgeSeconds: 365 * 24 * 60 * 60,
};

export const SERVER_VISIBLE_STORAGE: readonly ServerVisibleStorage[] = [BANNER_DISMISSALS, SURVEY_DISMISSED];

/** A longer value is no state the portal writes (a cookie holds 4 kB): the server ignores it. */
export const SERVER_VISIBLE_MAX_LENGTH = 3_000;

/** The storage entries the request's cookies carry, for the server's render of the page. */
export const serverVisibleStorageOf = (
  cookies: Readonly<Record<string, string | undefined>>,
): Record<string, string> =>
  Object.fromEntries(
    SERVER_VISIBLE_STORAGE.flatMap(({ key, cookie }) => {
      const value = cookies[cookie];
      return value !== undefined && value.length <= SERVER_VISIBLE_MAX_LENGTH ? [[key, value]] : [];
    }),
  );
