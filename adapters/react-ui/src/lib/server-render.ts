import { SERVER_VISIBLE_MAX_LENGTH, SERVER_VISIBLE_STORAGE } from '../../../../contracts/browser-state.ts';
import { berlinDayOfInstant } from '../../../../core/shared/calendar-days.ts';
import type { Clock } from '../app/services.ts';
import { DEFAULT_LOCALE, rememberedLocale } from '../i18n/locales.ts';

/**
 * Whether the browser's first render equals the server's, so that it can take the server's markup
 * over (hydrate) instead of rendering anew: the page was rendered in the visitor's locale (the
 * server renders German, the default) and what the first render reads from the browser's storage
 * is what the server read from its cookie (docs/ui/server-render.md "The first page rendered on the server",
 * "Dismissed banners in the server's render").
 */
export const hydratesServerMarkup = (root: HTMLElement, storage: Storage, cookies: string): boolean => {
  const rendered = root.dataset.serverRendered;
  if (!rendered || rendered !== DEFAULT_LOCALE) return false;
  if (rememberedLocale(storage) !== rendered) return false;
  const sent = cookies.split('; ');
  // As rememberForServer (server-visible-storage.ts) writes the cookie; the server ignores a longer one (serverVisibleStorageOf).
  return SERVER_VISIBLE_STORAGE.every(({ key, cookie }) => {
    const value = storage.getItem(key);
    const pair = sent.find((candidate) => candidate.startsWith(`${cookie}=`));
    return value === null
      ? pair === undefined
      : value.length <= SERVER_VISIBLE_MAX_LENGTH && pair === `${cookie}=${encodeURIComponent(value)}`;
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
