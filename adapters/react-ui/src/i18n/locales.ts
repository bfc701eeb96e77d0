import { LOCALES } from '../../../../contracts/locales.ts';

export { LOCALES };
export type Locale = (typeof LOCALES)[number];

/** German first (business spec §1). */
export const DEFAULT_LOCALE: Locale = 'de-DE';

/** Where the chosen locale is remembered across visits. */
export const LOCALE_STORAGE_KEY = 'portal.locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const rememberedLocale = (storage: Storage): Locale => {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};
