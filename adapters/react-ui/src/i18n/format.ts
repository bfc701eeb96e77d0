import { berlinDay, toIsoDate } from '../../../../core/shared/calendar-days.ts';
import { formatEuros } from '../../../../core/shared/money.ts';
import type { Locale } from './locales.ts';

/**
 * Dates show as DD.MM.YYYY in every locale (consumer spec §9, business spec §9), as the Berlin
 * calendar date of the value: a date-time late in the evening UTC is already the next day there.
 */
export const formatDate = (text: string): string => {
  const [year, month, day] = toIsoDate(berlinDay(text)).split('-');
  return `${day}.${month}.${year}`;
};

/**
 * An amount in cents as every amount of the portal is written (core's formatEuros: EUR the German
 * way in every locale, two decimals or none for a whole amount, business spec §1 and §9), so en-US
 * shows 399 € as de-DE does. Every amount the portal shows goes through here
 * (`useFormat().money`). Zero is "Kostenlos" (consumer spec §9): the caller passes the
 * catalogue's text for it.
 */
export const formatMoney = (amountInCents: number, free: string): string =>
  amountInCents === 0 ? free : formatEuros(amountInCents);

/**
 * A count written the locale's way (16.477 in German, 16,477 in English): a fleet's tab counts run
 * into the tens of thousands, and the match count (an ICU plural) is written so already.
 */
export const formatCount = (count: number, locale: Locale): string => countFormatOf(locale).format(count);

const countFormats = new Map<Locale, Intl.NumberFormat>();
const countFormatOf = (locale: Locale): Intl.NumberFormat => {
  const known = countFormats.get(locale);
  if (known) return known;
  const made = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  countFormats.set(locale, made);
  return made;
};

/** A calendar month 'YYYY-MM' as the locale names it: "Mai 2026", "May 2026". */
export const formatMonth = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
