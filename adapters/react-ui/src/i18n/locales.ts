import { DEFAULT_LOCALE, LOCALES } from '../../../../contracts/locales.ts';

export { DEFAULT_LOCALE, LOCALES };
export type Locale = (typeof LOCALES)[number];

/** Where the chosen locale is remembered across visits. */
export const LOCALE_STORAGE_KEY = 'portal.locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const rememberedLocale = (storage: Storage): Locale => {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};
