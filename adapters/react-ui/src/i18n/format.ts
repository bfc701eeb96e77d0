import { berlinDay, toIsoDate } from '../../../../core/shared/calendar-days.ts';
import { currencyOf, type Locale } from './locales.ts';

/**
 * Dates show as DD.MM.YYYY in every locale (consumer spec §9, business spec §9), as the Berlin
 * calendar date of the value: a date-time late in the evening UTC is already the next day there.
 */
export const formatDate = (text: string): string => {
  const [year, month, day] = toIsoDate(berlinDay(text)).split('-');
  return `${day}.${month}.${year}`;
};

/**
 * An amount in cents in the locale's currency with two decimals (EUR; USD for the US region).
 * Zero is "Kostenlos" (consumer spec §9): the caller passes the catalogue's text for it.
 */
export const formatMoney = (amountInCents: number, locale: Locale, free: string): string =>
  amountInCents === 0 ? free : moneyFormatOf(locale).format(amountInCents / 100);

// A formatter is costly to make and a list formats many amounts: one per locale is kept.
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const moneyFormatOf = (locale: Locale): Intl.NumberFormat => {
  const known = moneyFormats.get(locale);
  if (known) return known;
  const made = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyOf(locale),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  moneyFormats.set(locale, made);
  return made;
};
