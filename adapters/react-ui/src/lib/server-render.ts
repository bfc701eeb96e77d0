import {
  BANNER_DISMISSALS,
  SERVER_VISIBLE_MAX_LENGTH,
  SERVER_VISIBLE_STORAGE,
  type ServerVisibleStorage,
  SURVEY_DISMISSED,
} from '../../../../contracts/browser-state.ts';
import { berlinDayOfInstant } from '../../../../core/shared/calendar-days.ts';
import type { Clock } from '../app/services.ts';
import { DEFAULT_LOCALE, rememberedLocale } from '../i18n/locales.ts';

/**
 * When the user dismissed which banner of which deal (business spec §4, consumer spec §4: a banner is
 * dismissed for 24 hours), remembered in this browser; core's visibleBanners decides from these
 * instants whether a banner shows again (banner-dismissals.ts).
 */
export const BANNER_DISMISSALS_KEY = BANNER_DISMISSALS.key;

/** The survey banner of /subscribe, once closed, stays closed on this browser (ShopBanners.tsx). */
export const SURVEY_DISMISSED_KEY = SURVEY_DISMISSED.key;

/** The browser's cookies by name (`document.cookie`'s text). */
const cookiesOf = (text: string): Map<string, string> =>
  new Map(
    text.split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return [];
      try {
        return [[pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())] as const];
      } catch {
        return [];
      }
    }),
  );

/**
 * Writes what a first render reads to the browser's storage and to its cookie, so that the server's
 * render of the next page reads the same (contracts/browser-state.ts). Without a document (the
 * server's render) only the storage.
 */
export const rememberForServer = (storage: Storage, entry: ServerVisibleStorage, value: string): void => {
  storage.setItem(entry.key, value);
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves; the value is URI-encoded
  document.cookie = `${entry.cookie}=${encodeURIComponent(value)}; path=/; max-age=${entry.maxAgeSeconds}; samesite=lax${secure}`;
};

/**
 * Whether the browser's first render equals the server's, so that it can take the server's markup
 * over (hydrate) instead of rendering anew: the page was rendered in the visitor's locale (the
 * server renders German, the default) and what the first render reads from the browser's storage
 * is what the server read from its cookie (docs/ui.md "The first page rendered on the server",
 * "Dismissed banners in the server's render").
 */
export const hydratesServerMarkup = (root: HTMLElement, storage: Storage, cookies: string): boolean => {
  const rendered = root.dataset.serverRendered;
  if (!rendered || rendered !== DEFAULT_LOCALE) return false;
  if (rememberedLocale(storage) !== rendered) return false;
  const sent = cookiesOf(cookies);
  return SERVER_VISIBLE_STORAGE.every(({ key, cookie }) => {
    const value = storage.getItem(key);
    // The server ignores a longer cookie (serverVisibleStorageOf): it rendered without it.
    return (
      value === (sent.get(cookie) ?? null) && (value === null || value.length <= SERVER_VISIBLE_MAX_LENGTH)
    );
  });
};

/**
 * The instant the server rendered the page at (`data-rendered-at` on `#root`), if it names one.
 * Until the page has hydrated, the browser's clock answers it (main.tsx): what core computes from
 * "now" — today's date, days left, a deadline passed — is then the server's, however much later
 * the browser takes the markup over (a page rendered before midnight and hydrated after it, or on
 * a busy phone seconds past a deadline); afterwards the page renders with the browser's own clock.
 */
export const renderedAtOf = (root: HTMLElement): Date | undefined => {
  const value = root.dataset.renderedAt;
  if (!value) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
};

/**
 * The portal's clock while it takes the server's markup over: the server's instant until
 * `hydrated()` is called, then the browser's. `hydrated` answers whether the page must render again
 * to show the browser's "now": when the Berlin day has changed since the server's render (rendered
 * before midnight, hydrated after it), what core computes from today differs — the days left, the
 * banners. On the same day it does not: a component computes with the browser's clock the next
 * time it renders, as on a page left open, and the hydration costs no second render of the page.
 */
export const serverInstantClock = (
  renderedAt: Date,
  browserNow: () => Date = () => new Date(),
): { readonly clock: Clock; readonly hydrated: () => boolean } => {
  let taken = false;
  return {
    clock: { now: () => (taken ? browserNow() : new Date(renderedAt.getTime())) },
    hydrated: () => {
      taken = true;
      return berlinDayOfInstant(browserNow()) !== berlinDayOfInstant(renderedAt);
    },
  };
};
