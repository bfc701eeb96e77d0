import { berlinDayOfInstant } from '../../../../core/shared/calendar-days.ts';
import type { Clock } from '../app/services.ts';
import { DEFAULT_LOCALE, rememberedLocale } from '../i18n/locales.ts';

/**
 * When the user dismissed which banner of which deal (business spec §4, consumer spec §4: a banner is
 * dismissed for 24 hours), remembered in this browser; core's visibleBanners decides from these
 * instants whether a banner shows again (banner-dismissals.ts).
 */
export const BANNER_DISMISSALS_KEY = 'portal.banner-dismissals';

/** The survey banner of /subscribe, once closed, stays closed on this browser (ShopBanners.tsx). */
export const SURVEY_DISMISSED_KEY = 'portal.survey-banner-dismissed';

/**
 * What the first render reads from this browser's storage, which the server does not see: a
 * page rendered on the server with one of these set would differ from the browser's render.
 */
const BROWSER_ONLY_KEYS = [BANNER_DISMISSALS_KEY, SURVEY_DISMISSED_KEY];

/**
 * Whether the browser's first render equals the server's, so that it can take the server's markup
 * over (hydrate) instead of rendering anew: the page was rendered in the visitor's locale (the
 * server renders German, the default) and nothing the first render reads from the browser's
 * storage is set (docs/ui.md "The first page rendered on the server").
 */
export const hydratesServerMarkup = (root: HTMLElement, storage: Storage): boolean => {
  const rendered = root.dataset.serverRendered;
  if (!rendered || rendered !== DEFAULT_LOCALE) return false;
  if (rememberedLocale(storage) !== rendered) return false;
  return BROWSER_ONLY_KEYS.every((key) => storage.getItem(key) === null);
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
