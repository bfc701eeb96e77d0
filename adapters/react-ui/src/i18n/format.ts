import { berlinDay, toIsoDate } from '../../../../core/shared/calendar-days.ts';
import { CURRENCY } from '../../../../core/shared/money.ts';
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
 * An amount in cents with two decimals, written the locale's way in the amount's own currency: the
 * data's amounts are euros (core's CURRENCY), so en-US shows €549.00, never dollars. Every amount
 * the portal shows goes through here (`useFormat().money`). Zero is "Kostenlos" (consumer spec
 * §9): the caller passes the catalogue's text for it.
 */
export const formatMoney = (
  amountInCents: number,
  locale: Locale,
  free: string,
  currency: string = CURRENCY,
): string => (amountInCents === 0 ? free : moneyFormatOf(locale, currency).format(amountInCents / 100));

// A formatter is costly to make and a list formats many amounts: one per locale and currency is kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormatOf = (locale: Locale, currency: string): Intl.NumberFormat => {
  const key = `${locale} ${currency}`;
  const known = moneyFormats.get(key);
  if (known) return known;
  const made = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  moneyFormats.set(key, made);
  return made;
};

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
