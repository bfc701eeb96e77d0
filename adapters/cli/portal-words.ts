import { type Banner, type BannerId, reservationExpiry } from '../../core/deals/banners.ts';
import { returnDateOf } from '../../core/deals/deal-dates.ts';
import { bannersOnDay } from '../../core/deals/timeline.ts';
import type { DealContext, DealState } from '../../core/deals/types.ts';
import { berlinDay, berlinDayOfInstant, toIsoDate } from '../../core/shared/calendar-days.ts';
import type { Locale } from './locale.ts';

/**
 * Which portal a deal is shown in: a consumer's deal on /mycars, a company's in the business
 * portal. The two name some banners differently (du-form and Sie-form) and only the business
 * portal has the cars list's tabs.
 */
export type Portal = 'consumer' | 'business';

/** What a business banner's title names besides the days left (the business portal's values). */
export type BannerValues = { readonly date?: string; readonly expiry?: string };

/**
 * The words the portals show for a banner, an action, a tab or a state — taken from the portal's own
 * message catalogues (adapters/react-ui/src/i18n/messages), so that support says what the customer
 * reads on the screen.
 */
export type PortalWords = {
  readonly banner: (banner: Banner, portal: Portal, values?: BannerValues) => string;
  readonly action: (id: string) => string;
  readonly tab: (id: string) => string;
  readonly state: (state: DealState) => string;
};

const loaded = new Map<Locale, PortalWords>();

/**
 * Loads the locale's catalogue once; the catalogues and their message formatter are read only by
 * the text output, never by `--format json` (the bulk path's start-up).
 */
export const loadPortalWords = async (locale: Locale): Promise<PortalWords> => {
  const here = loaded.get(locale);
  if (here) return here;
  const { portalWordsOf } = await import('./portal-catalogues.ts');
  const words = await portalWordsOf(locale);
  loaded.set(locale, words);
  return words;
};

/** The locale's words, loaded before (loadPortalWords): text is printed synchronously per deal. */
export const portalWords = (locale: Locale): PortalWords => {
  const words = loaded.get(locale);
  if (!words) throw new Error(`portalWords: the ${locale} catalogue was not loaded first`);
  return words;
};

const shownDay = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The values the business portal's banner titles name: the return date and the reservation's
 * expiry, as DD.MM.YYYY (the portal's date format).
 */
export const bannerValuesOf = (ctx: DealContext): BannerValues => {
  const returnDate = returnDateOf(ctx.deal);
  const expiry = reservationExpiry(ctx);
  return {
    ...(returnDate ? { date: shownDay(toIsoDate(berlinDay(returnDate))) } : {}),
    ...(expiry ? { expiry: shownDay(toIsoDate(berlinDayOfInstant(expiry))) } : {}),
  };
};

/** The car as the portals name it: make and model. */
export const carNameOf = (ctx: DealContext): string =>
  [ctx.deal.car?.oem, ctx.deal.car?.model].filter((part) => part).join(' ');

/** A deal's banners and actions by id, named as the portal shows them on a day (today unless given). */
export type DealNames = {
  readonly banner: (id: BannerId, date?: string) => string;
  readonly action: (id: string) => string;
};

export const dealNamesOf = (ctx: DealContext, now: Date, locale: Locale, portal: Portal): DealNames => {
  const words = portalWords(locale);
  const values = portal === 'business' ? bannerValuesOf(ctx) : {};
  const today = toIsoDate(berlinDayOfInstant(now));
  return {
    banner: (id, date = today) => {
      // The title names the days left as they are on that day (a reservation's, a delay's).
      const banner = bannersOnDay(ctx, date, now).find((shown) => shown.id === id) ?? { id };
      return words.banner(banner, portal, values);
    },
    action: words.action,
  };
};
